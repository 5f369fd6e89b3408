// The agent's /WaitingOTP (000 §2.4): the 600 s countdown ticking each second, a check (A129 with
// the AgentID) each 60 s, and at 0 操作逾時, the session cleared and the card landing page.
// One walk per viewport, both languages, axe (AGT-01, AGT-03..AGT-07).
import { applyButton, dialog, expect, fillStart, holdCardPage, openAgentStart, shotBothLanguages, test } from './support/app';
import { recordCalls } from './support/calls';
import { pauseClockSoon } from './support/clock';

test('agent step 0 waits on /WaitingOTP: 600 s ticking, A129 every 60 s, 操作逾時 at 0 and the card landing page (the session cleared: fx/agent-waiting-timeout.json)', async ({ page, isMobile }, info) => {
  await page.clock.install();
  const calls = recordCalls(page);
  await openAgentStart(page, 'CTID=DEMO-CASHBACK&AgentStep=0&AgentID=AG0001', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/WaitingOTP/);
  await expect(page.getByRole('heading', { name: '等待客戶驗證' })).toBeVisible();
  const timer = page.locator('.wg-countdown[role=timer]');
  await expect(timer).toHaveText('剩餘 600 秒');
  // The clock held still just after the run began, so each step below is a known number of seconds.
  await pauseClockSoon(page, 100);
  await page.clock.runFor(1_000);
  await expect(timer).toHaveText('剩餘 599 秒');
  expect(calls.requests('A129')).toHaveLength(0);
  await page.clock.runFor(59_000);
  await expect(timer).toHaveText('剩餘 540 秒');
  await expect.poll(() => calls.requests('A129').length).toBe(1);
  expect(calls.requests('A129')[0]).toMatchObject({ AgentID: 'AG0001' });
  // axe needs the page's timers: the clock runs again for the screenshots.
  await page.clock.resume();
  await shotBothLanguages(page, info.project.name, 'waitingOtp');
  const seen: string[] = [];
  const release = await holdCardPage(page, (url) => seen.push(url));
  // Held still again, to just before 0, then in small steps: the message shows for the pause
  // before the redirect (the session cleared with it).
  await pauseClockSoon(page, 100);
  const left = Number(/\d+/.exec((await timer.textContent()) ?? '')![0]);
  await page.clock.runFor((left - 2) * 1000);
  await expect(timer).toHaveText(/剩餘 [23] 秒/);
  for (let i = 0; i < 40 && (await dialog(page).count()) === 0; i++) await page.clock.runFor(100);
  await expect(dialog(page)).toContainText('操作逾時');
  await page.clock.runFor(1_000);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen[0]).toMatch(/^https:\/\/www\.example-bank\.com\.tw\//);
  release();
});
