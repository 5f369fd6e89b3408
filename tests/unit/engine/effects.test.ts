// The effect runner against a recording EffectEnv: every step kind, the call
// step's ok/save/onFail/onError paths (NET-07), halting, and faults never swallowed.
import { describe, expect, it } from 'vitest';
import { ApiFailure, type CallOptions } from '../../../renderer/engine/api.js';
import { runEffects, withContext, type EffectEnv, type Outcome } from '../../../renderer/engine/effects.js';
import type { Effect, EvalContext } from '../../../renderer/engine/types.js';
import { RuleFault } from '../../../rules/evaluator.js';

type Recorded = [string, ...unknown[]];
/** A canned response, a thrown error, or a function run when the call arrives. */
type Reply = Record<string, unknown> | Error | (() => Record<string, unknown>);

class FakeEnv implements EffectEnv {
  log: Recorded[] = [];
  live = true;
  session: Record<string, unknown> = {};
  form: Record<string, unknown> = {};
  server: Record<string, unknown> = {};
  replies: Record<string, Reply> = {};
  actions: Record<string, Effect[]> = {};
  consts: Record<string, unknown> = { exitRedirectDelayMs: 500 };

  active(): boolean { return this.live; }
  context(): EvalContext {
    return { session: { ...this.session }, form: { ...this.form }, query: {}, server: { ...this.server }, consts: this.consts };
  }
  /** The call options the runner passed, per call. */
  callOptions: Array<CallOptions | undefined> = [];
  async call(code: string, body: Record<string, unknown>, options?: CallOptions): Promise<Record<string, unknown>> {
    this.log.push(['call', code, body]);
    this.callOptions.push(options);
    const reply = this.replies[code];
    if (reply === undefined) throw new Error(`no canned reply for ${code}`);
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply() : reply;
  }
  /** The files the runner sent with file calls, per call. */
  files: Array<{ file?: Blob; fileName?: string }> = [];
  async callFile(code: string, body: Record<string, unknown>, file?: Blob, fileName?: string): Promise<Record<string, unknown>> {
    this.files.push({ file, fileName });
    return this.call(`file:${code}`, body);
  }
  keepResponse(name: string, response: unknown): void { this.server[name] = response; this.log.push(['keep', name]); }
  setSession(values: Record<string, unknown>): void { Object.assign(this.session, values); this.log.push(['set', values]); }
  setForm(values: Record<string, unknown>): void { Object.assign(this.form, values); this.log.push(['setForm', values]); }
  fieldError(field: string, message: string, params: Record<string, unknown>): void { this.log.push(['fieldError', field, message, params]); }
  alert(message: string, params: Record<string, unknown>, notice?: boolean): void { this.log.push(notice === undefined ? ['alert', message, params] : ['alert', message, params, notice]); }
  formError(message: string): void { this.log.push(['formError', message]); }
  popup(name: string, params: Record<string, unknown>): void { this.log.push(['popup', name, params]); }
  async fail(code: string, params: Record<string, unknown>): Promise<void> { this.log.push(['fail', code, params]); }
  go(route: string, pageState?: string): void { this.log.push(['go', route, pageState]); }
  async next(): Promise<void> { this.log.push(['next']); }
  async redirect(url: string, delayMs: number, clearSession: boolean): Promise<void> { this.log.push(['redirect', url, delayMs, clearSession]); }
  async service(name: string, args: Record<string, unknown>): Promise<void> { this.log.push(['service', name, args]); }
  run(action: string): Promise<Outcome> { this.log.push(['run', action]); return runEffects(this.actions[action], this, `actions/${action}`); }
  async wait(ms: number): Promise<void> { this.log.push(['wait', ms]); }
  lists: Record<string, Effect[]> = {};
  effectList(name: string): Effect[] | undefined { return this.lists[name]; }
  kinds(): string[] { return this.log.map(([kind]) => kind); }
}

const run = (effects: Effect[], env: FakeEnv) => runEffects(effects, env, 'test');
const TAIL: Effect = { alert: 'tail.ran' };

