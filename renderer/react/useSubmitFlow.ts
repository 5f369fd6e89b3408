// What the main button sets off in the view: the controller's submit, then, when it failed, its
// first invalid field revealed (firstError.ts: the fields its problems name, and those whose
// errors its effects set, a server's answer) and, with more than one, the list of them at the
// top of the form (ErrorSummary.tsx). The controller publishes what to reveal with the errors
// (ScreenState.reveal), so the messages, the summary and the reveal are drawn in one pass.
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenController } from '../engine/screen.js';
import { fieldLabelKey, fieldOrder, type SummaryItem } from './ErrorSummary.js';
import { revealFirstInvalid } from './firstError.js';

export function useSubmitFlow(
  controller: ScreenController,
  reveal: { fields: readonly string[] } | undefined,
  fieldErrors: Record<string, string>,
  hidden: ReadonlySet<string>,
  section: RefObject<HTMLElement | null>,
  report: (err: unknown) => void,
): { summary: SummaryItem[]; onSubmit: () => void } {
  const { t } = useTranslation();
  const { screen } = controller;
  const summaryOn = useSummaryOn(reveal);
  const order = useMemo(() => fieldOrder(screen), [screen]);
  const summary = useMemo<SummaryItem[]>(() => {
    if (!summaryOn.current.on) return [];
    const shown = Object.keys(fieldErrors).filter((f) => !hidden.has(f));
    const rank = (f: string) => { const i = order.indexOf(f); return i < 0 ? order.length : i; };
    return shown.sort((a, b) => rank(a) - rank(b)).map((field) => {
      const key = fieldLabelKey(screen, field);
      return { field, label: key ? t(key) : undefined, message: fieldErrors[field] };
    });
    // (summaryOn changes only with reveal, a new object per failed submit)
  }, [summaryOn, reveal, fieldErrors, hidden, order, screen, t]);
  // An empty list draws nothing; from then on it stays off until a submit names more than one field.
  useEffect(() => { if (summaryOn.current.on && summary.length === 0) summaryOn.current.on = false; }, [summaryOn, summary]);
  const onSubmit = useCallback(() => { void controller.submit().catch(report); }, [controller, report]);
  useEffect(() => (reveal && section.current ? revealFirstInvalid(section.current, reveal.fields) : undefined), [reveal, section]);
  return { summary, onSubmit };
}

/**
 * Whether the summary is on: turned on by a failed submit that names more than one field (and not
 * off by one that names one), off once its list is empty. Followed during the render that brings
 * the submit's reveal, so the summary comes in the same pass as the messages.
 */
function useSummaryOn(reveal: { fields: readonly string[] } | undefined) {
  const state = useRef<{ reveal?: object; on: boolean }>({ on: false });
  if (reveal !== state.current.reveal) {
    state.current = { reveal, on: state.current.on || (reveal !== undefined && new Set(reveal.fields).size > 1) };
  }
  return state;
}
