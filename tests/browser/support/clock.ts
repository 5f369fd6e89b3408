// Holding the page's fake clock still a moment from now. After clock.install() it runs with real
// time, and clock.pauseAt only goes forward: the moment is taken from the page and set a little
// ahead; when the machine is so loaded that the two calls take longer than that, the moment has
// passed and is taken again (nothing of the page is asserted here, only a future moment chosen).
import type { Page } from '@playwright/test';

/** Pauses the page's clock `aheadMs` after the page's now (taken again if that moment has passed); returns the paused time. */
export async function pauseClockSoon(page: Page, aheadMs: number): Promise<number> {
  for (;;) {
    const at = (await page.evaluate(() => Date.now())) + aheadMs;
    try {
      await page.clock.pauseAt(at);
      return at;
    } catch (error) {
      if (!String(error).includes('fast-forward to the past')) throw error;
    }
  }
}
