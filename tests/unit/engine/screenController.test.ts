// ScreenController headless, with a fake AppServices: visibility, validation
// order, submit and next-route rules, double submit, onChange, saved form data.
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../../renderer/engine/analytics.js';
import type { ApiResponse, BankApi } from '../../../renderer/engine/api.js';
import type { Host, PopupView } from '../../../renderer/engine/host.js';
import { ScreenController } from '../../../renderer/engine/screen.js';
import type { AppServices } from '../../../renderer/engine/services.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import type { SchemaCheck } from '../../../renderer/engine/validation.js';

class RecordingHost implements Host {
  alerts: string[] = [];
  navigations: string[] = [];
  popups: PopupView[] = [];
  alert(message: string): void { this.alerts.push(message); }
  popup(view: PopupView): () => void { this.popups.push(view); return () => undefined; }
  navigate(route: string): void { this.navigations.push(route); }
  redirect(url: string): void { throw new Error(`unexpected redirect to ${url}`); }
  async sleep(): Promise<void> {}
  now(): number { return 0; }
}

class FakeApi implements BankApi {
  calls: Array<[string, Record<string, unknown>]> = [];
  replies: Record<string, ApiResponse> = {};
  /** When set, calls wait for release() before answering (a slow server). */
  gate?: Promise<void>;
  release: () => void = () => undefined;
  slow(): void { this.gate = new Promise<void>((resolve) => { this.release = resolve; }); }
  async call(code: string, body: Record<string, unknown>): Promise<ApiResponse> {
    this.calls.push([code, body]);
    if (this.gate) await this.gate;
    const reply = this.replies[code];
    if (!reply) throw new Error(`no canned reply for ${code}`);
    return reply;
  }
  resetRetries(): void {}
}

const SCREEN: ScreenConfig = {
  version: 1,
  id: 'apply',
  title: 'apply.title',
  schema: {
    type: 'object',
    properties: {
      id: { type: 'string' },
      hasCompany: { type: 'boolean', default: false },
      company: { type: 'string' },
      agree: { type: 'boolean', default: true },
    },
  },
  rules: {
    visible: { company: 'form.hasCompany = true' },
    required: { id: 'true', company: 'true' },
    validate: [
      { field: 'id', assert: '$length(form.id) = 10', message: 'err.idLength' },
      { field: 'company', assert: '$length(form.company) > 2', message: 'err.company' },
      { assert: 'form.agree = true', message: 'err.agree', display: 'alert' },
    ],
  },
  submit: { label: 'common.next', enabled: '$not(form.blocked = true)' },
  onSubmit: [{ call: 'A84', request: "{ 'ID': form.id }", save: { VerifyType: 'response.VerifyType' } }],
  next: [
    { when: "session.VerifyType = '9'", go: '/Gift', pageState: 'Page1.3' },
    { when: "session.VerifyType = '2'", go: '/Validate2', pageState: 'Page1.1' },
    { go: '/Validate3', pageState: 'Page1.2' },
  ],
  onChange: { id: [{ alert: 'changed.id', params: { v: 'form.id' } }], company: [{ alert: 'changed.company' }] },
};

const VALID = { id: 'A123456789', hasCompany: false, agree: true };

let session: SessionStore;
let host: RecordingHost;
let api: FakeApi;
let failures: Array<[string, Record<string, unknown>]>;
let schemaErrors: ReturnType<SchemaCheck>;
let events: AnalyticsEvent[];

beforeEach(() => {
  session = new SessionStore(new MemoryStorage());
  host = new RecordingHost();
  api = new FakeApi();
  api.replies.A84 = { Success: true, VerifyType: '2' };
  failures = [];
  schemaErrors = [];
  events = [];
});

function app(): AppServices {
  return {
    session, api, host,
    flow: { version: 1, routes: [], guardFailure: 'operationIncorrect' },
    consts: {},
    schemaCheck: () => schemaErrors,
    translate: (key) => key,
    fail: async (code, params) => { failures.push([code, params]); },
    leave: async () => { throw new Error('unexpected leave'); },
    clearSession: () => session.clear(),
    analytics: { send: (event) => { events.push(event); } },
    service: async (name) => { throw new Error(`unexpected service ${name}`); },
    report: (err) => { throw err; },
  };
}

async function open(screen: ScreenConfig = SCREEN): Promise<ScreenController> {
  const controller = new ScreenController(screen, app(), {});
  await controller.load();
  return controller;
}

describe('visibility', () => {
  it('a visible rule that is false hides the field; changing the data shows it', async () => {
    const c = await open();
    expect([...c.state.hidden]).toEqual(['company']);
    await c.change({ ...c.state.form, hasCompany: true });
    expect(c.state.hidden.has('company')).toBe(false);
  });

  it('a hidden field is not validated: not required, no rule, no schema error', async () => {
    schemaErrors = [{ field: 'company', keyword: 'minLength', params: { limit: 3 } }];
    const c = await open();
    await c.change({ ...VALID });
    expect(await c.submit()).toEqual([]);
    expect(host.navigations).toEqual(['/Validate2']);
  });
});

