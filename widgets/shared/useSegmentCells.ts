// The boxes' cells, kept in step with the field's value: a value changed from outside (a config
// action cleared it, a restore) is shown; one cleared while the applicant was typing in the group
// (a wrong code) sends the focus back to the first box for the next entry.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { toCells } from './segments.js';

export function useSegmentCells(external: string, sizes: readonly number[], group: RefObject<HTMLDivElement | null>, first: () => HTMLInputElement | null | undefined) {
  const [cells, setCells] = useState(() => toCells(external, sizes));
  const [seen, setSeen] = useState(external);
  const refocus = useRef(false);
  if (external !== seen) {
    setSeen(external);
    if (external !== cells.join('')) {
      setCells(toCells(external, sizes));
      if (external === '' && group.current?.contains(document.activeElement)) refocus.current = true;
    }
  }
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    first()?.focus();
  });
  /** The applicant's edit: shown, and known as the value already seen. */
  const edited = (next: string[]) => {
    setCells(next);
    setSeen(next.join(''));
  };
  return { cells, edited };
}
