// Perf-only entry (never shipped): one of the pages scripts/perf.ts measures, chosen by ?v=:
// the 35-field probe (tests/perf/probe.json) as runtime|hand|rjsf, and /Form1 (schemas/form1.json)
// as form1 (the runtime) | form1hand (written by hand); plus the in-page clocks scripts/perf.ts
// reads (clocks.ts). Each page is its own chunk, so a page loads only its own code.
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import '../../widgets/widgets.css';
import '../../renderer/react/app.css';
import { installClocks } from './clocks.js';

installClocks('root_NameChinese');

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
