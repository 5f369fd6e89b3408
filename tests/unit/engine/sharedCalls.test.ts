// Calls marked `once` (A6, A137): one request per page load, shared by every screen
// that asks, even while the first answer is pending (issue 5 §3.7: one token per session).
import { describe, expect, it } from 'vitest';
import type { ApiResponse, BankApi, CallOptions } from '../../../renderer/engine/api.js';
import { AppEngine } from '../../../renderer/engine/app.js';
import { HeadlessHost } from '../../../renderer/headless/headlessHost.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { SharedCalls } from '../../../renderer/engine/sharedCalls.js';
import type { Effect, ScreenConfig } from '../../../renderer/engine/types.js';

/** A bank that answers each call when the test releases it, numbering the tokens it issues. */
class SlowBank implements BankApi {
  calls: string[] = [];
  private waiting: Array<() => void> = [];
  failNext = false;
  call(code: string, _body: Record<string, unknown>, _options?: CallOptions): Promise<ApiResponse> {
    this.calls.push(code);
    const n = this.calls.length;
    const fail = this.failNext;
    this.failNext = false;
    return new Promise((resolve, reject) => {
      this.waiting.push(() => (fail ? reject(new Error('lost')) : resolve({ Success: true, Token: `T${n}` })));
    });
  }
  release(): void { for (const w of this.waiting.splice(0)) w(); }
  resetRetries(): void {}
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('SharedCalls', () => {
  it('a once call asked twice while pending is sent once; both get the same answer', async () => {
    const bank = new SlowBank();
    const api = new SharedCalls(bank);
    const a = api.call('A6', {}, { once: true });
    const b = api.call('A6', {}, { once: true });
    bank.release();
    expect(await a).toEqual({ Success: true, Token: 'T1' });
    expect(await b).toBe(await a);
    expect(bank.calls).toEqual(['A6']);
  });

  it('a later once call reuses the answer; another body is another call', async () => {
    const bank = new SlowBank();
    const api = new SharedCalls(bank);
    const first = api.call('A137', { CTID: 'X' }, { once: true });
    bank.release();
    await first;
    const again = api.call('A137', { CTID: 'X' }, { once: true });
    const other = api.call('A137', { CTID: 'Y' }, { once: true });
    bank.release();
    expect(await again).toBe(await first);
    expect((await other).Token).toBe('T2');
    expect(bank.calls).toEqual(['A137', 'A137']);
  });

  it('calls without once are always sent', async () => {
    const bank = new SlowBank();
    const api = new SharedCalls(bank);
    const calls = [api.call('A84', {}), api.call('A84', {})];
    bank.release();
    await Promise.all(calls);
    expect(bank.calls).toEqual(['A84', 'A84']);
  });

  it('a failed once call is not kept: the next asker sends it again', async () => {
    const bank = new SlowBank();
    const api = new SharedCalls(bank);
    bank.failNext = true;
    const failed = api.call('A6', {}, { once: true });
    bank.release();
    await expect(failed).rejects.toThrow('lost');
    const retried = api.call('A6', {}, { once: true });
    bank.release();
    expect((await retried).Token).toBe('T2');
  });

  it('forget (the session was cleared) drops the shared answers', async () => {
    const bank = new SlowBank();
    const api = new SharedCalls(bank);
    const first = api.call('A6', {}, { once: true });
    bank.release();
    await first;
    api.forget();
    const second = api.call('A6', {}, { once: true });
    bank.release();
    expect((await second).Token).toBe('T2');
  });
});

describe('the landing and the start screen both log on (A6) while no token is stored', () => {
  const logon: Effect = { when: '$not($exists(session.token))', then: [{ call: 'A6', request: '{}', once: true, save: { token: 'response.Token' } }] };
  const screen = (id: string): ScreenConfig => ({ version: 1, id, title: 't', schema: { type: 'object', properties: {} }, onLoad: [logon] });

  it('continuing before the landing\'s answer arrives still gives one token per session', async () => {
    const bank = new SlowBank();
    const session = new SessionStore(new MemoryStorage());
    const engine = new AppEngine({
      flow: { version: 1, guardFailure: 'x', routes: [{ path: '/', screen: 'landing' }, { path: '/IndexPage', screen: 'index' }] },
      errors: { version: 1, errors: {} },
      consts: {},
      loadScreen: async (id) => screen(id),
      api: bank,
      host: new HeadlessHost(),
      session,
      translate: (k) => k,
      schemaCheck: () => [],
      services: {},
      report: (err) => { throw err; },
    });
    const landing = engine.enter('/', {});
    await tick();
    // The applicant continues at once: the landing's A6 is still pending.
    const start = engine.enter('/IndexPage', {});
    await tick();
    bank.release();
    await Promise.all([landing, start]);
    expect(bank.calls).toEqual(['A6']);
    expect(session.get('token')).toBe('T1');
  });
});
