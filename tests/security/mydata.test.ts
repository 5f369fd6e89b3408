// The government data platform forward (002 §2.4, §7; issue 10 §4) called as an attacker would:
// A149, A150, A153, A104 and the simulated platform page are each held to the Token and apply log
// that opened the transaction, in order (A149 → A148's signature → A150 → A153 → A104 → the page
// → one answer), single use where a secret goes to the browser (the forward token, the answer).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_VERIFIED, MSG_NOT_YOURS } from '../../simulator/access.js';
import {
  MSG_MYDATA_EXPIRED, MSG_MYDATA_ID, MSG_MYDATA_ITEMS, MSG_MYDATA_SIGNATURE, MSG_MYDATA_SIGNATURE_FORMAT, MSG_MYDATA_SSO,
  MSG_MYDATA_URL, MYDATA_FORWARD_VALID_MS, MYDATA_TX_VALID_MS,
} from '../../simulator/calls/mydata.js';
import { MSG_STEP_ORDER } from '../../simulator/calls/shared.js';
import { startTestSim, type Body, type Session, type TestSim } from '../unit/simulator/helpers.js';
import { ETP, verifiedEtp } from '../unit/simulator/twidHelpers.js';
import { ITEMS, mydata, returnAddress } from '../unit/simulator/mydataHelpers.js';

let sim: TestSim;
let s: Session;
let m: ReturnType<typeof mydata>;
beforeEach(async () => {
  sim = await startTestSim();
  s = await verifiedEtp(sim);
  m = mydata(sim);
});
afterEach(async () => { await sim.close(); });

const RETURN = returnAddress;
const open = (session = s) => m.open(session);
const signed = (mdid: string, session = s) => m.signed(session, mdid);
const a150 = (mdid: string, signature: string, session = s) => m.a150(session, mdid, signature);
const a153 = (tx: Body, session = s, extra: Record<string, unknown> = {}) => m.a153(session, tx, extra);
const page = (url: string, forward: string) => m.page(url, forward);
const answer = (url: string, code: string) => m.answer(url, code);

/** The whole forward up to the platform's address and forward token. */
async function forwarded(): Promise<{ tx: Body; url: string; forward: string }> {
  const tx = await open();
  expect(await a150(tx.mdid, await signed(tx.mdid))).toMatchObject({ Success: true });
  const { url } = await a153(tx);
  const { ForwardToken } = await s.call('A104', { RedirectURL: url });
  expect(ForwardToken).toMatch(/^[\w-]{20,}$/);
  return { tx, url, forward: ForwardToken };
}

describe('the forward in order', () => {
  it('A149 → A148 → A150 → A153 → A104 → the platform page → one answer, back to #/Loading with MDID and code on this origin', async () => {
    const { tx, url, forward } = await forwarded();
    expect(url).toMatch(/^\/__portal\/mydata\?key=/);
    const shown = await page(url, forward);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('個人綜合所得資料');
    expect(html).toContain('同意提供');
    expect(shown.headers.get('content-security-policy')).toContain("default-src 'none'");
    const back = await answer(url, '200');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/?CTID=DEMO-CASHBACK#/Loading?ApplyLogID=${s.applyLogId}&MDID=${tx.mdid}&code=200`);
  });
});

describe('A149', () => {
  it('refuses another Token on the apply log, an unverified log, another ID and malformed items', async () => {
    const stranger = await sim.session();
    expect(await stranger.call('A149', { ApplyLogID: s.applyLogId, IDNO: ETP.id, Items: ITEMS })).toMatchObject({ Success: false, ErrMsg: MSG_NOT_YOURS });
    const unverified = await sim.customer('A123456789', '0690101');
    expect(await unverified.call('A149', { IDNO: 'A123456789', Items: ITEMS })).toMatchObject({ Success: false, ErrMsg: MSG_NOT_VERIFIED });
    expect(await s.call('A149', { IDNO: 'A123456789', Items: ITEMS })).toMatchObject({ Success: false, ErrMsg: MSG_MYDATA_ID });
    for (const Items of ['', 'INCOME,', '<script>', Array.from({ length: 21 }, (_, i) => `I${i}`).join(',')]) {
      expect(await s.call('A149', { IDNO: ETP.id, Items }), Items).toMatchObject({ Success: false, ErrMsg: MSG_MYDATA_ITEMS });
    }
    // 20 items is the edge that passes
    expect((await s.call('A149', { IDNO: ETP.id, Items: Array.from({ length: 20 }, (_, i) => `I${i}`).join(',') })).Success).toBe(true);
  });
});

