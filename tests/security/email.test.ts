// Issue 10 §3: an attacker calls the email code and link calls (A143, A144, A123) directly. The code
// goes only to the email the apply log gave (A29), only to the session that owns it; one try per code
// and at most the first code and 3 resends; a link works once, before it expires, by its cid alone.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_YOURS, MSG_TOKEN_INVALID } from '../../simulator/access.js';
import { MSG_EMAIL_EXPIRED, MSG_EMAIL_WRONG, MSG_LINK_EXPIRED, MSG_LINK_INVALID, MSG_LINK_USED, MSG_MAIL_LIMIT } from '../../simulator/email.js';
import { MSG_RESEND_WAIT, MSG_TOO_MANY_MAILS } from '../../simulator/limits.js';
import { defaultPolicy as P } from '../../simulator/policy.js';
import { startTestSim, type Session, type TestSim } from '../unit/simulator/helpers.js';

const ETB = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };
const EMAIL = 'owner@example.com';

let sim: TestSim;
beforeEach(async () => { sim = await startTestSim(); });
afterEach(async () => { await sim.close(); });

/** The applicant: SMS code passed, Form1's email logged (A29). */
async function applicant(email = EMAIL): Promise<Session> {
  const s = await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile);
  expect((await s.call('A29', { EMail: email, NTBETB: 'ETB' })).Success).toBe(true);
  return s;
}
const mails = async (to = EMAIL) => (await sim.outbox()).filter((m) => m.channel === 'email' && m.to === to);
const cidOf = (text: string) => decodeURIComponent(/[?&]cid=([^&\s]+)/.exec(text)![1]);
const wrongPin = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('A143: who gets a code, and how many', () => {
  it('a stranger Token, or no Token, gets nothing sent', async () => {
    const s = await applicant();
    const stranger = await sim.session();
    expect(await stranger.call('A143', { ApplyLogID: s.applyLogId })).toMatchObject({ Success: false, ErrMsg: MSG_NOT_YOURS });
    expect(await sim.raw('A143', { ApplyLogID: s.applyLogId }).then((r) => r.json())).toMatchObject({ Success: false, ErrMsg: MSG_TOKEN_INVALID });
    expect(await mails()).toHaveLength(0);
  });

  it('the code goes to the email on file, never to an address the request names', async () => {
    const s = await applicant();
    expect((await s.call('A143', { Email: 'attacker@evil.example', EMail: 'attacker@evil.example' })).Success).toBe(true);
    expect(await mails('attacker@evil.example')).toHaveLength(0);
    expect(await mails()).toHaveLength(1);
  });

  it(`the first code and ${P.emailMaxResends} resends, then refused (the edge: the 4th is sent, the 5th not)`, async () => {
    const s = await applicant();
    for (let i = 0; i < 1 + P.emailMaxResends; i++) {
      expect((await s.call('A143')).Success, `send ${i + 1}`).toBe(true);
      await sim.later(P.resendGapMs); // the resend link's wait (a sooner ask sends nothing: below)
    }
    expect(await s.call('A143')).toMatchObject({ Success: false, ErrMsg: MSG_MAIL_LIMIT });
    expect(await mails()).toHaveLength(1 + P.emailMaxResends);
  });

  it(`one address gets at most ${P.mailsPerAddress} mails an hour, whatever the sessions`, async () => {
    let sent = 0;
    while (sent < P.mailsPerAddress) {
      const s = await applicant();
      for (let r = 0; r < 1 + P.emailMaxResends && sent < P.mailsPerAddress; r++, sent++) {
        expect((await s.call('A143')).Success).toBe(true);
        await sim.later(P.resendGapMs);
      }
    }
    expect(await (await applicant()).call('A143')).toMatchObject({ Success: false, ErrMsg: MSG_TOO_MANY_MAILS });
  });
});

