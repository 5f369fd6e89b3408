// The OTP's complete action runs once per entry, after the completed code has reached the form
// data, and only for a code the applicant typed or pasted (restored data is no entry).
import { useEffect, useRef } from 'react';

export const isCode = (v: unknown): v is string => typeof v === 'string' && /^\d{6}$/.test(v);

/** Returns the mark to call before handing the applicant's edit to the form. */
export function useCodeEntry(value: unknown, onEntry: (code: string) => void): () => void {
  const lastEntry = useRef<string | null>(isCode(value) ? value : null);
  const lastValue = useRef<unknown>(value);
  const userEdit = useRef(false);
  useEffect(() => {
    if (Object.is(value, lastValue.current)) return;
    lastValue.current = value;
    const byUser = userEdit.current;
    userEdit.current = false;
    if (!isCode(value)) {
      lastEntry.current = null;
      return;
    }
    if (value === lastEntry.current) return;
    lastEntry.current = value;
    if (byUser) onEntry(value);
  }, [value, onEntry]);
  return () => {
    userEdit.current = true;
  };
}