describe('A150', () => {
  it('refuses out of order (before A148), a forged or malformed signature, and another Token', async () => {
    const tx = await open();
    expect(await a150(tx.mdid, 'forged')).toMatchObject({ Success: false, ErrMsg: MSG_MYDATA_SIGNATURE });
    const signature = await signed(tx.mdid);
    expect(await s.call('A150', { spsignatureValidJson: 'not base64!' })).toMatchObject({ Success: false, ErrMsg: MSG_MYDATA_SIGNATURE_FORMAT });
    expect(await a150(tx.mdid, `${signature.slice(0, -4)}AAAA`)).toMatchObject({ Success: false, ErrMsg: MSG_MYDATA_SIGNATURE });
    const stranger = await verifiedEtp(sim);
    expect(await a150(tx.mdid, signature, stranger)).toMatchObject({ Success: false, ErrMsg: MSG_NOT_YOURS });
    expect(await a150(tx.mdid, signature)).toMatchObject({ Success: true });
  });

  it('refuses the signature of another apply log\'s check, and one naming another MDID', async () => {
    const tx = await open();
    const other = await verifiedEtp(sim);
    const otherTx = await open(other);
    const otherSignature = await signed(otherTx.mdid, other);
    expect(await a150(tx.mdid, otherSignature)).toMatchObject({ Success: false, ErrMsg: MSG_MYDATA_SIGNATURE });
    // this log's check signed for a second MDID of its own: the first MDID is not the one signed
    const second = await open();
    const signatureOfSecond = await signed(second.mdid);
    expect(await a150(tx.mdid, signatureOfSecond)).toMatchObject({ Success: false, ErrMsg: MSG_MYDATA_SIGNATURE });
    expect(await a150(second.mdid, signatureOfSecond)).toMatchObject({ Success: true });
  });
});

describe('A153', () => {
  it('refuses before A150, another Token, another applicant, other items and a return address that is not the app\'s /Loading', async () => {
    const tx = await open();
    const signature = await signed(tx.mdid);
    expect(await a153(tx)).toMatchObject({ Success: false, ErrMsg: MSG_STEP_ORDER });
    expect(await a150(tx.mdid, signature)).toMatchObject({ Success: true });
    const stranger = await sim.session();
    expect(await a153(tx, stranger, { Url: RETURN(s.applyLogId) })).toMatchObject({ Success: false, ErrMsg: MSG_NOT_YOURS });
    expect(await a153(tx, s, { CustomerID: 'A123456789' })).toMatchObject({ Success: false, ErrMsg: MSG_NOT_YOURS });
    expect(await a153(tx, s, { Items: 'INCOME' })).toMatchObject({ Success: false, ErrMsg: MSG_MYDATA_ITEMS });
    for (const Url of ['javascript:alert(1)//#/Loading', 'http://127.0.0.1:5173/#/Form1', 'not an address']) {
      expect(await a153(tx, s, { Url }), Url).toMatchObject({ Success: false, ErrMsg: MSG_MYDATA_URL });
    }
    expect(await a153(tx)).toMatchObject({ Success: true });
  });

  it('answers the platform\'s failures a tester chose: 無法取得SSO Token, 無法取得MyData URL', async () => {
    const tx = await open();
    expect(await a150(tx.mdid, await signed(tx.mdid))).toMatchObject({ Success: true });
    await sim.dev('POST', 'mydata', { a153: 'sso' });
    expect(await a153(tx)).toMatchObject({ Success: false, ErrMsg: MSG_MYDATA_SSO });
    await sim.dev('POST', 'mydata', { a153: 'url' });
    expect(await a153(tx)).toMatchObject({ Success: false, ErrMsg: MSG_MYDATA_URL });
    await sim.dev('POST', 'mydata', { a153: 'ok' });
    expect(await a153(tx)).toMatchObject({ Success: true });
  });
});

