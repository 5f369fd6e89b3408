// Desktop landing: QR code, service check after 1 s, unsupported browsers.
import { text } from '../support/config';
import { expect, expectAlert, shotBothLanguages, test } from './support/app';

test.describe('desktop only', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop landing page');

  test('QR code of this address, mobile-ID promotion, service check A1 after about 1 s (LAND-05, LAND-06, LAND-10)', async ({ page }, info) => {
    const a1: number[] = [];
    const started = Date.now();
    page.on('request', (r) => { if (r.postData()?.includes('"ApiName":"A1"')) a1.push(Date.now() - started); });
    await page.goto('/?CTID=DEMO-CASHBACK&cid=EXT1');
    await expect(page.getByRole('img', { name: /QR Code/ })).toBeVisible();
    await expect(page.getByText('免附財力證明')).toBeVisible();
    await expect.poll(() => a1.length).toBe(1);
    expect(a1[0]).toBeGreaterThanOrEqual(1000);
    expect(await page.evaluate(() => [sessionStorage.getItem('pageState'), sessionStorage.getItem('External'), sessionStorage.getItem('ScreenName')]))
      .toEqual(['Page0.1E', 'EXT1', 'Introduction_PC']);
    await shotBothLanguages(page, info.project.name, 'landing');
    await page.getByText(text('landing.continueDesktop')).click();
    await expect(page).toHaveURL(/#\/IndexPage/);
    expect(await page.evaluate(() => sessionStorage.getItem('STPFlowFlag'))).toBe('Y');
  });

  test('without CTID the landing page refuses: 操作不正確 (LAND-03, GUARD-09)', async ({ page }) => {
    await page.route('https://www.example-bank.com.tw/**', (route) => route.fulfill({ body: 'card page' }));
    await page.goto('/');
    // (read as it appears: the page leaves about 500 ms later, and a locator waits for that navigation)
    await expectAlert(page, '操作不正確');
  });
});

test.describe('Internet Explorer 9', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)', isMobile: false, viewport: { width: 1280, height: 800 } });
  test('sees the unsupported-browser page listing the supported browsers (LAND-13, LAND-16, LAND-17)', async ({ page }, info) => {
    await page.goto('/?CTID=DEMO-CASHBACK');
    await expect(page).toHaveURL(/#\/UnsupportedBrowser/);
    await expect(page.getByText('Chrome 80–83、Edge 80–83')).toBeVisible();
    await expect(page.getByText('Android 8–9 Chrome、iOS 12–13 Safari')).toBeVisible();
    await shotBothLanguages(page, info.project.name, 'unsupported');
  });
});
