// Text with suggestions in a native <datalist> (the input becomes a combobox for assistive
// technology and phones show the suggestions above the keyboard). Company names are fetched
// through a named action, debounced; mail domains complete the part after '@'.
import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, fieldError, formContextOf, runAction } from '../shared/formContext.js';
import { numberOption } from '../shared/sanitize.js';
import { useEvaluated, valueOf } from '../shared/useEvaluated.js';
import { domainSuggestions, matching, suggestionTexts, type SuggestTextOptions } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function SuggestTextWidget(props: WidgetProps) {
  const fc = formContextOf(props.registry);
  const { runtime } = fc;
  const o = props.options as SuggestTextOptions;
  const source = useEvaluated(fc, o.source);
  const debounce = useEvaluated(fc, typeof o.debounceMs === 'string' ? o.debounceMs : undefined);
  const pause = numberOption(typeof o.debounceMs === 'number' ? o.debounceMs : valueOf(debounce)) ?? 300;
  const [fetched, setFetched] = useState<unknown>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = useRef(true);
  const text = typeof props.value === 'string' ? props.value : '';
  const error = fieldError(fc, props.name, props.rawErrors);
  const listId = `${props.id}__suggestions`;

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const ask = (query: string) => {
    clearTimeout(timer.current);
    if (!o.suggestAction || query.trim().length < (o.minChars ?? 1)) return;
    timer.current = setTimeout(() => {
      void runAction(runtime, o.suggestAction, { query }).then(async () => {
        if (!live.current || !o.source) return;
        const value = await runtime.evaluate(o.source).catch(() => undefined);
        if (live.current) setFetched(value);
      });
    }, pause);
  };

  const list = [...suggestionTexts(fetched ?? valueOf(source), o.valueKey), ...(Array.isArray(o.domains) ? domainSuggestions(text, o.domains) : [])];
  const shown = matching(list, text, o.maxSuggestions ?? 10);

  return (
    <>
      <input
        id={props.id}
        name={props.htmlName ?? props.id}
        className={error ? 'wg-input wg-input--error' : 'wg-input'}
        type="text"
        list={listId}
        inputMode={o.inputMode as 'email' | 'text' | undefined}
        autoComplete={o.autocomplete ?? 'off'}
        spellCheck={false}
        maxLength={o.maxLength}
        placeholder={props.placeholder || undefined}
        required={props.required}
        disabled={props.disabled}
        readOnly={props.readonly}
        autoFocus={props.autofocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.id)}
        value={text}
        onChange={(e) => {
          const next = e.currentTarget.value;
          props.onChange(next === '' ? undefined : next);
          ask(next);
        }}
        onBlur={(e) => props.onBlur(props.id, e.currentTarget.value)}
        onFocus={(e) => props.onFocus(props.id, e.currentTarget.value)}
      />
      <datalist id={listId}>
        {shown.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </>
  );
}
