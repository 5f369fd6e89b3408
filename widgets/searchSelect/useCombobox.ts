// The search select's state: the text typed (null while none), whether the list is open and
// which option is active; what the keys, a choice, typing and leaving the field do to it and to
// the value (an exact code or name typed and left counts as chosen; an emptied field clears it).
import { useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { filterOptions, type SelectOption } from './contract.js';

interface ComboInput {
  all: SelectOption[];
  value: unknown;
  editable: boolean;
  onChange(value: string | undefined): void;
}

export function useCombobox({ all, value, editable, onChange }: ComboInput) {
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = useMemo(() => filterOptions(all, query ?? ''), [all, query]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  };
  const choose = (option: SelectOption) => {
    close();
    if (option.value !== value) onChange(option.value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!editable) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(Math.max(0, shown.findIndex((x) => x.value === value)));
      } else setActive(Math.min(active + 1, shown.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (open) setActive(Math.max(active - 1, 0));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      if (active >= 0 && shown[active]) choose(shown[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };
  const type = (next: string) => {
    setQuery(next);
    setOpen(true);
    setActive(filterOptions(all, next).length > 0 ? 0 : -1);
  };
  const leave = () => {
    if (query !== null) {
      const q = query.trim();
      const exact = all.find((x) => x.value === q || x.label === q);
      if (q === '') onChange(undefined);
      else if (exact && exact.value !== value) onChange(exact.value);
    }
    close();
  };
  return { query, open, active, shown, choose, onKeyDown, type, leave, show: () => editable && setOpen(true) };
}
