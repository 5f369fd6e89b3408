// A new customer from the start screen through /UploadID (real JPEG files), Form1, Form2, /Confirm
// (one real A97), /ReUpload (a real PDF) to the completion page, on phone 360 px and desktop;
// screenshots of each new screen in both languages go to .tmp/shots/.
import type { Page } from '@playwright/test';
import { cardName } from '../support/config';
import { applyButton, button, dialog, expect, fillStart, latestCode, openStart, shotBothLanguages, test, typeOtp } from './support/app';
import { drawnImage, openForm1WithoutMobileId, toUploadId } from './support/uploads';

async function upload(page: Page, frontName: string): Promise<void> {
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles(await drawnImage(page, frontName, 2000, 1250));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(1);
  await files.nth(1).setInputFiles(await drawnImage(page, 'back.jpg', 1250, 2000));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(2);
}

/** A small but real PDF (one empty page): a signed application form scanned to PDF. */
const SIGNED_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n'
  + '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('NTB: start → /UploadID with real photos → Form1 → Form2 → /Confirm → /ReUpload with a real PDF → the completion page (UPID-01, UPID-03, UPID-04, UPID-14, UPID-17, UPID-27, F1-28, F1-29, F1-39..41, F1-53, F2-18..20, F2-24, F2-25, F2-27)', async ({ page, request, isMobile }, info) => {
  test.setTimeout(180_000);
  const project = info.project.name;
  await toUploadId(page, request, isMobile);
  await expect(page.getByText('上傳注意事項')).toBeVisible();
  await button(page, 'uploadId.next').click();
  await expect(dialog(page)).toContainText('尚未上傳身分證');
  await dialog(page).getByRole('button').click();
  await upload(page, 'front.jpg');
  await shotBothLanguages(page, project, 'uploadId');
  await button(page, 'uploadId.next').click();

  if (!isMobile) {
    // The desktop start sets STPFlowFlag Y and TWIDFlag is Y: straight through to the mobile-ID check (UPID-26).
    await expect(page).toHaveURL(/#\/StartTWID/);
    // Coming back from it without the mobile ID (its screen comes later): Form1 with Page2.3, as /UploadID would send.
    await openForm1WithoutMobileId(page);
  }
  await expect(page).toHaveURL(/#\/Form1/);
  await expect(page.locator('#root_NameChinese')).toBeVisible();
  await button(page, 'form1.next').click();
  await expect(page.getByText('中文姓名輸入錯誤（限中文 2 至 100 字）')).toBeVisible();
  // The message is tied to its field (F1-85): the input is described by the message.
  const describedBy = (await page.locator('#root_NameChinese').getAttribute('aria-describedby')) ?? '';
  const ids = describedBy.split(' ').filter(Boolean).map((id) => `#${id}`).join(', ');
  await expect(page.locator(ids).filter({ hasText: '中文姓名輸入錯誤' })).toHaveCount(1);
  await page.locator('#root_NameChinese').fill('王小明');
  await page.locator('#root_NameChinese').blur();
  await expect(page.locator('#root_NameEnglish')).toHaveValue('WANG,XIAO-MING');
  await page.locator('#root_IssueDate').fill('1050315');
  await page.locator('#root_IssueCity').selectOption('63000');
  await page.locator('#root_HomeCity').selectOption('63000');
  await page.locator('#root_HomeArea').selectOption('10601');
  await expect(page.locator('#root_HomeZip')).toHaveValue('106');
  await page.locator('#root_HomeAddr').fill('復興南路一段390號');
  await page.locator('#root_Education').selectOption('3');
  await page.locator('#root_HouseOwn').selectOption('3');
  await page.locator('#root_sameAsLiveForMobile').click();
  await expect(dialog(page)).toContainText('請先輸入行動電話');
  await dialog(page).getByRole('button').click();
  await expect(page.locator('#root_sameAsLiveForMobile')).not.toBeChecked();
  await page.locator('#root_TelMobile1').fill('0911222333');
  await page.locator('#root_TelMobile1').blur();
  await page.locator('#root_sameAsLiveForMobile').check();
  await expect(page.locator('#root_LiveTel')).toHaveValue('0911222333');
  await page.locator('#root_sameAsHomeForMobile').check();
  await expect(page.locator('#root_HomeTel')).toHaveValue('0911222333');
  await page.locator('#root_sameAsHomeForLive').check();
  await expect(page.locator('#root_sameAsHomeForMobile')).not.toBeChecked();
  await page.locator('#root_Email').fill('xiaoming@gmail.com');
  await page.locator('#root_Email').blur();
  // F1-80: leaving a valid email says it will be verified, once per address.
  await expect(dialog(page)).toContainText('我們將寄送一次性驗證碼或驗證連結至此電子郵件信箱');
  await dialog(page).getByRole('button').click();
  await page.locator('#root_Email').focus();
  await page.locator('#root_Email').blur();
  await page.locator('#root_sameAsContactForHome').check();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('#root_BillCity')).toHaveValue('63000');
  await expect(page.locator('#root_BillZip')).toHaveValue('106');
  // The copied billing address follows the registered one and is locked while the box is ticked.
  await expect(page.locator('#root_BillAddr')).toHaveValue('復興南路一段390號');
  await expect(page.locator('#root_BillAddr')).not.toBeEditable();
  await page.locator('#root_HomeAddr').fill('復興南路一段392號');
  await page.locator('#root_HomeAddr').blur();
  await expect(page.locator('#root_BillAddr')).toHaveValue('復興南路一段392號');
  await shotBothLanguages(page, project, 'form1');
  await button(page, 'form1.next').click();

  await expect(page).toHaveURL(/#\/Form2/);
  // The address changes before Form2 is drawn: wait for its heading, or Form1's button may be the one clicked.
  await expect(page.getByRole('heading', { name: '填寫工作資料', level: 1 })).toBeVisible();
  await button(page, 'form2.next').click();
  await expect(dialog(page)).toContainText('請輸入公司名稱');
  await dialog(page).getByRole('button').click();
  await page.locator('#root_Company').fill('台灣積體電路製造股份有限公司');
  await page.locator('#root_JobDate').fill('10803');
  await page.locator('#root_CompTel').fill('0227001234');
  await page.locator('#root_sameAsCompanyForHome').check();
  await expect(page.locator('#root_CompanyCity')).toHaveValue('63000');
  await expect(page.locator('#root_CompanyArea')).toHaveValue('10601');
  // F2-19: the copied fields are disabled while the box is ticked.
  for (const id of ['CompanyCity', 'CompanyArea', 'CompanyAddr']) await expect(page.locator(`#root_${id}`)).not.toBeEditable();
  await page.locator('#root_sameAsCompanyForContact').check();
  await expect(page.locator('#root_sameAsCompanyForHome')).not.toBeChecked();
  await page.locator('#root_sameAsCompanyForContact').uncheck();
  // F2-20: unticking clears them and makes them editable again.
  await expect(page.locator('#root_CompanyAddr')).toHaveValue('');
  for (const id of ['CompanyCity', 'CompanyArea', 'CompanyAddr']) await expect(page.locator(`#root_${id}`)).toBeEditable();
  await page.locator('#root_CompanyCity').selectOption('63000');
  await page.locator('#root_CompanyArea').selectOption('10601');
  await expect(page.locator('#root_CompanyZip')).toHaveValue('106');
  await page.locator('#root_CompanyAddr').fill('信義路五段7號35樓');
  await page.locator('#root_JobType').selectOption('01');
  await expect(page.locator('#root_TitleType option[value="05"]')).toHaveCount(1);
  await expect(page.locator('#root_TitleType option[value="09"]')).toHaveCount(0);
  await page.locator('#root_TitleType').selectOption('05');
  await page.locator('#root_IncomeY').fill('120');
  await page.locator('#root_IncomeY').blur();
  await shotBothLanguages(page, project, 'form2');
  await button(page, 'form2.next').click();
  await expect(page).toHaveURL(/#\/Confirm/);

  // Confirm and submit once the preview is ready: one application, as typed, in the bank.
  const submit = page.getByRole('button', { name: '確認送出' });
  await expect(submit).toBeEnabled({ timeout: 6000 });
  await submit.click();
  // Not straight through (STPFlowFlag N): the income documents first (CONF-45).
  await expect(page).toHaveURL(/#\/ReUpload/);
  const applications = (await (await request.get('/__dev/applications')).json()) as Array<{ ApplyID: string; content: Record<string, unknown> }>;
  expect(applications).toHaveLength(1);
  expect(applications[0].content).toMatchObject({
    ChineseName: '王小明', EnglishName: 'WANG,XIAO-MING', HomeAddr: '復興南路一段392號', Company: '台灣積體電路製造股份有限公司',
    CompanyAddr: '信義路五段7號35樓', YearlyIncome: '120', Mobile: '0911222333', STPFlowFlag: 'N',
  });
  // The proof of income is what is asked after an online submit (issue 17 §7): a scanned PDF.
  await expect(page.getByRole('tab', { name: /財力證明/ })).toHaveAttribute('aria-selected', 'true');
  await page.locator('#root_Files__income_1').setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: SIGNED_PDF });
  await expect(page.getByRole('status')).toHaveText('上傳完成');
  await page.getByRole('button', { name: '確認上傳' }).click();

  // The completion page: the case number A97 gave, the card, the three steps.
  await expect(page).toHaveURL(/#\/Submit/);
  await expect(page.locator('#root_ApplyID')).toContainText(applications[0].ApplyID);
  await expect(page.locator('#root_cardName')).toContainText(cardName('DEMO-CASHBACK'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('申請完成');
});

test('opened with UploadID=Y, another person\'s ID card is refused (UPID-20)', async ({ page, request, isMobile }) => {
  await toUploadId(page, request, isMobile);
  await page.evaluate(() => { location.hash = '#/UploadID?UploadID=Y'; });
  await expect(page.locator('input[type=file]').first()).toBeAttached();
  await upload(page, 'mismatch-front.jpg');
  await button(page, 'uploadId.next').click();
  await expect(dialog(page)).toContainText('身分證字號與上傳之身分證不相符，請重新上傳');
  await expect(page).toHaveURL(/#\/UploadID/);
});

test('the entry screen /Loading: card type, step name, then /Form1; code ≠ 200 sets STPFlowFlag N (F1-01, F1-02, F1-07, F1-09)', async ({ page, request, isMobile }, info) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'B220012340', '0750505');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  await typeOtp(page, await latestCode(request));
  await expect(page).toHaveURL(/#\/(Form1|StartTWID)/);
  await page.evaluate(() => { location.hash = '#/Loading'; });
  await expect(page.getByText('資料處理中，請稍候…')).toBeVisible();
  await expect(page.getByText(/申請卡別：/)).toBeVisible();
  // The step's name as the screen's title (F1-02); the step bar reads 2/3, after the gifts and the ID photos (issue 17 §9).
  await expect(page.getByRole('heading', { level: 1, name: '身分驗證' })).toBeVisible();
  await expect(page.locator('.app__step')).toHaveText('步驟 2/3');
  await page.screenshot({ path: `.tmp/shots/form1Entry-${info.project.name}-zh.png`, fullPage: true });
  await expect(page).toHaveURL(/#\/Form1/);
  await page.evaluate(() => { location.hash = '#/Loading?code=500'; });
  await expect(page).toHaveURL(/#\/Form1/);
  expect(await page.evaluate(() => sessionStorage.getItem('STPFlowFlag'))).toBe('N');
});