describe('plain steps', () => {
  it('set writes session values that the next step sees; setForm writes the form', async () => {
    const env = new FakeEnv();
    env.form = { id: 'A123456789' };
    const outcome = await run([
      { set: { pageState: "'Page1.1'", ID: 'form.id' } },
      { setForm: { copy: 'session.ID & "!"' } },
    ], env);
    expect(outcome).toBe('continue');
    expect(env.session).toEqual({ pageState: 'Page1.1', ID: 'A123456789' });
    expect(env.form.copy).toBe('A123456789!');
  });

  it('when runs then or else by the condition', async () => {
    const env = new FakeEnv();
    env.session = { FlowType: 'NTB' };
    const step: Effect = { when: "session.FlowType = 'NTB'", then: [{ alert: 'ntb' }], else: [{ alert: 'other' }] };
    await run([step], env);
    env.session.FlowType = 'ETB';
    await run([step], env);
    expect(env.log.map((r) => r[1])).toEqual(['ntb', 'other']);
  });

  it('JSONata trap: $not(session.PERMASFlag = \'Y\') with PERMASFlag absent takes then (while != takes else)', async () => {
    const env = new FakeEnv();
    await run([{ when: "$not(session.PERMASFlag = 'Y')", then: [{ alert: 'then' }], else: [{ alert: 'else' }] }], env);
    await run([{ when: "session.PERMASFlag != 'Y'", then: [{ alert: 'then' }], else: [{ alert: 'else' }] }], env);
    expect(env.log.map((r) => r[1])).toEqual(['then', 'else']);
  });

  it('alert, popup, fieldError, service and wait pass their evaluated params and go on', async () => {
    const env = new FakeEnv();
    env.session = { Mobile: '0912345678' };
    const outcome = await run([
      { alert: 'otp.sent', params: { phone: 'session.Mobile' } },
      { popup: 'lock', params: { n: '1 + 2' } },
      { fieldError: 'otp', message: 'err.otp', params: { left: '3 - 1' } },
      { service: 'idle', args: { minutes: '10' } },
      { wait: 2000 },
      { wait: 'consts.exitRedirectDelayMs * 2' },
    ], env);
    expect(outcome).toBe('continue');
    expect(env.log).toEqual([
      ['alert', 'otp.sent', { phone: '0912345678' }],
      ['popup', 'lock', { n: 3 }],
      ['fieldError', 'otp', 'err.otp', { left: 2 }],
      ['service', 'idle', { minutes: 10 }],
      ['wait', 2000],
      ['wait', 1000],
    ]);
  });

  it('notice on an alert asks for the notice label (issue 17 §9: OK, not the seed\'s error label); without it the error label', async () => {
    const env = new FakeEnv();
    await run([{ alert: 'reUpload.received', params: { id: "'CC1'" }, notice: true }, { alert: 'reUpload.noFile' }], env);
    expect(env.log).toEqual([['alert', 'reUpload.received', { id: 'CC1' }, true], ['alert', 'reUpload.noFile', {}]]);
  });

  it('formError on an alert or a fail also reports the message key or code as a form error (001 §8 preview errors); without it nothing is reported', async () => {
    const env = new FakeEnv();
    await run([{ alert: 'confirm.systemError', params: { message: "'secret'" }, formError: true }, { alert: 'plain' }], env);
    await run([{ fail: '0000', params: { api: "'A97'" }, formError: true }], env);
    expect(env.log).toEqual([
      ['alert', 'confirm.systemError', { message: 'secret' }], ['formError', 'confirm.systemError'],
      ['alert', 'plain', {}],
      ['formError', '0000'], ['fail', '0000', { api: 'A97' }],
    ]);
  });

  it.each<[string, Effect, Recorded]>([
    ['fail', { fail: '0101', params: { api: "'A84'" } }, ['fail', '0101', { api: 'A84' }]],
    ['go', { go: '/Gift', pageState: 'Page1.3' }, ['go', '/Gift', 'Page1.3']],
    ['next', { next: true }, ['next']],
    ['redirect', { redirect: "'https://bank/' & session.x", delayMs: 'consts.exitRedirectDelayMs', clearSession: true }, ['redirect', 'https://bank/7', 500, true]],
    ['redirect (no delayMs: 0, session kept)', { redirect: "'https://x'" }, ['redirect', 'https://x', 0, false]],
  ])('%s halts the list: nothing after it runs', async (_kind, step, recorded) => {
    const env = new FakeEnv();
    env.session = { x: 7 };
    expect(await run([step, TAIL], env)).toBe('halt');
    expect(env.log).toEqual([recorded]);
  });

  it('stop halts without acting', async () => {
    const env = new FakeEnv();
    expect([await run([{ stop: true }, TAIL], env), env.log]).toEqual(['halt', []]);
  });

  it('run executes a named action; its halt halts the caller, its continue goes on', async () => {
    const env = new FakeEnv();
    env.actions = { ok: [{ alert: 'in.ok' }], stops: [{ stop: true }] };
    expect(await run([{ run: 'ok' }, { run: 'stops' }, TAIL], env)).toBe('halt');
    expect(env.kinds()).toEqual(['run', 'alert', 'run']);
  });

  it('a non-active env halts before the next step', async () => {
    const env = new FakeEnv();
    env.replies.A1 = () => { env.live = false; return { Success: true }; };
    expect(await run([{ call: 'A1' }, TAIL], env)).toBe('halt');
    expect(env.kinds()).not.toContain('alert');
  });
});

