// @vitest-environment jsdom
// /QueryLogin's two inputs as the real schemas/queryLogin.json draws them (QRY-02, 000 §2.10,
// §3.6): the ID number (upper widget) takes at most 10 characters, upper-cased, and the birthday
// (digits widget) at most 7 digits; an 11th character or an 8th digit is not taken, the 10th and
// the 7th are. The schema holds the same caps.
// QRY-07 (000 §2.10): an address ?ApplyID=X is carried into the lookup: A114's body has ApplyID X
// (the real screen and its controller, with the shared ID and birthday checks).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { withSharedRules } from '../../../renderer/engine/sharedRules.js';
import type { ValidationRule } from '../../../renderer/engine/types.js';
import { nodeSchemaCheck } from '../../../renderer/headless/nodeSchemaCheck.js';
import { stubAppServices } from '../support/appServices.js';
import { flush, renderForm } from '../widgets/harness.js';
import { CONSTS, EFFECT_LISTS, loadScreen, readJson } from './screenChecks.js';

afterEach(() => { cleanup(); });

const LOGIN = loadScreen('queryLogin');
const props = LOGIN.schema.properties as Record<string, { maxLength?: number }>;
const ui = LOGIN.uiSchema as Record<string, unknown>;

async function typeInto(field: 'IDNO' | 'Birthday', text: string) {
  const h = await renderForm({
    schema: { type: 'object', properties: { IDNO: props.IDNO, Birthday: props.Birthday } } as RJSFSchema,
    uiSchema: { IDNO: ui.IDNO, Birthday: ui.Birthday } as UiSchema,
  });
  const input = document.getElementById(`root_${field}`) as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  await flush();
  return { shown: input.value, kept: h.latest()[field] };
}

describe('/QueryLogin: the ID number and birthday caps (QRY-02)', () => {
  it('the schema caps IDNO at 10 and Birthday at 7', () => {
    expect(props.IDNO.maxLength).toBe(10);
    expect(props.Birthday.maxLength).toBe(7);
  });

  it('IDNO: 10 characters are taken (upper-cased), an 11th is not', async () => {
    expect(await typeInto('IDNO', 'a123456789')).toEqual({ shown: 'A123456789', kept: 'A123456789' });
    cleanup();
    expect(await typeInto('IDNO', 'a1234567890')).toEqual({ shown: 'A123456789', kept: 'A123456789' });
  });

  it('Birthday: 7 digits are taken, an 8th is not', async () => {
    expect(await typeInto('Birthday', '0710303')).toEqual({ shown: '0710303', kept: '0710303' });
    cleanup();
    expect(await typeInto('Birthday', '07103039')).toEqual({ shown: '0710303', kept: '0710303' });
  });
});

describe('/QueryLogin: the address\'s ApplyID goes into the lookup A114 (QRY-07)', () => {
  const screen = withSharedRules(LOGIN, readJson<{ lists: Record<string, ValidationRule[]> }>('rules/validations.json').lists);

  async function lookupBody(query: Record<string, string>, session: Record<string, unknown> = {}) {
    const store = new SessionStore(new MemoryStorage());
    store.assign({ token: 'T1', ...session });
    const calls: Array<[string, Record<string, unknown>]> = [];
    const app = stubAppServices(store, {
      consts: CONSTS,
      effectLists: EFFECT_LISTS,
      schemaCheck: nodeSchemaCheck,
      api: { call: async (code, body) => { calls.push([code, body]); return code === 'A114' ? { Success: true, Mobile: '0912345678', CustomerType: 'ETB', LibDetails: [] } : { Success: true }; }, resetRetries: () => undefined },
      report: (err) => { throw err; },
    });
    const controller = new ScreenController(screen, app, query);
    await controller.load();
    await controller.change({ ...controller.state.form, IDNO: 'A123456789', Birthday: '0690101' });
    expect(await controller.submit()).toEqual([]);
    return calls.find(([code]) => code === 'A114')?.[1];
  }

  it('?ApplyID=CC2026000999: A114 asks with that ApplyID (over one the session held)', async () => {
    expect(await lookupBody({ ApplyID: 'CC2026000999' }, { QueryApplyID: 'CC-OLD' })).toEqual({ IDNO: 'A123456789', ApplyID: 'CC2026000999', ApplyType: 'CC', Birthday: '0690101' });
  });

  it('without it: ApplyID empty (every case of the applicant)', async () => {
    expect(await lookupBody({})).toMatchObject({ ApplyID: '' });
  });
});
