// A text input that normalises what is typed (digits only, upper case ...),
// leaving an IME composition alone until it ends. With `deferred`, the typed text is held
// as a draft (drafts.ts) and reaches the form after a pause, on blur, or at once where a
// rule acts on the field, so a keystroke re-renders this input alone.
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, fieldError, formContextOf } from './formContext.js';
import { applyPadStart, type PadStart } from './sanitize.js';
import { useDraft } from './useDraft.js';

export interface FilteredTextInputProps {
  props: WidgetProps;
  filter(text: string): string | undefined;
  inputMode: 'numeric' | 'text' | 'tel';
  className: string;
  autoCapitalize?: string;
  /** Hold typed text as a draft (the simple text widgets); without it every change reaches the form at once. */
  deferred?: boolean;
  /** Dots instead of the characters (type password). */
  masked?: boolean;
}

export function FilteredTextInput({ props, filter, inputMode, className, autoCapitalize, deferred = false, masked = false }: FilteredTextInputProps) {
  const fc = formContextOf(props.registry);
  const o = props.options as { padStart?: PadStart; autocomplete?: string };
  const [composing, setComposing] = useState<string | null>(null);
  const error = fieldError(fc, props.name, props.rawErrors);
  const draft = useDraft(props);
  const shown = deferred ? draft.value : props.value;
  const value = typeof shown === 'string' || typeof shown === 'number' ? String(shown) : '';

  const emit = (raw: string) => {
    const next = filter(raw);
    if (deferred) draft.change(next);
    else if (next !== props.value) props.onChange(next);
    return next;
  };

  return (
    <input
      id={props.id}
      name={props.htmlName ?? props.id}
      className={error ? `wg-input ${className} wg-input--error` : `wg-input ${className}`}
      type={masked ? 'password' : 'text'}
      inputMode={inputMode}
      autoComplete={o.autocomplete ?? 'off'}
      autoCapitalize={autoCapitalize}
      spellCheck={false}
      placeholder={props.placeholder || undefined}
      required={props.required}
      disabled={props.disabled}
      readOnly={props.readonly}
      autoFocus={props.autofocus}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props.id)}
      value={composing ?? value}
      onCompositionStart={(e) => setComposing(e.currentTarget.value)}
      onCompositionEnd={(e) => {
        setComposing(null);
        emit(e.currentTarget.value);
      }}
      onChange={(e) => {
        if (composing !== null) setComposing(e.currentTarget.value);
        else emit(e.currentTarget.value);
      }}
      onBlur={(e) => {
        const current = filter(e.currentTarget.value) ?? '';
        const padded = applyPadStart(current, o.padStart);
        const next = padded === current ? filter(current) : emit(padded);
        if (deferred) draft.commit();
        props.onBlur(props.id, next);
      }}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}
