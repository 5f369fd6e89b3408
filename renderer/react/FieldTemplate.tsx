// Label, control, help and the engine's error for one field. The error's id
// is `<id>__error`, which rjsf's inputs already name in aria-describedby.
import type { FieldTemplateProps } from '@rjsf/utils';
import { createContext, useContext } from 'react';
import type { WidgetContract } from '../../widgets/contracts.js';
import { useLiveError } from '../../widgets/shared/liveContext.js';
import type { RuntimeFormContext } from './formContext.js';

/** The contracts of the widgets the screen loaded (widgets/registry.ts), by name: ScreenForm provides them. */
export const WidgetContracts = createContext<Readonly<Record<string, WidgetContract>>>({});

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, displayLabel, description, rawDescription, help, rawHelp, hidden, classNames } = props;
  // The messages are live (widgets/shared/liveContext.ts): a new one redraws this template, not rjsf's field.
  const name = id.replace(/^root_/, '');
  const error = useLiveError(props.registry.formContext, name);
  const contracts = useContext(WidgetContracts);
  if (hidden) return <div hidden>{children}</div>;
  if (id === 'root') return children;
  const ctx = props.registry.formContext as RuntimeFormContext | undefined;
  const required = ctx?.required.has(name) ?? false;
  // Widgets that label themselves (checkbox with link, OTP boxes, display blocks) get no second label.
  const ui = props.uiSchema ?? {};
  const widgetName = String(ui['ui:widget'] ?? ui['ui:field'] ?? '');
  const ownError = contracts[widgetName]?.ownError ?? false;
  const showLabel = displayLabel && !!label && !(contracts[widgetName]?.ownLabel ?? false);
  return (
    <div className={`field ${classNames ?? ''} ${error ? 'field--error' : ''}`.trim()}>
      {showLabel && (
        <label htmlFor={id} className="field__label">
          {label}
          {required && <span className="field__required" aria-hidden="true"> *</span>}
        </label>
      )}
      {/* (rjsf's description and help templates draw nothing without a text: not drawn at all, most fields have neither) */}
      {displayLabel && rawDescription ? description : null}
      {children}
      {error && !ownError && <div id={`${id}__error`} className="field__error" role="alert">{error}</div>}
      {rawHelp ? help : null}
    </div>
  );
}
