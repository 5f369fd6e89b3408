// A searchable select (ARIA combobox with a listbox): type a code or a name to
// filter, arrows to move, Enter to choose, Escape to close.
import { useEffect, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, fieldError, formContextOf, tr } from '../shared/formContext.js';
import { useEvaluated } from '../shared/useEvaluated.js';
import { filterOptions, toOptions, type SearchSelectOptions, type SelectOption } from './contract.js';

export function SearchSelectWidget(props: WidgetProps) {
  const { id } = props;
  const fc = formContextOf(props.registry);
  const o = props.options as Partial<SearchSelectOptions>;
  const source = useEvaluated(fc, o.source);
  const all = useMemo(() => (source.status === 'ok' ? toOptions(source.value) : []), [source]);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = useMemo(() => filterOptions(all, query ?? ''), [all, query]);
  const selected = all.find((x) => x.value === props.value);
  const text = query ?? selected?.label ?? (typeof props.value === 'string' ? props.value : '');
  const listId = `${id}__listbox`;
  const optionId = (i: number) => `${id}__option_${i}`;
  const error = fieldError(fc, props.name, props.rawErrors);
  const editable = !props.disabled && !props.readonly;

  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  };
  const choose = (option: SelectOption) => {
    close();
    if (option.value !== props.value) props.onChange(option.value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!editable) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(Math.max(0, shown.findIndex((x) => x.value === props.value)));
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

  const onBlur = () => {
    if (query !== null) {
      const q = query.trim();
      const exact = all.find((x) => x.value === q || x.label === q);
      if (q === '') props.onChange(undefined);
      else if (exact && exact.value !== props.value) props.onChange(exact.value);
    }
    close();
    props.onBlur(id, props.value);
  };

  return (
    <div className="wg-combo">
      <input
        id={id}
        name={props.htmlName ?? id}
        className={error ? 'wg-input wg-input--error' : 'wg-input'}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id)}
        autoComplete="off"
        placeholder={props.placeholder || undefined}
        required={props.required}
        disabled={props.disabled}
        readOnly={props.readonly}
        value={text}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setQuery(next);
          setOpen(true);
          setActive(filterOptions(all, next).length > 0 ? 0 : -1);
        }}
        onClick={() => editable && setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onFocus={() => props.onFocus(id, props.value)}
      />
      <div className="wg-combo__popup" hidden={!open}>
        <ul id={listId} role="listbox" aria-label={props.label || props.name} className="wg-combo__list">
          {open
            ? shown.map((option, i) => (
                <li
                  key={option.value}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  data-chosen={option.value === props.value || undefined}
                  className={i === active ? 'wg-combo__option wg-combo__option--active' : 'wg-combo__option'}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(option)}
                >
                  {option.label}
                </li>
              ))
            : null}
        </ul>
        {open && shown.length === 0 ? (
          <p className="wg-combo__empty" role="status">
            {tr(fc.runtime, o.noResultsText)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
