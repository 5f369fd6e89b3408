// rjsf's core BaseInputTemplate, as one component: the same <input>, clear button and examples list,
// but the examples list (rjsf's SchemaExamples) drawn only for a schema with examples, which no
// screen's field has, instead of a component on every input that draws nothing. The plain text
// widget draws it within its own render (useInputElement), so a key typed in a text field, and
// the first validation marking each field, render one component where rjsf's way rendered three
// (issue 22: the keys and the first validation).
import SchemaExamples from '@rjsf/core/lib/components/SchemaExamples.js';
import { ariaDescribedByIds, examplesId, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, type ChangeEvent, type FocusEvent, type MouseEvent, type ReactElement } from 'react';

/** The input rjsf's BaseInputTemplate draws for `props`, drawn by the calling component (a hook: it holds the input's handlers). */
export function useInputElement(props: BaseInputTemplateProps): ReactElement {
  // (as rjsf's own: what is not the input's is taken out; the rest, aria-* included, goes onto it)
  const {
    id, name: _name, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride,
    options, schema, uiSchema: _uiSchema, registry, rawErrors: _rawErrors, type, hideLabel: _hideLabel, hideError: _hideError, ...rest
  } = props;
  const inputProps = { ...rest, ...getInputProps(schema, type, options) };
  const numeric = inputProps.type === 'number' || inputProps.type === 'integer';
  const inputValue: unknown = numeric ? (value || value === 0 ? value : '') : (value ?? '');
  const change = useCallback(({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value), [onChange, options]);
  const blur = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target?.value), [onBlur, id]);
  const focus = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target?.value), [onFocus, id]);
  const clear = useCallback((e: MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    onChange(options.emptyValue);
  }, [onChange, options.emptyValue]);
  const { ClearButton } = registry.templates.ButtonTemplates;
  const examples = Array.isArray(schema.examples);
  return (
    <>
      <input
        id={id} name={htmlName || id} className="form-control" readOnly={readonly} disabled={disabled} autoFocus={autofocus}
        value={inputValue as string} {...inputProps} list={schema.examples ? examplesId(id) : undefined}
        onChange={onChangeOverride || change} onBlur={blur} onFocus={focus} aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
      />
      {options.allowClearTextInputs && !readonly && !disabled && inputValue ? <ClearButton registry={registry} onClick={clear} /> : null}
      {examples ? <SchemaExamples id={id} schema={schema} /> : null}
    </>
  );
}

/** The screen's form's BaseInputTemplate: rjsf's core markup (useInputElement). */
export function InputTemplate(props: BaseInputTemplateProps): ReactElement {
  return useInputElement(props);
}
