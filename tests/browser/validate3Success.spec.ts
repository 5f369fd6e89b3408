// The customer's side of agent mode after the code step: /Validate3Success, the identity-verified
// screen (000 §2.5) that is the applicant's verification success page (002 §2.10). One walk per
// viewport, both languages, axe, the keyboard reaching Confirm (OTP-41, OTP-46..48, AGT-26, AGT-27).
import { applyButton, expect, fillStart, holdCardPage, latestCode, openStart, shotBothLanguages, test, typeOtp } from './support/app';

test('agent mode: the code step ends on /Validate3Success, session cleared, Confirm to the card site by keyboard', async ({ page, request, isMobile }, info) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3$/);
  // The customer's session in agent mode (the agent's link is issue 10 §1): Agent Y, an agent, a step other than 10/20.
  await page.evaluate(() => {
    sessionStorage.setItem('Agent', 'Y');
    sessionStorage.setItem('AgentID', 'AG001');
    sessionStorage.setItem('AgentStep', '1');
  });
  await typeOtp(page, await latestCode(request));
  await expect(page).toHaveURL(/#\/Validate3Success/);
  await expect(page.getByRole('heading', { name: '身分驗證成功' })).toBeVisible();
  await expect(page.getByText(/^申請卡別：.+/)).toBeVisible();
  await expect(page.getByText('您的身分已驗證成功，業務人員將為您準備申請書，請依業務人員指示完成後續申請。')).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('pageState'), sessionStorage.getItem('IDNO'), sessionStorage.getItem('Agent')])).toEqual([null, null, null]);
  await shotBothLanguages(page, info.project.name, 'validate3Success');
  const seen: string[] = [];
  const release = await holdCardPage(page, (url) => seen.push(url));
  const confirm = page.getByRole('button', { name: '確認' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen[0]).toMatch(/^https:\/\/www\.example-bank\.com\.tw\//);
  release();
});
