// The browser side of idle handling (flows/flow.json idle, renderer/engine/idle.ts):
// user activity on the window, a check every checkEveryMs on the current
// screen, and the 500x500 windows. Everything stops on unmount.
import { useEffect } from 'react';
import { safeHref } from '../../widgets/shared/sanitize.js';
import type { AppEngine } from '../engine/app.js';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
const WINDOW_FEATURES = 'width=500,height=500,noopener';

/** ThreeMinURL and SixMinURL come from the server: only addresses the link filter passes are opened. */
function openWindow(url: string): void {
  const safe = safeHref(url);
  if (safe) window.open(safe, '_blank', WINDOW_FEATURES);
}

export function useIdle(engine: AppEngine, report: (err: unknown) => void): void {
  useEffect(() => {
    const idle = engine.idle;
    if (!idle) return undefined;
    const onActivity = () => idle.activity(Date.now());
    // Capture: scroll does not bubble, and a widget stopping propagation is still activity.
    const options = { passive: true, capture: true };
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, options);
    const timer = window.setInterval(() => {
      idle.tick(Date.now(), engine.current?.controller, openWindow).catch(report);
    }, idle.checkEveryMs);
    return () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, options);
    };
  }, [engine, report]);
}
