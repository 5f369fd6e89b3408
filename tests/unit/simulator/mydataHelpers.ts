// The government data platform forward driven as the app and a tester's browser drive it: A149 on
// a verified apply log, the identity check through the portal returning to /finishMydata with the
// MDID (A148's signature), A150, A153, A104, the platform page and its answer. Shared by the unit
// and security tests.
import { expect } from 'vitest';
import type { Body, Session, TestSim } from './helpers.js';
import { ETP, pickOutcome, portalFields, postPortal } from './twidHelpers.js';

export const ITEMS = 'INCOME,LABOR';
/** The app's return address (#/Loading), as /finishMydata builds it. */
export const returnAddress = (log: string) => `http://127.0.0.1:5173/?CTID=DEMO-CASHBACK#/Loading?ApplyLogID=${log}`;
export const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64');

export function mydata(sim: TestSim) {
  /** A149 on the session's apply log (the app asks for consts.mydataItems, INCOME). */
  async function open(s: Session, items = ITEMS): Promise<Body> {
    const tx = await s.call('A149', { IDNO: ETP.id, Items: items });
    expect(tx).toMatchObject({ Success: true });
    return tx;
  }
  /** The identity check through the portal with success, back at /finishMydata with the MDID: A148's PKCS7Signatures. */
  async function signed(s: Session, mdid: string): Promise<string> {
    const a147 = await portalFields(s, 'finishMydata', mdid);
    expect((await postPortal(sim, a147)).status).toBe(200);
    expect((await pickOutcome(sim, a147, 'success')).status).toBe(303);
    const a148 = await s.call('A148', { VerifyNo: a147.VerifyNo });
    expect(a148.Success).toBe(true);
    return a148.PKCS7Signatures as string;
  }
  const a150 = (s: Session, mdid: string, signature: string) =>
    s.call('A150', { spsignatureValidJson: b64({ MDID: mdid, PKCS7Signatures: signature }) });
  const a153 = (s: Session, tx: Body, extra: Record<string, unknown> = {}) =>
    s.call('A153', { CustomerID: ETP.id, TXID: tx.tx_id, Url: returnAddress(s.applyLogId), ApplyType: 'CC', Items: ITEMS, ...extra });
  /** The browser opening the platform's address with the forward token. */
  const page = (url: string, forward: string) =>
    fetch(`${sim.url}${url}&ForwardToken=${encodeURIComponent(forward)}`, { redirect: 'manual' });
  /** The tester's outcome button on the platform page. */
  const answer = (url: string, code: string) =>
    fetch(`${sim.url}/__portal/mydata/answer`, {
      method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: new URL(url, sim.url).searchParams.get('key')!, code }),
    });
  /** Each call's answer of one forward, in order. */
  async function journey(s: Session) {
    const A149 = await open(s);
    const A150 = await a150(s, A149.mdid, await signed(s, A149.mdid));
    expect(A150).toMatchObject({ Success: true });
    const A153 = await a153(s, A149);
    expect(A153).toMatchObject({ Success: true });
    const A104 = await s.call('A104', { RedirectURL: A153.url });
    expect(A104).toMatchObject({ Success: true });
    return { A149, A150, A153, A104 };
  }
  return { open, signed, a150, a153, page, answer, journey };
}
