// Perf-only entry (never shipped): one of the pages scripts/perf.ts measures, chosen by ?v=:
// the 35-field probe (tests/perf/probe.json) as runtime|hand|rjsf, and /Form1 (schemas/form1.json)
// as form1 (the runtime) | form1hand (written by hand); plus the in-page clocks scripts/perf.ts
// reads. Each page is its own chunk, so a page loads only its own code.
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import '../../widgets/widgets.css';
import '../../renderer/react/app.css';

declare global {
  interface Window {
    __perf: { rendered?: number; keyAt: number; keyDone: number; clickAt: number; submitAt: number; errorsAt?: number; watchErrors(selector: string, count: number): void };
  }
}

// Clocks read by scripts/perf.ts. A key's cost runs from its keydown to the first task after its
// keyup (React's work and the rules' promises are done by then); a submit's from the click, and from the form's submit event, to the
// DOM mutation that shows the last expected error; the first render to the mutation adding the first field.
const perf: Window['__perf'] = {
  keyAt: 0,
  keyDone: 0,
  clickAt: 0,
  submitAt: 0,
  watchErrors: (selector, count) => {
    perf.errorsAt = undefined;
    const seen = new MutationObserver(() => {
      if (document.querySelectorAll(selector).length < count) return;
      perf.errorsAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document.body, { childList: true, subtree: true });
  },
};
window.__perf = perf;
addEventListener('keydown', (e) => { perf.keyAt = e.timeStamp; perf.keyDone = 0; }, true);
addEventListener('keyup', () => { setTimeout(() => { perf.keyDone = performance.now(); }, 0); }, true);
addEventListener('click', (e) => { perf.clickAt = e.timeStamp; }, true);
addEventListener('submit', (e) => { perf.submitAt = e.timeStamp; }, true);
const firstField = new MutationObserver(() => {
  if (!document.getElementById('root_NameChinese')) return;
  perf.rendered = performance.now();
  firstField.disconnect();
});
firstField.observe(document.getElementById('root')!, { childList: true, subtree: true });

const variant = new URLSearchParams(location.search).get('v') ?? 'runtime';
const pages: Record<string, () => Promise<{ Page: () => ReactElement }>> = {
  runtime: () => import('./runtimePage.js'),
  hand: () => import('./handPage.js'),
  rjsf: () => import('./rjsfPage.js'),
  form1: () => import('./form1RuntimePage.js'),
  form1hand: () => import('./form1HandPage.js'),
};
const { Page } = await pages[variant]();
createRoot(document.getElementById('root')!).render(<Page />);