describe('call', () => {
  it('builds the request with JSONata, keeps the response and saves when ok (default Success = true)', async () => {
    const env = new FakeEnv();
    env.form = { id: 'A123456789' };
    env.replies.A84 = { Success: true, VerifyType: '2' };
    const outcome = await run([{ call: 'A84', request: "{ 'ID': form.id, 'ApplyType': 'CC' }", save: { VerifyType: 'response.VerifyType' } }], env);
    expect(outcome).toBe('continue');
    expect(env.log[0]).toEqual(['call', 'A84', { ID: 'A123456789', ApplyType: 'CC' }]);
    expect(env.server.A84).toEqual({ Success: true, VerifyType: '2' });
    expect(env.session).toEqual({ VerifyType: '2' });
  });

  it('without request the body is empty; as renames the kept response', async () => {
    const env = new FakeEnv();
    env.replies.A6 = { Success: true, Token: 't1' };
    await run([{ call: 'A6', as: 'logon' }], env);
    expect(env.log[0]).toEqual(['call', 'A6', {}]);
    expect(env.server).toEqual({ logon: { Success: true, Token: 't1' } });
  });

  it('NET-07: Success false without onFail runs fail(0000, {api}), does not save, and halts', async () => {
    const env = new FakeEnv();
    env.replies.A84 = { Success: false, VerifyType: '2' };
    expect(await run([{ call: 'A84', save: { VerifyType: 'response.VerifyType' } }, TAIL], env)).toBe('halt');
    expect(env.session).toEqual({});
    expect(env.log.at(-1)).toEqual(['fail', '0000', { api: 'A84' }]);
    expect(env.kinds()).not.toContain('alert');
  });

  it('a custom ok replaces the default', async () => {
    const env = new FakeEnv();
    env.replies.A33 = { Success: true, Status: 2 };
    env.replies.A75 = { Success: false, Status: 1 };
    const onFail: Effect[] = [{ alert: 'refused' }];
    expect(await run([{ call: 'A33', ok: 'response.Status = 1', onFail }], env)).toBe('halt');
    expect(await run([{ call: 'A75', ok: 'response.Status = 1', save: { s: 'response.Status' } }], env)).toBe('continue');
    expect(env.session).toEqual({ s: 1 });
  });

  it('onFail runs with response in the context, then halts', async () => {
    const env = new FakeEnv();
    env.replies.A33 = { Success: false, ErrMsg: 'code wrong' };
    const outcome = await run([{ call: 'A33', onFail: [{ alert: 'common.serverMessage', params: { msg: 'response.ErrMsg' } }] }, TAIL], env);
    expect(outcome).toBe('halt');
    expect(env.log.slice(1)).toEqual([['keep', 'A33'], ['alert', 'common.serverMessage', { msg: 'code wrong' }]]);
  });

  it('NET-07: a transport ApiFailure runs onError and halts', async () => {
    const env = new FakeEnv();
    env.replies.A103 = new ApiFailure('A103', 3, new Error('500'));
    expect(await run([{ call: 'A103', onError: [{ alert: 'exit.failed' }] }, TAIL], env)).toBe('halt');
    expect(env.kinds()).toEqual(['call', 'alert']);
    expect(env.log[1][1]).toBe('exit.failed');
  });

  it('NET-07: a transport ApiFailure without onError runs fail(0000, {api}) and halts', async () => {
    const env = new FakeEnv();
    env.replies.A137 = new ApiFailure('A137', 3, new Error('500'));
    expect(await run([{ call: 'A137', onFail: [{ alert: 'not.this' }] }, TAIL], env)).toBe('halt');
    expect(env.log).toEqual([['call', 'A137', {}], ['fail', '0000', { api: 'A137' }]]);
  });

  it('an error that is not an ApiFailure propagates instead of becoming 0000', async () => {
    const env = new FakeEnv();
    env.replies.A1 = new TypeError('bug in client');
    await expect(run([{ call: 'A1' }], env)).rejects.toThrow('bug in client');
    expect(env.kinds()).toEqual(['call']);
  });

  // A response that settles after the screen was left must not act on the shared session or leave the flow.
  it('a response arriving after the screen was left does not save into the session', async () => {
    const env = new FakeEnv();
    env.replies.A20 = () => { env.live = false; return { Success: true, ID: 'late' }; };
    await run([{ call: 'A20', save: { ID: 'response.ID' } }], env);
    expect(env.session).toEqual({});
  });

  it('a refused or failed response arriving after the screen was left does not run fail(0000)', async () => {
    const refused = new FakeEnv();
    refused.replies.A84 = () => { refused.live = false; return { Success: false }; };
    await run([{ call: 'A84' }], refused);
    const broken = new FakeEnv();
    broken.replies.A84 = () => { broken.live = false; throw new ApiFailure('A84', 3, new Error('500')); };
    await run([{ call: 'A84' }], broken);
    expect([...refused.kinds(), ...broken.kinds()]).not.toContain('fail');
  });
});

