// Digit boxes that behave as one input: auto-advance, backspace back, paste and
// autofill across boxes. Used by the otp, cardNumber and mmyy widgets.
import { useRef } from 'react';
import type { ClipboardEvent, FocusEvent, KeyboardEvent } from 'react';
import { applyInput, backspaceFromEmpty, type CellUpdate } from './segments.js';
import { useSegmentCells } from './useSegmentCells.js';

export interface SegmentedInputProps {
  /** Id of the first box (the field template's label points at it); others get id__1, id__2 ... */
  id: string;
  sizes: readonly number[];
  value: unknown;
  onChange(value: string, cells: string[]): void;
  /** Focus left the whole group. */
  onBlur?(): void;
  groupLabel: string;
  boxLabels: readonly string[];
  placeholders?: readonly string[];
  /** autocomplete of the first box; the others are off. */
  autoComplete?: string;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  boxClassName?: string;
  autoFocus?: boolean;
}

export function boxId(id: string, index: number): string {
  return index === 0 ? id : `${id}__${index}`;
}

/** What a key does in box `index`: Backspace in an empty box edits the box before; an arrow at
 * the text's edge moves to the next box; anything else is the browser's. */
function boxKey(e: KeyboardEvent<HTMLInputElement>, index: number, cells: string[], boxes: number): { update: CellUpdate } | { focus: number } | undefined {
  const input = e.currentTarget;
  if (e.key === 'Backspace') {
    const update = backspaceFromEmpty(cells, index);
    return update ? { update } : undefined;
  }
  if (e.key === 'ArrowLeft' && index > 0 && (input.selectionStart ?? 0) === 0) return { focus: index - 1 };
  if (e.key === 'ArrowRight' && index + 1 < boxes && (input.selectionEnd ?? input.value.length) >= input.value.length) return { focus: index + 1 };
  return undefined;
}

export function SegmentedInput(props: SegmentedInputProps) {
  const { id, sizes, onChange } = props;
  const external = typeof props.value === 'string' ? props.value : '';
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const group = useRef<HTMLDivElement>(null);
  const { cells, edited } = useSegmentCells(external, sizes, group, () => inputs.current[0]);

  const editable = !props.disabled && !props.readOnly;
  const commit = (update: CellUpdate) => {
    if (!editable) return;
    edited(update.cells);
    onChange(update.cells.join(''), update.cells);
    const target = inputs.current[update.focus];
    if (target && target !== document.activeElement) target.focus();
  };

  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    const move = boxKey(e, index, cells, sizes.length);
    if (!move) return;
    e.preventDefault();
    if ('update' in move) commit(move.update);
    else inputs.current[move.focus]?.focus();
  };

  const onPaste = (index: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    e.preventDefault();
    if (!/\d/.test(text)) return;
    commit(applyInput(cells, sizes, index, text, 'paste'));
  };

  const onGroupBlur = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget as Node | null;
    if (!next || !group.current?.contains(next)) props.onBlur?.();
  };

  return (
    <div ref={group} role="group" aria-label={props.groupLabel} className={props.className ?? 'wg-boxes'} onBlur={onGroupBlur}>
      {sizes.map((size, index) => (
        <input
          key={index}
          ref={(el) => {
            inputs.current[index] = el;
          }}
          id={boxId(id, index)}
          className={props.boxClassName ?? 'wg-box'}
          data-size={size}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 && props.autoComplete ? props.autoComplete : 'off'}
          aria-label={props.boxLabels[index]}
          placeholder={props.placeholders?.[index]}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          disabled={props.disabled}
          readOnly={props.readOnly}
          autoFocus={props.autoFocus && index === 0}
          value={cells[index] ?? ''}
          onChange={(e) => commit(applyInput(cells, sizes, index, e.currentTarget.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(e) => e.currentTarget.select()}
        />
      ))}
    </div>
  );
}
