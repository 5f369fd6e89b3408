// Typed text the screen's text widgets hold before the form has it (widgets/shared/drafts.ts): a
// field with onChange effects commits each key at once while one of them would act (atOnce.ts);
// the controller takes what is held before it submits, runs an action or leaves, and a page hide
// (a reload, a closed tab, a phone switching apps) keeps what was typed a moment ago.
import { useEffect, useMemo, useRef } from 'react';
import { DraftStore } from '../../widgets/shared/drafts.js';
import type { ScreenController } from '../engine/screen.js';
import { AtOnceRule } from './atOnce.js';

export function useDrafts(controller: ScreenController, contextRevision: number, report: (err: unknown) => void): DraftStore {
  const { screen } = controller;
  const atOnce = useMemo(() => new AtOnceRule(screen.onChange, (expr) => controller.evaluate(expr)), [screen, controller]);
  useEffect(() => { void atOnce.refresh(contextRevision); }, [atOnce, contextRevision]);
  // Text due after a pause or on blur goes to the controller, which gives the form the new data,
  // drawn in a task after the one that wrote it and ran its rules.
  const reportNow = useRef(report);
  reportNow.current = report;
  const drafts = useMemo(() => new DraftStore(atOnce.now, () => { void controller.commitPending({ drawLater: true }).catch((err: unknown) => { reportNow.current(err); }); }), [atOnce, controller]);
  useEffect(() => controller.holdPending(() => drafts.takeAll()), [controller, drafts]);
  useEffect(() => {
    // (The checker's smoke render draws the form where there is no window.)
    if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
    const keep = () => { void controller.commitPending().catch(report); };
    const hidden = () => { if (document.visibilityState === 'hidden') keep(); };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', hidden);
    return () => { window.removeEventListener('pagehide', keep); document.removeEventListener('visibilitychange', hidden); };
  }, [controller, report]);
  return drafts;
}