describe('mergeForm', () => {
  it('writes every key of the object into the form; null (nothing held) writes nothing', async () => {
    const env = new FakeEnv();
    env.server = { A59: { ContentJson: { Page2_4: { NameChinese: '王小明', HomeCity: '台北市' } } } };
    await run([{ mergeForm: 'server.A59.ContentJson.Page2_4' }, { mergeForm: 'server.A59.Missing' }], env);
    expect(env.form).toEqual({ NameChinese: '王小明', HomeCity: '台北市' });
    expect(env.kinds()).toEqual(['setForm']);
  });

  it('a value that is not an object is a fault naming its place', async () => {
    await expect(runEffects([{ mergeForm: "'text'" }], new FakeEnv(), 'here')).rejects.toThrow('here/0/mergeForm: an object of field values is needed');
  });
});

describe('file calls (multipart)', () => {
  it('send the evaluated file and name beside the request to the file endpoint, and keep the answer like any call', async () => {
    const env = new FakeEnv();
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    env.replies['file:FileUploadPreview'] = { status: 0, uuid: 'u-1' };
    const outcome = await runEffects([{
      call: 'FileUploadPreview', multipart: true, file: 'event.file', fileName: 'event.fileName',
      request: "{ 'extension': 'jpg', 'type': 2 }", as: 'FrontUpload', ok: 'response.status = 0',
    }], withEvent(env, { file: photo, fileName: 'front.jpg' }), 'test');
    expect(outcome).toBe('continue');
    expect(env.files).toEqual([{ file: photo, fileName: 'front.jpg' }]);
    expect(env.log[0]).toEqual(['call', 'file:FileUploadPreview', { extension: 'jpg', type: 2 }]);
    expect(env.server.FrontUpload).toEqual({ status: 0, uuid: 'u-1' });
  });

  it('without file sends the request alone (FileUploadSubmit), and a refusal runs onFail', async () => {
    const env = new FakeEnv();
    env.replies['file:FileUploadSubmit'] = { status: 2, errMsg: 'no' };
    await run([{ call: 'FileUploadSubmit', multipart: true, request: "{ 'uuidList': ['a'] }", ok: 'response.status = 0', onFail: [{ alert: 'upload.refused' }] }], env);
    expect(env.files).toEqual([{ file: undefined, fileName: undefined }]);
    expect(env.kinds()).toEqual(['call', 'keep', 'alert']);
  });

  it('a file expression that gives no file is a fault naming its place, not an empty upload', async () => {
    const env = new FakeEnv();
    await expect(runEffects([{ call: 'FileUploadPreview', multipart: true, file: 'event.base64' }], withEvent(env, { base64: 'abc' }), 'here'))
      .rejects.toThrow('here/0/file: a file (Blob) is needed');
  });
});

