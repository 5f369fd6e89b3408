// @vitest-environment jsdom
// A text field whose onChange acts only under a condition (Form1's street copies into the billing
// address only while "same as" is ticked) holds typed text like any other while the condition does
// not hold, and commits each key at once while it does (renderer/react/atOnce.ts).
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { ValidatorType } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { Effect, ScreenConfig } from '../../../renderer/engine/types.js';
import { guardsOf } from '../../../renderer/react/atOnce.js';
import { ScreenForm } from '../../../renderer/react/ScreenForm.js';
import { everyWidget } from '../../../widgets/index.js';
import { stubAppServices } from '../support/appServices.js';

const copy: Effect[] = [{ when: 'form.Same = true', then: [{ setForm: { Bill: 'form.Street' } }] }];
const SCREEN: ScreenConfig = {
  version: 1,
  id: 'atonce',
  title: 'atonce.title',
  schema: { type: 'object', properties: { Street: { type: 'string' }, Same: { type: 'boolean' }, Bill: { type: 'string' } } },
  uiSchema: { 'ui:order': ['Street', 'Same', 'Bill'] },
  onChange: { Street: copy, Same: copy },
  submit: { label: 'common.next' },
  next: [{ go: '/Next', pageState: 'Page9' }],
};

const validator = ajvValidator as ValidatorType;
const i18n = i18next.createInstance();
void i18n.init({ lng: 'zh-TW', resources: {}, initAsync: false });

async function show() {
  const app = stubAppServices(new SessionStore(new MemoryStorage()), { report: (err) => { throw err; } });
  const controller = new ScreenController(SCREEN, app, {});
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ScreenForm registry={everyWidget} controller={controller} report={(e) => { throw e; }} validator={validator} />
    </I18nextProvider>,
  );
  await act(async () => { await controller.load(); });
  await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
  const input = (name: string) => view.container.querySelector<HTMLInputElement>(`#root_${name}`)!;
  return { controller, input };
}

afterEach(() => { cleanup(); });

describe('a guarded onChange field commits at once only while its condition holds', () => {
  it('given the box unticked, when a key is typed, then the text is held (the form does not have it yet)', async () => {
    const { controller, input } = await show();
    await act(async () => { fireEvent.change(input('Street'), { target: { value: 'R' } }); });
    expect(input('Street').value).toBe('R');
    expect(controller.state.form.Street).toBeUndefined();
    await waitFor(() => expect(controller.state.form.Street).toBe('R'), { timeout: 1500 });
  });

  it('given the box ticked, when keys are typed, then each reaches the form at once and is copied', async () => {
    const { controller, input } = await show();
    await act(async () => { fireEvent.click(input('Same')); });
    await waitFor(() => expect(controller.state.form.Same).toBe(true));
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    await act(async () => { fireEvent.change(input('Street'), { target: { value: 'Ro' } }); });
    await waitFor(() => expect(controller.state.form.Bill).toBe('Ro'), { timeout: 100 });
    expect(controller.state.form.Street).toBe('Ro');
  });
});

describe('guardsOf', () => {
  it.each([
    [[{ when: 'form.Same = true', then: [] }], ['form.Same = true']],
    [[{ when: 'form.Same = true', then: [], else: [] }], undefined],
    [[{ set: { X: '1' } }], undefined],
    [[{ when: "$length(form.Street) > 3", then: [] }], undefined],
    [[{ when: "$named('etpFlow', $$)", then: [] }], undefined],
    [[{ when: 'form.A = true', then: [] }, { when: 'form.B = true', then: [] }], ['form.A = true', 'form.B = true']],
  ] as Array<[Effect[], string[] | undefined]>)('%j → %j', (effects, expected) => {
    expect(guardsOf('Street', effects)).toEqual(expected);
  });
});
