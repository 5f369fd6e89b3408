// Pure logic of segmented digit boxes (OTP 6x1, card number 4x4, MM/YY 2x2).
import { digitsOnly } from './sanitize.js';

export function total(sizes: readonly number[]): number {
  return sizes.reduce((a, b) => a + b, 0);
}

/** Splits a digit string into boxes in order. */
export function toCells(value: unknown, sizes: readonly number[]): string[] {
  let rest = digitsOnly(value).slice(0, total(sizes));
  return sizes.map((size) => {
    const cell = rest.slice(0, size);
    rest = rest.slice(size);
    return cell;
  });
}

export function isComplete(cells: readonly string[], sizes: readonly number[]): boolean {
  return sizes.every((size, i) => (cells[i] ?? '').length === size);
}

export interface CellUpdate {
  cells: string[];
  /** Box to focus after the update. */
  focus: number;
}

/**
 * Applies what arrived in box `index`. A full-length entry (an autofilled or
 * pasted card number, an SMS code) fills every box from the first. Typed text
 * longer than the box flows on only into following boxes that are still empty;
 * pasted text flows on over them. A one-digit box that already held a digit
 * takes the newly typed one.
 */
export function applyInput(cells: readonly string[], sizes: readonly number[], index: number, raw: string, mode: 'type' | 'paste' = 'type'): CellUpdate {
  const next = [...cells];
  const all = total(sizes);
  let digits = digitsOnly(raw);
  let start = index;
  const fullEntry = digits.length >= all && all > sizes[index];
  if (fullEntry) {
    digits = digits.slice(0, all);
    start = 0;
  } else if (mode === 'type' && sizes[index] === 1 && digits.length === 2 && cells[index] !== '') {
    digits = digits.startsWith(cells[index]) ? digits.slice(1) : digits.slice(0, 1);
  }
  if (digits === '') {
    next[index] = '';
    return { cells: next, focus: index };
  }
  let box = start;
  let last = start;
  while (box < sizes.length && digits !== '') {
    if (box > start && mode === 'type' && !fullEntry && cells[box] !== '') break;
    next[box] = digits.slice(0, sizes[box]);
    digits = digits.slice(sizes[box]);
    last = box;
    box += 1;
  }
  const full = next[last].length === sizes[last];
  return { cells: next, focus: full && last + 1 < sizes.length ? last + 1 : last };
}

/** Backspace in an empty box: go to the previous box and remove its last digit. */
export function backspaceFromEmpty(cells: readonly string[], index: number): CellUpdate | undefined {
  if (index === 0 || cells[index] !== '') return undefined;
  const next = [...cells];
  next[index - 1] = next[index - 1].slice(0, -1);
  return { cells: next, focus: index - 1 };
}