describe('A143: a script that resends without pause (issue 17 §3)', () => {
  it(`asks within ${P.resendGapMs / 1000} s of the last mail send nothing: the same OTPID and code, which still passes; the send after the wait is counted`, async () => {
    const s = await applicant();
    const first = await s.call('A143');
    for (let i = 0; i < 10; i++) expect(await s.call('A143')).toMatchObject({ Success: true, OTPID: first.OTPID, S1: first.S1, ErrMsg: MSG_RESEND_WAIT });
    expect(await mails()).toHaveLength(1);
    await sim.later(P.resendGapMs);
    expect((await s.call('A143')).OTPID).not.toBe(first.OTPID);
    expect(await mails()).toHaveLength(2);
  });

  it('a code spent by a wrong guess is no reason to wait: the next ask mails a new one (one of the 3 resends)', async () => {
    const s = await applicant();
    const sent = await s.call('A143');
    expect((await s.call('A144', { OTPID: sent.OTPID, OTPPin: wrongPin((await mails())[0].code) })).Status).toBe('N');
    const next = await s.call('A143');
    expect(next.OTPID).not.toBe(sent.OTPID);
    expect(await mails()).toHaveLength(2);
  });
});

describe('A144: guessing the code', () => {
  it('another session cannot spend the code, even with the OTPID', async () => {
    const s = await applicant();
    const { OTPID } = await s.call('A143');
    const [mail] = await mails();
    const other = await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile);
    expect((await other.call('A144', { ApplyLogID: s.applyLogId, OTPID, OTPPin: mail.code })).ErrMsg).toBe(MSG_NOT_YOURS);
    expect((await other.call('A144', { OTPID, OTPPin: mail.code })).Status).toBe('N');
    expect((await s.call('A144', { OTPID, OTPPin: mail.code })).Status).toBe('Y');
  });

  it('one try per code: a wrong guess spends it, so the right code then fails too', async () => {
    const s = await applicant();
    const { OTPID } = await s.call('A143');
    const [mail] = await mails();
    expect(await s.call('A144', { OTPID, OTPPin: wrongPin(mail.code) })).toMatchObject({ Success: true, Status: 'N', ErrMsg: MSG_EMAIL_WRONG });
    expect((await s.call('A144', { OTPID, OTPPin: mail.code })).Status).toBe('N');
  });

  it(`brute force: ${1 + P.emailMaxResends} guesses in all for an apply log, then no code is sent`, async () => {
    const s = await applicant();
    let tries = 0;
    for (;;) {
      const sent = await s.call('A143');
      if (!sent.Success) break;
      const code = (await mails()).at(-1)!.code;
      expect((await s.call('A144', { OTPID: sent.OTPID, OTPPin: wrongPin(code) })).Status).toBe('N');
      tries++;
    }
    expect(tries).toBe(1 + P.emailMaxResends);
  });

  it(`expiry at ${P.emailOtpValidMs / 1000} s: just before it passes, just after it is refused`, async () => {
    const s = await applicant();
    const { OTPID } = await s.call('A143');
    await sim.dev('POST', 'clock', { offsetMs: P.emailOtpValidMs - 2000 });
    expect((await s.call('A144', { OTPID, OTPPin: (await mails())[0].code })).Status).toBe('Y');
    const t = await applicant('late@example.com');
    const late = await t.call('A143');
    await sim.dev('POST', 'clock', { offsetMs: P.emailOtpValidMs - 2000 + P.emailOtpValidMs + 1000 });
    expect(await t.call('A144', { OTPID: late.OTPID, OTPPin: (await mails('late@example.com'))[0].code })).toMatchObject({ Success: true, Status: 'N', ErrMsg: MSG_EMAIL_EXPIRED });
  });

  it('an old OTPID does not verify the newer code', async () => {
    const s = await applicant();
    const first = await s.call('A143');
    await sim.later(P.resendGapMs);
    await s.call('A143');
    expect(await mails()).toHaveLength(2);
    const newest = (await mails()).at(-1)!.code;
    expect((await s.call('A144', { OTPID: first.OTPID, OTPPin: newest })).Status).toBe('N');
  });
});

