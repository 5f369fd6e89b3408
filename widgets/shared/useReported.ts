// A value a widget reports at the end of work that outlives a render (an upload's answer): rjsf
// hands it to the form only after React's next commit, but the upload in flight ends at once, and a
// Next waiting for it would validate the form without it (尚未上傳身分證 on a slow phone). So the
// value is also held as a draft (drafts.ts) until the form has it: the screen takes what is held
// after its uploads end, before it validates.
import { useCallback, useEffect, useRef } from 'react';
import type { DraftStore } from './drafts.js';

interface DraftContext { drafts?: DraftStore }

/**
 * `report(value)`: `onChange(value)`, and `value` held for `field` until the screen takes it or
 * the form's value (`current`) is it.
 */
export function useReported(formContext: unknown, field: string, current: unknown, onChange: (value: unknown) => void): (value: unknown) => void {
  const drafts = (formContext as DraftContext | undefined)?.drafts;
  const unreported = useRef<{ value: unknown } | undefined>(undefined);
  const change = useRef(onChange);
  change.current = onChange;
  // rjsf caught up: nothing is held any more.
  if (unreported.current && unreported.current.value === current) unreported.current = undefined;

  const take = useCallback((): { value: unknown } | undefined => {
    const held = unreported.current;
    unreported.current = undefined;
    return held;
  }, []);
  useEffect(() => (drafts ? drafts.hold(field, take) : undefined), [drafts, field, take]);

  return useCallback((value: unknown) => {
    unreported.current = { value };
    change.current(value);
  }, []);
}
