// Perf-only (never shipped): what every page of scripts/perf.ts shares, imported first by each
// page's HTML (written by pages.ts: its PAGES): the app's styles,
// the in-page clocks scripts/perf.ts reads (clocks.ts), and the mount. Each page is an entry of its
// own that imports its code statically, as the app's entry imports the runtime, so its code loads
// as the app's does (the HTML's module preloads), not behind a dynamic import.
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import '../../widgets/widgets.css';
import '../../renderer/react/app.css';
import { installClocks } from './clocks.js';

installClocks('root_NameChinese');

export function mount(Page: () => ReactElement): void {
  createRoot(document.getElementById('root')!).render(<Page />);
}
