// The production build runs under script-src 'self' without 'unsafe-eval'.
// Every browser test already fails on a violation (support/app.ts); this one
// proves the policy is really enforced, so a clean run means something.
import { expect, test } from './support/app';

test('the build is served with script-src \'self\' and no unsafe-eval, and the browser enforces it', async ({ page, csp }) => {
  const response = await page.goto('/?CTID=DEMO-CASHBACK');
  const header = response!.headers()['content-security-policy'];
  expect(header).toContain("script-src 'self'");
  expect(header).not.toContain('unsafe-eval');
  await expect(page.locator('.screen__title')).toBeVisible();
  // A script the page did not ship is refused and reported.
  const ran = await page.evaluate(() => {
    const el = document.createElement('script');
    el.textContent = 'window.__injected = true';
    document.head.appendChild(el);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => csp.length).toBeGreaterThan(0);
  expect(csp.join(' ')).toContain('script-src');
  csp.splice(0); // the one violation this test caused on purpose
});
