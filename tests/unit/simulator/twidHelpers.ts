// The mobile-number identity check driven as the app and a tester's browser drive it: the chain
// (RequestSignature, A151, A146, A147) on a verified apply log, the form post to the simulated
// portal and the outcome button, then A148. Shared by the unit and security tests.
import { expect } from 'vitest';
import type { Body, Session, TestSim } from './helpers.js';

export const ETP = { id: 'B220012340', birthday: '0750505', mobile: '0922333444' };

/** A session of B220012340 whose apply log passed the SMS code. */
export async function verifiedEtp(sim: TestSim): Promise<Session> {
  return sim.verified(await sim.customer(ETP.id, ETP.birthday), ETP.mobile);
}

/** The chain up to A147: the six fields the app posts to the portal. */
export async function portalFields(s: Session, returnTo = 'finishVerify', mdid = ''): Promise<Body> {
  const sig = await s.call('RequestSignature', {});
  expect(sig.Success).toBe(true);
  expect((await s.call('A151', { Signature: sig.Signature, ReturnTo: returnTo, MDID: mdid })).Success).toBe(true);
  const login = await s.call('A146', {});
  expect(login.Success).toBe(true);
  const a147 = await s.call('A147', { TWIDToken: login.OutputParams.Token });
  expect(a147.Success).toBe(true);
  return a147;
}

const SIX = ['BusinessNo', 'ApiVersion', 'HashKeyNo', 'VerifyNo', 'Token', 'IdentifyNo'];

/** The browser's form post to the portal (what the app's formPost sends). */
export function postPortal(sim: TestSim, fields: Body, path = '/__portal/twid'): Promise<Response> {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (path !== '/__portal/twid' || SIX.includes(k)) body.set(k, String(v));
  return fetch(`${sim.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body, redirect: 'manual' });
}

/** The tester presses the outcome's button on the portal page: the answer (a 303 back to the app, or a refusal). */
export function pickOutcome(sim: TestSim, a147: Body, outcome: string): Promise<Response> {
  return postPortal(sim, { VerifyNo: a147.VerifyNo, Token: a147.Token, Outcome: outcome }, '/__portal/twid/answer');
}

/** The whole check through the portal with `outcome`: A148's answer. */
export async function check(sim: TestSim, s: Session, outcome: string): Promise<Body> {
  const a147 = await portalFields(s);
  expect((await postPortal(sim, a147)).status).toBe(200);
  expect((await pickOutcome(sim, a147, outcome)).status).toBe(303);
  return s.call('A148', { VerifyNo: a147.VerifyNo });
}