describe('validation', () => {
  it('schema errors, required fields and rules are reported in order; nothing is called', async () => {
    schemaErrors = [{ field: 'id', keyword: 'pattern', params: {} }];
    const c = await open();
    await c.change({ id: 'short', hasCompany: true, company: 'ab', agree: false });
    host.alerts = [];
    const problems = await c.submit();
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['id', 'validation.pattern'], ['company', 'err.company'], [undefined, 'err.agree'],
    ]);
    expect(c.state.fieldErrors).toEqual({ id: { message: 'validation.pattern', params: {} }, company: { message: 'err.company', params: {} } });
    expect(host.alerts).toEqual(['err.agree']);
    expect(api.calls).toEqual([]);
  });

  it('a required field left empty gets validation.required and skips its rules', async () => {
    const c = await open();
    await c.change({ hasCompany: true, company: 'ACME', agree: true });
    expect((await c.submit()).map((p) => [p.field, p.message])).toEqual([['id', 'validation.required']]);
  });

  it('stopAtFirst reports only the first failing rule', async () => {
    const c = await open({ ...SCREEN, rules: { ...SCREEN.rules, stopAtFirst: true } });
    await c.change({ id: 'short', hasCompany: true, company: 'ab', agree: false });
    host.alerts = [];
    expect((await c.submit()).map((p) => p.message)).toEqual(['err.idLength']);
    expect(host.alerts).toEqual([]);
  });
});

describe('stopAtFirst: one ordered list (F1-86, F2-27)', () => {
  // Fields top to bottom: id, hasCompany, company, agree, note (no rule names note).
  const ORDERED: ScreenConfig = {
    ...SCREEN,
    schema: { type: 'object', properties: { ...SCREEN.schema.properties as object, note: { type: 'string' } } },
    rules: { ...SCREEN.rules, required: { id: 'true', company: 'true', note: 'true' }, stopAtFirst: true },
  };

  it('a required field below a failing rule does not jump ahead of it: the rule above is reported', async () => {
    const c = await open(ORDERED);
    await c.change({ id: 'short', hasCompany: true, company: '', agree: true, note: '' });
    expect((await c.submit()).map((p) => [p.field, p.message])).toEqual([['id', 'err.idLength']]);
  });

  it('a required field stands before its own first rule, so it comes before the rules below it', async () => {
    const c = await open(ORDERED);
    await c.change({ id: '', hasCompany: true, company: 'ab', agree: false, note: '' });
    expect((await c.submit()).map((p) => [p.field, p.message])).toEqual([['id', 'validation.required']]);
  });

  it('a field no rule names stands after the rules of the fields above it', async () => {
    const c = await open(ORDERED);
    await c.change({ id: 'A123456789', hasCompany: true, company: 'ACME', agree: false, note: '' });
    // note is below agree in the schema, but the agree rule names no field: note follows company's rule, before the alert.
    expect((await c.submit()).map((p) => [p.field, p.message])).toEqual([['note', 'validation.required']]);
    await c.change({ ...c.state.form, note: 'n' });
    expect((await c.submit()).map((p) => p.message)).toEqual(['err.agree']);
  });

  it('a schema problem of a lower field waits for the rules above it to pass', async () => {
    schemaErrors = [{ field: 'company', keyword: 'maxLength', params: { limit: 3 } }];
    const c = await open(ORDERED);
    await c.change({ id: 'short', hasCompany: true, company: 'ACME', agree: true, note: 'n' });
    expect((await c.submit()).map((p) => [p.field, p.message])).toEqual([['id', 'err.idLength']]);
    await c.change({ ...c.state.form, id: 'A123456789' });
    expect((await c.submit()).map((p) => [p.field, p.message])).toEqual([['company', 'validation.maxLength']]);
  });
});

describe('locked fields (rules.readonly, F1-46)', () => {
  it('a readonly rule locks the field while it holds; the data stays and is still validated', async () => {
    const screen: ScreenConfig = { ...SCREEN, rules: { ...SCREEN.rules, readonly: { id: "session.CustomerType = 'ETB' and $boolean(form.id)" } } };
    const c = await open(screen);
    expect([...c.state.readonly]).toEqual([]);
    session.set('CustomerType', 'ETB');
    await c.change({ ...VALID, id: 'short' });
    expect([...c.state.readonly]).toEqual(['id']);
    expect((await c.submit()).map((p) => p.message)).toContain('err.idLength');
  });

  it('with the field absent the rule is false: nothing to lock', async () => {
    const screen: ScreenConfig = { ...SCREEN, rules: { ...SCREEN.rules, readonly: { id: "session.CustomerType = 'ETB' and $boolean(form.id)" } } };
    session.set('CustomerType', 'ETB');
    const c = await open(screen);
    expect(c.state.readonly.has('id')).toBe(false);
  });
});

