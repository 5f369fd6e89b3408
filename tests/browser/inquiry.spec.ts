// The progress inquiry in the browser (issue 10 §5; 000 §2.10, 002 §2.5, §2.9): the completion
// page of a submitted application (the application made through the bank's calls, the page opened
// with its session) opens /QueryLogin in a new tab with its query string; there the seeded identity
// with three past applications logs in, its SMS code comes from the outbox and is submitted by the
// sixth digit, and /QueryDetail shows one card per application (the new one too) with the
// supplement link on the pending ones only, which opens /ReUpload with ApplyLogID, ApplyID and STP.
// Screenshots and axe of the three screens in both languages. Phone 360 px and desktop.
import type { APIRequestContext } from '@playwright/test';
import { expect, newCode, openStart, shotBothLanguages, smsCount, test, typeOtp } from './support/app';
import { openWithSession } from './support/uploads';
import { submitIdPhotos } from './support/bank';
import { application } from '../support/applications';

const WHO = { id: 'M120345672', birthday: '0710303', mobile: '0910222333' };

/** What the app's calls would do, as a script: a token, A84, A5, the SMS code, the ID photos, A97 of the complete application. */
async function submitted(request: APIRequestContext): Promise<{ token: string; applyLogId: string; applyId: string }> {
  const call = async (api: string, data: Record<string, unknown>) =>
    (await (await request.post('/api/Common', { data: { ApiName: api, ApiData: JSON.stringify(data) } })).json()) as Record<string, any>;
  const { Token } = await call('A6', {});
  await call('A84', { Token, IDNO: WHO.id, Birthday: WHO.birthday });
  const { ApplyLogID } = await call('A5', { Token, ID: WHO.id, BDayYMD: WHO.birthday, CTID: 'DEMO-CASHBACK' });
  const before = await smsCount(request);
  await call('A32', { Token, ApplyLogID, ID: WHO.id, Mobile: WHO.mobile, OTPMobile: WHO.mobile });
  expect((await call('A33', { Token, ApplyLogID, ID: WHO.id, OTPPin: await newCode(request, before) })).Status).toBe(1);
  await submitIdPhotos(request, Token, ApplyLogID);
  const content = await application(ApplyLogID, WHO, { gifts: ['CB-F02', 'CB-A01'] });
  const answer = await call('A97', { Token, ApplyLogID, ContentJSON: Buffer.from(JSON.stringify(content), 'utf8').toString('base64') });
  expect(answer.Result).toBe('1');
  return { token: Token, applyLogId: ApplyLogID, applyId: answer.ApplyID };
}

test('completion page → inquiry in a new tab → code from the outbox → one card per application → supplement link to /ReUpload (QRY-01..06, QRY-11..17, QRY-20, QRY-23, QRY-29..35, DONE-22)', async ({ page, request, context, isMobile }, info) => {
  const app = await submitted(request);
  // The start screen first, settled (its calls answered: token, idle limit and card name kept), so
  // nothing it still writes can overwrite the session the completion page is opened with.
  await openStart(page, 'CTID=DEMO-CASHBACK&cid=EXT1', isMobile);
  await expect.poll(() => page.evaluate(() => ['token', 'IdleTimeLimit', 'CardName'].every((k) => sessionStorage.getItem(k) !== null))).toBe(true);
  await openWithSession(page, '/Submit', { token: app.token, ApplyLogID: app.applyLogId, ApplyID: app.applyId, CTID: 'DEMO-CASHBACK', pageState: 'Page3.1' });
  await expect(page.locator('#root_ApplyID')).toContainText(app.applyId);

  // The progress button: a new tab on #/QueryLogin with the same query string.
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: '申請進度查詢' }).click()]);
  await expect(tab).toHaveURL(/\?CTID=DEMO-CASHBACK&cid=EXT1#\/QueryLogin$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('信用卡線上申請進度查詢');
  await expect(tab.getByRole('link', { name: '個人資料運用告知事項' })).toHaveAttribute('href', /^https:\/\//);
  await expect(tab.getByRole('link', { name: '網路服務約定條款' })).toHaveAttribute('href', /^https:\/\//);
  const start = tab.getByRole('button', { name: '同意條款並開始驗證' });
  // The start screen's check: a wrong ID number is refused before any lookup.
  await tab.locator('#root_IDNO').fill('A123456788');
  await tab.locator('#root_Birthday').fill(WHO.birthday);
  await start.click();
  await expect(tab.locator('#root_IDNO')).toHaveAttribute('aria-invalid', 'true');
  await expect(tab.getByText('身分證字號不正確').first()).toBeVisible();
  await shotBothLanguages(tab, info.project.name, 'queryLogin');

  const before = await smsCount(request);
  await tab.locator('#root_IDNO').fill(WHO.id.toLowerCase());
  await start.click();
  await expect(tab).toHaveURL(/#\/QueryOTP/);
  await expect(tab.getByText('簡訊動態密碼已發送至 0910******')).toBeVisible();
  await expect(tab.locator('#root_webCode')).toContainText(/網頁識別碼/);
  await expect(tab.locator('.wg-boxes--otp input')).toHaveCount(6);
  await expect(tab.getByRole('timer')).toContainText(/10\d|9\d/);
  await expect(tab.getByRole('button', { name: '重新發送驗證碼' })).toBeVisible();
  const code = await newCode(request, before);
  await shotBothLanguages(tab, info.project.name, 'queryOTP');
  // The sixth digit submits (no button).
  await typeOtp(tab, code);
  await expect(tab).toHaveURL(/#\/QueryDetail/);
  expect(await tab.evaluate(() => sessionStorage.getItem('VerifyType'))).toBe('9');

  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('信用卡申請進度資訊');
  const cards = tab.locator('li.wg-card-list__card');
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText(app.applyId);
  await expect(cards.first()).toContainText('審核中');
  await expect(tab.getByText('未通過')).toBeVisible();
  // Supplement links: the two pending applications, none on the approved nor on 未通過.
  const links = tab.getByRole('link', { name: '補件' });
  await expect(links).toHaveCount(2);
  await expect(links.nth(1)).toHaveAttribute('href', '#/ReUpload?ApplyLogID=AL100000000000000000000103&ApplyID=CC1151102000103&STP=N');
  await shotBothLanguages(tab, info.project.name, 'queryDetail');
  await tab.getByRole('button', { name: 'English' }).click();
  await expect(cards.first()).toContainText('Under review');
  await expect(tab.getByText('Not approved')).toBeVisible();
  await tab.getByRole('button', { name: '中文' }).click();

  await links.first().click();
  await expect(tab).toHaveURL(new RegExp(`#/ReUpload\\?ApplyLogID=${app.applyLogId}&ApplyID=${app.applyId}&STP=Y$`));
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('上傳文件');
});
