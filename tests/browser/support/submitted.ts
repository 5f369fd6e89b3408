// A submitted application made through the bank's calls as the app would make them (token, the
// customer check, the apply log, the SMS code from the outbox, the ID photos /UploadID submits, and
// A97 with the complete application /Confirm builds: tests/support/applications.ts, as the bank's
// judge requires), then the completion page opened
// with its session: the quickest way to /Submit for the specs about what follows the submit.
import type { APIRequestContext, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, newCode, openStart, smsCount } from './app';
import { submitIdPhotos } from './bank';
import { openWithSession } from './uploads';

export interface Applicant { id: string; birthday: string; mobile: string; customer: 'ETB' | 'NTB'; name: string }

/** The README's ETB with three past applications (approved, 未通過, pending): the inquiry's identity. */
export const INQUIRER: Applicant = { id: 'M120345672', birthday: '0710303', mobile: '0910222333', customer: 'ETB', name: '林佳慧' };
/** A new applicant (not on file): the other-bank card check, then the NTB code calls. */
export const NEWCOMER: Applicant = { id: 'F131104093', birthday: '0790101', mobile: '0911222333', customer: 'NTB', name: '王小明' };

export interface Submitted { token: string; applyLogId: string; applyId: string }

/** The complete application /Confirm sends for `who` (tests/support/applications.ts, run by tsx: see applicationCli.ts). */
function applicationOf(applyLogId: string, who: Applicant): Record<string, unknown> {
  const root = resolve(import.meta.dirname, '../../..');
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/support/applicationCli.ts', applyLogId, who.id, who.birthday, who.mobile], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out) as Record<string, unknown>;
}

/** The calls of a whole application for `who`, ending in A97 (Result 1). */
export async function submitByCalls(request: APIRequestContext, who: Applicant, extra: Record<string, unknown> = {}): Promise<Submitted> {
  const call = async (api: string, data: Record<string, unknown>) =>
    (await (await request.post('/api/Common', { data: { ApiName: api, ApiData: JSON.stringify(data) } })).json()) as Record<string, any>;
  const { Token } = await call('A6', {});
  await call('A84', { Token, IDNO: who.id, Birthday: who.birthday, ApplyType: 'X', CTID: 'DEMO-CASHBACK' });
  let ApplyLogID: string;
  const before = await smsCount(request);
  if (who.customer === 'ETB') {
    ({ ApplyLogID } = await call('A5', { Token, ID: who.id, BDayYMD: who.birthday, CTID: 'DEMO-CASHBACK' }));
    await call('A32', { Token, ApplyLogID, ID: who.id, Mobile: who.mobile, OTPMobile: who.mobile });
    expect((await call('A33', { Token, ApplyLogID, ID: who.id, OTPPin: await newCode(request, before) })).Status).toBe(1);
  } else {
    ({ ApplyLogID } = await call('A28', { Token, ID: who.id, CTID: 'DEMO-CASHBACK', Mobile: '', CustomerName: '', VerifyType: '' }));
    expect((await call('A80', { Token, ApplyLogID, CardNo: '4111111111111111', CardEffective: '1299', CardCVV2: '123', Mobile: who.mobile, IDNO: who.id })).Result).toBe('Y');
    expect((await call('A74', { Token, ApplyLogID, ID: who.id, IDNO: who.id, Mobile: who.mobile, OTPMobile: who.mobile, Lang: 'zh_TW' })).Status).toBe(1);
    expect((await call('A75', { Token, ApplyLogID, ID: who.id, IDNO: who.id, OTPPin: await newCode(request, before) })).Status).toBe(1);
  }
  // Both journeys pass /UploadID: the bank takes A97 only after the ID photos.
  await submitIdPhotos(request, Token, ApplyLogID);
  const content = { ...applicationOf(ApplyLogID, who), ...extra };
  const answer = await call('A97', { Token, ApplyLogID, ContentJSON: Buffer.from(JSON.stringify(content), 'utf8').toString('base64') });
  expect(answer.Result).toBe('1');
  return { token: Token, applyLogId: ApplyLogID, applyId: answer.ApplyID };
}

/**
 * The completion page of `app` in this tab: the start screen first, settled (its calls answered:
 * token, idle limit and card name kept, so nothing it still writes can overwrite the session the
 * completion page is opened with), then /Submit with the case's session as /Confirm leaves it
 * (Page3.1), and `more` session keys (FlowType, ApplyPL ...). Returns when the case number shows.
 */
export async function openCompletion(page: Page, app: Submitted, isMobile: boolean, more: Record<string, unknown> = {}, query = 'CTID=DEMO-CASHBACK'): Promise<void> {
  await openStart(page, query, isMobile);
  await expect.poll(() => page.evaluate(() => ['token', 'IdleTimeLimit', 'CardName'].every((k) => sessionStorage.getItem(k) !== null))).toBe(true);
  await openWithSession(page, '/Submit', { token: app.token, ApplyLogID: app.applyLogId, ApplyID: app.applyId, CTID: 'DEMO-CASHBACK', SubmitFlag: 'Y', pageState: 'Page3.1', ...more });
  await expect(page.locator('#root_ApplyID')).toContainText(app.applyId);
}
