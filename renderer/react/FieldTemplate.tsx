// Label, control, help and the engine's error for one field. The error's id
// is `<id>__error`, which rjsf's inputs already name in aria-describedby.
import type { FieldTemplateProps } from '@rjsf/utils';
import type { RuntimeFormContext } from './formContext.js';

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, displayLabel, description, help, hidden, classNames } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (id === 'root') return children;
  const ctx = props.registry.formContext as RuntimeFormContext | undefined;
  const name = id.replace(/^root_/, '');
  const error = ctx?.fieldErrors[name];
  const required = ctx?.required.has(name) ?? false;
  return (
    <div className={`field ${classNames ?? ''} ${error ? 'field--error' : ''}`.trim()}>
      {displayLabel && label && (
        <label htmlFor={id} className="field__label">
          {label}
          {required && <span className="field__required" aria-hidden="true"> *</span>}
        </label>
      )}
      {displayLabel && description}
      {children}
      {error && <div id={`${id}__error`} className="field__error" role="alert">{error}</div>}
      {help}
    </div>
  );
}