describe('onBlur (F1-53, F1-80)', () => {
  const BLUR: ScreenConfig = { ...SCREEN, onBlur: { id: [{ alert: 'blurred.id', params: { v: 'form.id' } }] } };

  it('runs the left field\'s effects, reading the text the view still held (its onChange first)', async () => {
    const c = await open(BLUR);
    c.holdPending(() => ({ id: 'A123456789' }));
    await c.blur('id');
    expect(host.alerts).toEqual(['changed.id', 'blurred.id']);
    expect(c.state.form.id).toBe('A123456789');
  });

  it('a field without onBlur effects runs nothing; a left screen runs nothing', async () => {
    const c = await open(BLUR);
    await c.blur('company');
    c.dispose();
    await c.blur('id');
    expect(host.alerts).toEqual([]);
  });
});

describe('submit and next-route rules', () => {
  it.each([['9', '/Gift', 'Page1.3'], ['2', '/Validate2', 'Page1.1'], ['4', '/Validate3', 'Page1.2']])(
    'GUARD-04: VerifyType %s -> %s with pageState %s (first match wins)',
    async (verifyType, route, pageState) => {
      api.replies.A84 = { Success: true, VerifyType: verifyType };
      const c = await open();
      await c.change({ ...VALID });
      expect(await c.submit()).toEqual([]);
      expect(api.calls).toEqual([['A84', { ID: 'A123456789' }]]);
      expect(session.get('VerifyType')).toBe(verifyType);
      expect(session.get('pageState')).toBe(pageState);
      expect(host.navigations).toEqual([route]);
      expect(c.state.busy).toBe(false);
    },
  );

  it('a refused call halts onSubmit: fail(0000) runs and no next rule is taken', async () => {
    api.replies.A84 = { Success: false };
    const c = await open();
    await c.change({ ...VALID });
    await c.submit();
    expect(failures).toEqual([['0000', { api: 'A84' }]]);
    expect(host.navigations).toEqual([]);
    expect(session.get('pageState')).toBeUndefined();
  });

  it('a second submit while the first is running is ignored (double click)', async () => {
    const c = await open();
    await c.change({ ...VALID });
    api.slow();
    const first = c.submit();
    expect(c.state.busy).toBe(true);
    expect(await c.submit()).toEqual([]);
    api.release();
    await first;
    expect(api.calls).toHaveLength(1);
    expect(host.navigations).toEqual(['/Validate2']);
    expect(c.state.busy).toBe(false);
  });

  it('next with no matching rule throws, naming the screen, and frees the button', async () => {
    const c = await open({ ...SCREEN, next: [{ when: 'false', go: '/Gift', pageState: 'Page1.3' }] });
    await c.change({ ...VALID });
    await expect(c.submit()).rejects.toThrow('schemas/apply.json#/next: no rule matched');
    expect(host.navigations).toEqual([]);
    expect(c.state.busy).toBe(false);
  });

  it('submit.enabled follows its rule', async () => {
    const c = await open();
    expect(c.state.submitEnabled).toBe(true);
    await c.change({ ...c.state.form, blocked: true });
    expect(c.state.submitEnabled).toBe(false);
    await c.change({ ...c.state.form, blocked: false });
    expect(c.state.submitEnabled).toBe(true);
  });

  it('a submit while submit.enabled is false does nothing, whoever calls it (IDX-36)', async () => {
    const c = await open();
    await c.change({ ...VALID, blocked: true });
    expect(await c.submit()).toEqual([]);
    expect(api.calls).toEqual([]);
    expect(host.navigations).toEqual([]);
  });
});

describe('onChange and saved form data', () => {
  it('runs the onChange effects of the changed field only', async () => {
    const c = await open();
    await c.change({ ...c.state.form, company: 'ACME' });
    await c.change({ ...c.state.form, id: 'B1' });
    expect(host.alerts).toEqual(['changed.company', 'changed.id']);
  });

  it('a change clears the changed field\'s error and keeps the others', async () => {
    const c = await open();
    await c.change({ id: 'short', hasCompany: true, company: 'ab', agree: true });
    await c.submit();
    expect(Object.keys(c.state.fieldErrors)).toEqual(['id', 'company']);
    await c.change({ ...c.state.form, id: 'A123456789' });
    expect(Object.keys(c.state.fieldErrors)).toEqual(['company']);
  });

  it('schema defaults apply to a fresh screen', async () => {
    const c = await open();
    expect(c.state.form).toEqual({ hasCompany: false, agree: true });
  });

  it('form data is saved under form.<screenId> and survives a reload, over the defaults', async () => {
    const c = await open();
    await c.change({ id: 'A123456789', hasCompany: true, company: 'ACME', agree: false });
    expect(session.get('form.apply')).toEqual({ id: 'A123456789', hasCompany: true, company: 'ACME', agree: false });
    const reloaded = await open();
    expect(reloaded.state.form).toEqual({ id: 'A123456789', hasCompany: true, company: 'ACME', agree: false });
    expect(reloaded.state.hidden.has('company')).toBe(false);
  });
});