function withEvent(env: FakeEnv, event: Record<string, unknown>): FakeEnv {
  return withContext(env, () => ({ ...env.context(), event }));
}

describe('faults are reported, never a silent true/false', () => {
  it.each<[string, Effect, string]>([
    ['when', { when: '$nope(1)', then: [{ alert: 'then' }], else: [{ alert: 'else' }] }, 'test/0/when'],
    ['set', { set: { x: "session.a + 'text'" } }, 'test/0/set/x'],
    ['request', { call: 'A84', request: '{ "ID": ' }, 'test/0/request'],
    ['ok', { call: 'A1', ok: '$nope()' }, 'test/0/ok'],
    ['redirect', { redirect: '$nope()' }, 'test/0/redirect'],
  ])('a failing %s expression throws a RuleFault naming its location', async (_kind, step, where) => {
    const env = new FakeEnv();
    env.session = { a: 1 };
    env.replies.A1 = { Success: true };
    const error = await run([step, TAIL], env).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(RuleFault);
    expect((error as RuleFault).where).toBe(where);
    expect((error as RuleFault).message).toContain(`at ${where}`);
    expect(env.kinds().filter((k) => k !== 'call' && k !== 'keep')).toEqual([]);
  });

  it('a fault inside a then-branch names the nested location', async () => {
    const steps: Effect[] = [{ when: 'true', then: [{ alert: 'a' }, { set: { y: '$nope()' } }] }];
    await expect(run(steps, new FakeEnv())).rejects.toMatchObject({ where: 'test/0/then/1/set/y' });
  });

  it('an unknown step kind throws with its location', async () => {
    await expect(run([{ bogus: 1 } as unknown as Effect], new FakeEnv())).rejects.toThrow('unknown effect at test/0');
  });
});

describe('optional calls (audit, NET-20)', () => {
  it('go on after a refused answer or a transport failure, without the 0000 failure', async () => {
    const env = new FakeEnv();
    env.replies.A43 = () => { throw new ApiFailure('A43', 3, new Error('500')); };
    env.replies.A155 = { Success: false };
    const outcome = await run([{ call: 'A43', optional: true }, { call: 'A155', optional: true }, { set: { after: "'yes'" } }], env);
    expect(outcome).toBe('continue');
    expect(env.kinds()).not.toContain('fail');
    expect(env.session).toEqual({ after: 'yes' });
  });

  it('tell the client so (optional: their failures do not spend the shared retries), and once is passed on', async () => {
    const env = new FakeEnv();
    env.replies.A43 = { Success: true };
    env.replies.A6 = { Success: true };
    env.replies.A84 = { Success: true };
    await run([{ call: 'A43', optional: true }, { call: 'A6', once: true }, { call: 'A84' }], env);
    expect(env.callOptions).toEqual([{ optional: true, once: undefined }, { optional: undefined, once: true }, { optional: undefined, once: undefined }]);
  });
});

describe('use: a named effect list of flows/effects.json', () => {
  it('runs the list in its place, its rules reading the use\'s values as with.<name>, the list\'s response steps too', async () => {
    const env = new FakeEnv();
    env.session = { IDNO: 'A123456789' };
    env.replies.A43 = { Success: true };
    env.lists.audit = [{ call: 'A43', request: "{ 'ID': session.IDNO, 'Action': with.action }", optional: true, save: { Last: 'with.action' } }];
    const outcome = await run([{ use: 'audit', with: { action: "'cc' & 'Gift'" } }, { set: { after: "'yes'" } }], env);
    expect(outcome).toBe('continue');
    expect(env.log).toContainEqual(['call', 'A43', { ID: 'A123456789', Action: 'ccGift' }]);
    expect(env.session).toMatchObject({ Last: 'ccGift', after: 'yes' });
  });

  it('a step that ends the list ends the caller\'s list too', async () => {
    const env = new FakeEnv();
    env.lists.leave = [{ go: '/B', pageState: 'P2' }];
    expect(await run([{ use: 'leave' }, { set: { after: "'no'" } }], env)).toBe('halt');
    expect(env.kinds()).toEqual(['go']);
  });

  it('an unknown list is a fault naming it, never skipped', async () => {
    await expect(run([{ use: 'nothere' }], new FakeEnv())).rejects.toThrow('no effect list "nothere" in flows/effects.json');
  });
});