describe('A123: the link', () => {
  it('works once by its cid alone (any session, no Token); a replay fails', async () => {
    const s = await applicant();
    await s.call('A143');
    const cid = cidOf((await mails())[0].text);
    expect((await sim.raw('A123', { cid }).then((r) => r.json())).Success).toBe(true);
    expect(await (await sim.session()).call('A123', { cid })).toMatchObject({ Success: false, ErrMsg: MSG_LINK_USED });
  });

  it('an unknown, empty or altered cid fails and sends nothing', async () => {
    const s = await applicant();
    await s.call('A143');
    const cid = cidOf((await mails())[0].text);
    for (const bad of ['', 'x', `${cid}A`, cid.slice(1), cid.toLowerCase() === cid ? cid.toUpperCase() : cid.toLowerCase()]) {
      expect(await sim.call('A123', { cid: bad }), bad).toMatchObject({ Success: false, ErrMsg: MSG_LINK_INVALID });
    }
    expect(await mails()).toHaveLength(1);
  });

  it(`expires after ${P.emailLinkValidMs / 60_000} minutes (the edge both ways); an expired one mails one fresh link, once`, async () => {
    const s = await applicant();
    await s.call('A143');
    await sim.later(P.resendGapMs);
    await s.call('A143');
    const [a, b] = (await mails()).map((m) => cidOf(m.text));
    await sim.dev('POST', 'clock', { offsetMs: P.emailLinkValidMs - 2000 });
    expect((await sim.call('A123', { cid: a })).Success).toBe(true);
    await sim.dev('POST', 'clock', { offsetMs: P.resendGapMs + P.emailLinkValidMs + 1000 });
    // b was sent after the resend link's wait: now expired too. The email is verified (by a): no new mail.
    expect(await sim.call('A123', { cid: b })).toMatchObject({ Success: false, ErrMsg: MSG_LINK_EXPIRED });
    expect(await mails()).toHaveLength(2);
  });

  it('an expired link of an email not yet verified mails a new link; the expired one opened again sends nothing more', async () => {
    const s = await applicant();
    await s.call('A143');
    const cid = cidOf((await mails())[0].text);
    await sim.dev('POST', 'clock', { offsetMs: P.emailLinkValidMs + 1000 });
    expect(await sim.call('A123', { cid })).toMatchObject({ Success: false, ErrMsg: MSG_LINK_EXPIRED });
    expect(await mails()).toHaveLength(2);
    expect(await sim.call('A123', { cid })).toMatchObject({ Success: false, ErrMsg: MSG_LINK_USED });
    expect(await mails()).toHaveLength(2);
    const fresh = cidOf((await mails())[1].text);
    expect((await sim.call('A123', { cid: fresh })).Success).toBe(true);
  });

  it('the mail holds the link as the app\'s absolute address (the configured base, here the simulator\'s own origin), never the cid in the database', async () => {
    const s = await applicant();
    await s.call('A143');
    const [mail] = await mails();
    expect(mail.text.endsWith(`：${sim.url}/#/EmailCheck?cid=${cidOf(mail.text)}`)).toBe(true);
    expect(mail.text).toMatch(/：http:\/\/127\.0\.0\.1:\d+\/#\/EmailCheck\?cid=[A-Za-z0-9_-]{32}$/);
    // The link table holds the cid's hash: a copy of the database opens no mailbox's link.
    const db = new Database(path.join(sim.dataDir, 'simulator.sqlite'), { readonly: true });
    try {
      const rows = db.prepare('SELECT * FROM email_links').all() as Array<Record<string, unknown>>;
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(cidOf(mail.text));
      expect(rows[0].cid_hash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      db.close();
    }
  });
});
