// The boxes of a docUpload field's tabs as state: the list the view draws, a ref for work that
// outlives a render (an upload in flight), Add and delete, and where the focus goes after them.
import { useEffect, useRef, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { boxesFrom, newKey, valueOfBoxes, type Box, type Boxes } from './boxes.js';
import { sanitizeEntries } from './contract.js';
import { useReported } from '../shared/useReported.js';
import type { DocTabs } from './docTabs.js';

export function useDocBoxes(props: FieldProps, tabs: DocTabs, inputId: (tab: string, position: number) => string) {
  const id = props.fieldPathId.$id;
  const [boxes, setBoxesState] = useState<Boxes>(() => boxesFrom(sanitizeEntries(props.formData), tabs.all, tabs.types, tabs.initial));
  const boxesRef = useRef(boxes);
  const reportValue = useReported(props.registry.formContext, props.name, props.formData, (value) => props.onChange(value, props.fieldPathId.path));
  /** The element to focus after the next render (a new box's input, the next tab). */
  const focusAfter = useRef<string | undefined>(undefined);

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = undefined;
    document.getElementById(target)?.focus();
  });

  const setBoxes = (next: Boxes, report = true) => {
    boxesRef.current = next;
    setBoxesState(next);
    if (report) reportValue(valueOfBoxes(next, tabs.shown, tabs.types));
  };
  const patchBox = (tab: string, key: number, patch: Partial<Box>, report = true) => {
    const now = boxesRef.current;
    setBoxes({ ...now, [tab]: (now[tab] ?? []).map((b) => (b.key === key ? { ...b, ...patch } : b)) }, report);
  };
  const add = (tab: string) => {
    const list = boxesRef.current[tab] ?? [];
    if (list.length >= tabs.maxOf(tab)) return;
    setBoxes({ ...boxesRef.current, [tab]: [...list, { key: newKey() }] }, false);
    focusAfter.current = inputId(tab, list.length + 1);
  };
  const remove = (tab: string, key: number) => {
    const list = boxesRef.current[tab] ?? [];
    const at = list.findIndex((b) => b.key === key);
    setBoxes({ ...boxesRef.current, [tab]: list.filter((b) => b.key !== key) });
    focusAfter.current = list.length - 1 < tabs.maxOf(tab) ? `${id}__add_${tab}` : inputId(tab, Math.max(1, at));
  };

  return { boxes, boxesNow: () => boxesRef.current, patchBox, add, remove, focusAfter };
}