describe('A104 and the platform page', () => {
  it('A104 refuses an address A153 did not give and another Token; a new A153 revokes the earlier address', async () => {
    const tx = await open();
    expect(await a150(tx.mdid, await signed(tx.mdid))).toMatchObject({ Success: true });
    expect(await s.call('A104', { RedirectURL: '/__portal/mydata?key=made-up' })).toMatchObject({ Success: false, ErrMsg: MSG_STEP_ORDER });
    const { url } = await a153(tx);
    const stranger = await verifiedEtp(sim);
    expect(await stranger.call('A104', { RedirectURL: url })).toMatchObject({ Success: false, ErrMsg: MSG_NOT_YOURS });
    const { url: newer } = await a153(tx);
    expect(await s.call('A104', { RedirectURL: url })).toMatchObject({ Success: false, ErrMsg: MSG_STEP_ORDER });
    expect((await s.call('A104', { RedirectURL: newer })).Success).toBe(true);
  });

  it('the page needs the forward token, once, within a minute; the answer comes once, only after the page opened', async () => {
    const { url, forward } = await forwarded();
    expect((await answer(url, '200')).status).toBe(409);
    expect((await page(url, 'wrong-token')).status).toBe(403);
    await sim.dev('POST', 'clock', { offsetMs: MYDATA_FORWARD_VALID_MS });
    expect((await page(url, forward)).status).toBe(403);
    await sim.dev('POST', 'clock', { offsetMs: 0 });
    const again = await s.call('A104', { RedirectURL: url });
    await sim.dev('POST', 'clock', { offsetMs: MYDATA_FORWARD_VALID_MS - 1000 });
    expect((await page(url, again.ForwardToken)).status).toBe(200);
    expect((await page(url, again.ForwardToken)).status).toBe(403);
    expect((await answer(url, '999')).status).toBe(409);
    expect((await answer(url, '401')).status).toBe(303);
    expect((await answer(url, '200')).status).toBe(409);
  });

  it('after the platform answered, the transaction is closed: A150, A153 and A104 refuse', async () => {
    const { tx, url, forward } = await forwarded();
    expect((await page(url, forward)).status).toBe(200);
    expect((await answer(url, '200')).status).toBe(303);
    expect(await a153(tx)).toMatchObject({ Success: false, ErrMsg: MSG_STEP_ORDER });
    expect(await s.call('A104', { RedirectURL: url })).toMatchObject({ Success: false, ErrMsg: MSG_STEP_ORDER });
  });

  it('sends the browser back on this origin only, whatever host the return address named', async () => {
    const tx = await open();
    expect(await a150(tx.mdid, await signed(tx.mdid))).toMatchObject({ Success: true });
    const { url } = await a153(tx, s, { Url: 'https://evil.example/steal?x=1#/Loading?CTID=X' });
    const { ForwardToken } = await s.call('A104', { RedirectURL: url });
    expect((await page(url, ForwardToken)).status).toBe(200);
    const back = await answer(url, '500');
    expect(back.headers.get('location')).toBe(`/steal?x=1#/Loading?CTID=X&MDID=${tx.mdid}&code=500`);
  });

  it(`a transaction expires ${MYDATA_TX_VALID_MS / 60_000} minutes after A149`, async () => {
    const tx = await open();
    const signature = await signed(tx.mdid);
    await sim.dev('POST', 'clock', { offsetMs: MYDATA_TX_VALID_MS });
    expect(await a150(tx.mdid, signature)).toMatchObject({ Success: false, ErrMsg: MSG_MYDATA_EXPIRED });
  });
});
