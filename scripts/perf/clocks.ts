// The in-page clocks scripts/perf.ts reads (perf-only, never shipped). Every figure ends at a
// paint: a requestAnimationFrame, then a task after it, runs once the frame holding the change has
// been produced. Times are from the browser's own event timestamps, so an event that had to wait
// for a busy main thread (a deferred commit running when the key came) counts its wait.

export interface Blocks { longest: number; total: number }

export interface PerfClocks {
  /** First field painted, ms since navigation. */
  rendered?: number;
  /** Each key: its keydown to the paint after its input was handled (the typed text shown, the form told or holding it). */
  keys: number[];
  clickAt: number;
  /** The click to the paint after the expected errors are in the page. */
  errorsPainted?: number;
  watchErrors(selector: string, count: number): void;
  /** The main thread's blocks over the next `ms`: a heartbeat's longest gap, and the sum of its gaps over 16 ms. */
  watchBlocks(ms: number): Promise<Blocks>;
}

declare global {
  interface Window { __perf: PerfClocks }
}

/** Calls `done` with performance.now() once the next frame has been produced. */
function afterPaint(done: (at: number) => void): void {
  requestAnimationFrame(() => { setTimeout(() => done(performance.now()), 0); });
}

function heartbeat(ms: number): Promise<Blocks> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const end = performance.now() + ms;
    let last = performance.now();
    const blocks: Blocks = { longest: 0, total: 0 };
    channel.port1.onmessage = () => {
      const now = performance.now();
      const gap = now - last;
      last = now;
      blocks.longest = Math.max(blocks.longest, gap);
      if (gap > 16) blocks.total += gap;
      if (now < end) channel.port2.postMessage(null);
      else { channel.port1.close(); resolve(blocks); }
    };
    channel.port2.postMessage(null);
  });
}

export function installClocks(firstFieldId: string): void {
  const perf: PerfClocks = {
    keys: [],
    clickAt: 0,
    watchErrors: (selector, count) => {
      perf.errorsPainted = undefined;
      const seen = new MutationObserver(() => {
        if (document.querySelectorAll(selector).length < count) return;
        seen.disconnect();
        afterPaint((at) => { perf.errorsPainted = at - perf.clickAt; });
      });
      seen.observe(document.body, { childList: true, subtree: true });
    },
    watchBlocks: heartbeat,
  };
  window.__perf = perf;
  let keyAt = 0;
  addEventListener('keydown', (e) => { keyAt = e.timeStamp; }, true);
  addEventListener('input', () => { const at = keyAt; afterPaint((now) => perf.keys.push(now - at)); }, true);
  addEventListener('click', (e) => { perf.clickAt = e.timeStamp; }, true);
  const firstField = new MutationObserver(() => {
    if (!document.getElementById(firstFieldId)) return;
    firstField.disconnect();
    afterPaint((at) => { perf.rendered = at; });
  });
  firstField.observe(document.getElementById('root')!, { childList: true, subtree: true });
}
