// What the main button sets off in the view: the controller's submit, then, when it failed, its
// first invalid field revealed (firstError.ts: the fields its problems name, and those whose
// errors its effects set, a server's answer) and, with more than one, the list of them at the
// top of the form (ErrorSummary.tsx).
import { useCallback, useEffect, useMemo, useState, type MutableRefObject, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenController } from '../engine/screen.js';
import { fieldLabelKey, fieldOrder, type SummaryItem } from './ErrorSummary.js';
import { revealFirstInvalid } from './firstError.js';

export function useSubmitFlow(
  controller: ScreenController,
  fieldErrors: Record<string, string>,
  hidden: ReadonlySet<string>,
  section: RefObject<HTMLElement | null>,
  spuriousRevision: MutableRefObject<number>,
  report: (err: unknown) => void,
): { summary: SummaryItem[]; onSubmit: () => void } {
  const { t } = useTranslation();
  const { screen } = controller;
  const [reveal, setReveal] = useState<{ fields: string[] }>();
  const [summaryOn, setSummaryOn] = useState(false);
  const order = useMemo(() => fieldOrder(screen), [screen]);
  const summary = useMemo<SummaryItem[]>(() => {
    if (!summaryOn) return [];
    const shown = Object.keys(fieldErrors).filter((f) => !hidden.has(f));
    const rank = (f: string) => { const i = order.indexOf(f); return i < 0 ? order.length : i; };
    return shown.sort((a, b) => rank(a) - rank(b)).map((field) => {
      const key = fieldLabelKey(screen, field);
      return { field, label: key ? t(key) : undefined, message: fieldErrors[field] };
    });
  }, [summaryOn, fieldErrors, hidden, order, screen, t]);
  useEffect(() => { if (summaryOn && summary.length === 0) setSummaryOn(false); }, [summaryOn, summary]);
  const onSubmit = useCallback(() => {
    const before = controller.getState().fieldErrors;
    const revisionBefore = controller.getState().contextRevision;
    void controller.submit().then((problems) => {
      // The validation stopped it: the one revision it bumped changed no data (useLiveContext.ts).
      const revisionAfter = controller.getState().contextRevision;
      if (problems.length && revisionAfter === revisionBefore + 1) spuriousRevision.current = revisionAfter;
      const fields = problems.flatMap((p) => (p.field ? [p.field] : []));
      const after = controller.getState().fieldErrors;
      if (after !== before) fields.push(...Object.keys(after));
      if (fields.length) setReveal({ fields });
      if (new Set(fields).size > 1) setSummaryOn(true);
    }).catch(report);
  }, [controller, report, spuriousRevision]);
  useEffect(() => (reveal && section.current ? revealFirstInvalid(section.current, reveal.fields) : undefined), [reveal, section]);
  return { summary, onSubmit };
}
