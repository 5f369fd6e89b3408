// Issue 18 finding 4: A6 issued tokens without limit and never deleted them. Now a client address
// gets policy.tokensPerClient tokens in its window; a token lives policy.tokenTtlMs; an expired
// token with nothing of an application on it is deleted (with its previews) at the next A6 past
// policy.sweepEveryMs. Each rule at its edge, on a fixed clock moved by /__dev/clock.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG_TOKEN_INVALID } from '../../simulator/access.js';
import { MSG_TOO_MANY_TOKENS } from '../../simulator/limits.js';
import { withMessageTranslations } from '../../simulator/messages.js';
import { defaultPolicy } from '../../simulator/policy.js';
import { DB_FILE } from '../../simulator/store/database.js';
import { startTestSim, type TestSim } from '../unit/simulator/helpers.js';

const T0 = Date.UTC(2026, 2, 1, 2);
let sim: TestSim;
afterEach(async () => { await sim.close(); });

const setClock = (offsetMs: number) => sim.dev('POST', 'clock', { offsetMs });
const tokenRows = (): string[] => {
  const db = new Database(path.join(sim.dataDir, DB_FILE), { readonly: true });
  try { return db.prepare('SELECT token FROM tokens').pluck().all() as string[]; } finally { db.close(); }
};

describe('A6 per client address', () => {
  const P = { ...defaultPolicy, tokensPerClient: 5 };
  it(`the ${P.tokensPerClient}th token of one address in the window is issued, the ${P.tokensPerClient + 1}th refused; the window passes and A6 issues again`, async () => {
    sim = await startTestSim({ now: () => T0, policy: { tokensPerClient: P.tokensPerClient } });
    for (let i = 1; i <= P.tokensPerClient; i++) expect((await sim.raw('A6').then((r) => r.json())).Success, `token ${i}`).toBe(true);
    expect(await sim.raw('A6').then((r) => r.json())).toEqual(withMessageTranslations({ Success: false, Token: '', ErrMsg: MSG_TOO_MANY_TOKENS }));
    await setClock(P.tokensPerClientWindowMs - 1);
    expect((await sim.raw('A6').then((r) => r.json())).Success).toBe(false);
    await setClock(P.tokensPerClientWindowMs);
    expect((await sim.raw('A6').then((r) => r.json())).Success).toBe(true);
  });

  it('the default lets a burst of 600 through and refuses the 601st', async () => {
    sim = await startTestSim({ now: () => T0 });
    const answers = await Promise.all(Array.from({ length: defaultPolicy.tokensPerClient + 1 }, () => sim.raw('A6').then((r) => r.json())));
    expect(answers.filter((a) => a.Success === true)).toHaveLength(defaultPolicy.tokensPerClient);
    expect(answers.filter((a) => a.ErrMsg === MSG_TOO_MANY_TOKENS)).toHaveLength(1);
  });
});

describe('a token\'s life and deletion', () => {
  it(`works ${defaultPolicy.tokenTtlMs - 1} ms after issue and is refused at ${defaultPolicy.tokenTtlMs} ms`, async () => {
    sim = await startTestSim({ now: () => T0 });
    const s = await sim.session();
    await setClock(defaultPolicy.tokenTtlMs - 1);
    expect((await s.call('A73')).Success).toBe(true);
    expect((await s.call('A17', { CTID: 'DEMO-CASHBACK' })).Success).toBe(true);
    await setClock(defaultPolicy.tokenTtlMs);
    expect(await s.call('A73')).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_TOKEN_INVALID }));
    expect(await s.call('A17', { CTID: 'DEMO-CASHBACK' })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_TOKEN_INVALID }));
  });

  it('an expired bare token is deleted at the next A6 (and stays refused); a token that opened an apply log keeps its row, refused too', async () => {
    sim = await startTestSim({ now: () => T0 });
    const bare = await sim.session();
    const applicant = await sim.customer('A123456789', '0690101');
    await setClock(defaultPolicy.tokenTtlMs - 1);
    await sim.session(); // a sweep before anything expired deletes nothing
    expect(tokenRows()).toEqual(expect.arrayContaining([bare.token, applicant.token]));
    await setClock(defaultPolicy.tokenTtlMs + defaultPolicy.sweepEveryMs);
    const fresh = await sim.session();
    const rows = tokenRows();
    expect(rows).not.toContain(bare.token);
    expect(rows).toContain(applicant.token);
    expect(rows).toContain(fresh.token);
    expect((await bare.call('A73')).ErrMsg).toBe(MSG_TOKEN_INVALID);
    expect((await bare.call('A84', { IDNO: 'F131104093', Birthday: '0790101' })).ErrMsg).toBe(MSG_TOKEN_INVALID);
    expect((await applicant.call('A20', { ID: 'A123456789' })).ErrMsg).toBe(MSG_TOKEN_INVALID);
  });
});