describe('actions triggered by widgets', () => {
  // Regression: an action with an event payload once ran on a prototype copy of the
  // controller, so the field error, form data and kept response it wrote were lost.
  const WITH_ACTION: ScreenConfig = {
    ...SCREEN,
    actions: {
      verify: [
        { call: 'A33', as: 'verify', request: "{ 'OTPPin': event.value }", ok: 'response.Status = 1',
          onFail: [{ fieldError: 'id', message: 'common.serverMessage', params: { message: 'server.verify.ErrMsg' } }] },
      ],
      remember: [{ setForm: { company: 'event.value' } }],
    },
  };

  it('an action with an event writes its field error, from onFail, onto the screen (OTP-27, OTP-28)', async () => {
    api.replies.A33 = { Success: true, Status: 0, ErrMsg: 'wrong code' };
    const c = await open(WITH_ACTION);
    await c.trigger('verify', { value: '000000' });
    expect(api.calls.at(-1)).toEqual(['A33', { OTPPin: '000000' }]);
    expect(c.state.fieldErrors.id).toEqual({ message: 'common.serverMessage', params: { message: 'wrong code' } });
    expect(c.context().server.verify).toEqual({ Success: true, Status: 0, ErrMsg: 'wrong code' });
  });

  it('an action with an event changes the form data of the screen', async () => {
    const c = await open(WITH_ACTION);
    await c.trigger('remember', { value: 'ACME' });
    expect(c.state.form.company).toBe('ACME');
    expect(session.get('form.apply')).toMatchObject({ company: 'ACME' });
  });
});

describe('context revision', () => {
  it('a keystroke does not bump the context revision widgets re-evaluate on; an effect does', async () => {
    const c = await open({ ...SCREEN, onChange: {}, actions: { fill: [{ setForm: { company: "'ACME'" } }] } });
    const before = c.state.contextRevision;
    await c.change({ ...c.state.form, id: 'A1' });
    expect(c.state.contextRevision).toBe(before);
    expect(c.state.revision).toBeGreaterThan(0);
    await c.trigger('fill');
    expect(c.state.contextRevision).toBeGreaterThan(before);
  });
});

describe('stale reports from the view', () => {
  it('a report made before an effect\'s setForm does not undo it; the user\'s own edit is kept', async () => {
    const c = await open({ ...SCREEN, onChange: {}, actions: { mark: [{ setForm: { company: "'FROM-EFFECT'" } }] } });
    const seenByView = { ...c.state.form };
    await c.trigger('mark');
    await c.change({ ...seenByView, id: 'A1' });
    expect(c.state.form.company).toBe('FROM-EFFECT');
    expect(c.state.form.id).toBe('A1');
  });
});

describe('form errors to analytics (000 §8, 001 §8)', () => {
  const TYPED = { id: 'A123456789X', hasCompany: true, company: 'ab', agree: false };

  it('a screen with analytics.formErrors sends screen, field and message key of each problem, and no typed value', async () => {
    schemaErrors = [{ field: 'id', keyword: 'maxLength', params: { limit: 10 } }];
    const c = await open({ ...SCREEN, analytics: { formErrors: true } });
    await c.change(TYPED);
    await c.submit();
    expect(events).toEqual([
      { event: 'formError', screen: 'apply', field: 'id', code: 'validation.maxLength' },
      { event: 'formError', screen: 'apply', field: 'company', code: 'err.company' },
      { event: 'formError', screen: 'apply', field: null, code: 'err.agree' },
    ]);
    const sent = JSON.stringify(events);
    for (const value of ['A123456789X', '"ab"']) expect(sent).not.toContain(value);
  });

  it('a fieldError effect is a form error too, without its params (a server message may quote the applicant)', async () => {
    const c = await open({ ...SCREEN, analytics: { formErrors: true }, actions: { wrong: [{ fieldError: 'id', message: 'common.serverMessage', params: { message: 'form.id' } }] } });
    await c.change({ ...VALID });
    await c.trigger('wrong');
    expect(events).toEqual([{ event: 'formError', screen: 'apply', field: 'id', code: 'common.serverMessage' }]);
  });

  it('a screen without analytics.formErrors sends nothing', async () => {
    const c = await open();
    await c.change(TYPED);
    await c.submit();
    expect(events).toEqual([]);
  });
});
