// A searchable select (ARIA combobox with a listbox): type a code or a name to
// filter, arrows to move, Enter to choose, Escape to close.
import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, fieldError, formContextOf, tr } from '../shared/formContext.js';
import { useEvaluated } from '../shared/useEvaluated.js';
import { ComboList } from './ComboList.js';
import { toOptions, type SearchSelectOptions } from './contract.js';
import { useCombobox } from './useCombobox.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function SearchSelectWidget(props: WidgetProps) {
  const { id } = props;
  const fc = formContextOf(props.registry);
  const o = props.options as Partial<SearchSelectOptions>;
  const source = useEvaluated(fc, o.source);
  const all = useMemo(() => (source.status === 'ok' ? toOptions(source.value) : []), [source]);
  const editable = !props.disabled && !props.readonly;
  const combo = useCombobox({ all, value: props.value, editable, onChange: (v) => props.onChange(v) });
  const selected = all.find((x) => x.value === props.value);
  const text = combo.query ?? selected?.label ?? (typeof props.value === 'string' ? props.value : '');
  const listId = `${id}__listbox`;
  const optionId = (i: number) => `${id}__option_${i}`;
  const error = fieldError(fc, props.name, props.rawErrors);

  useEffect(() => {
    if (combo.open && combo.active >= 0) document.getElementById(optionId(combo.active))?.scrollIntoView?.({ block: 'nearest' });
  });

  return (
    <div className="wg-combo">
      <input
        id={id}
        name={props.htmlName ?? id}
        className={error ? 'wg-input wg-input--error' : 'wg-input'}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combo.open}
        aria-controls={listId}
        aria-activedescendant={combo.open && combo.active >= 0 ? optionId(combo.active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id)}
        autoComplete="off"
        placeholder={props.placeholder || undefined}
        required={props.required}
        disabled={props.disabled}
        readOnly={props.readonly}
        value={text}
        onChange={(e) => combo.type(e.currentTarget.value)}
        onClick={combo.show}
        onKeyDown={combo.onKeyDown}
        onBlur={() => {
          combo.leave();
          props.onBlur(id, props.value);
        }}
        onFocus={() => props.onFocus(id, props.value)}
      />
      <ComboList
        listId={listId}
        label={props.label || props.name}
        open={combo.open}
        shown={combo.shown}
        active={combo.active}
        value={props.value}
        noResults={tr(fc.runtime, o.noResultsText)}
        optionId={optionId}
        onChoose={combo.choose}
      />
    </div>
  );
}
