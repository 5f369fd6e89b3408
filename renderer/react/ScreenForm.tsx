// Renders one configured screen with @rjsf/core, given its JSON Schema
// validator (ScreenView loads the precompiled one; the checker's smoke render
// passes a Node one). Everything screen-specific comes from its config; this
// file knows no screen. A config fault (a uiSchema rjsf refuses, a widget that
// throws) is reported with file and pointer, and the form is not drawn.
import Form from '@rjsf/core';
import type { ValidatorType } from '@rjsf/utils';
import { Component, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fields as widgetFields, widgets } from '../../widgets/index.js';
import type { ScreenController } from '../engine/screen.js';
import { FieldTemplate } from './FieldTemplate.js';
import type { RuntimeFormContext } from './formContext.js';
import { HiddenField } from './HiddenField.js';
import type { ScreenRuntime } from './screenRuntime.js';
import { uiSchemaFaults, uiSchemaView } from './uiSchemaView.js';

const fields = { ...widgetFields, hiddenField: HiddenField };
const templates = { FieldTemplate };

export interface ScreenFormProps {
  controller: ScreenController;
  report: (err: unknown) => void;
  validator: ValidatorType;
  /** Widgets and fields beside the registry's (the checker's stand-ins for test contracts). */
  extraWidgets?: Record<string, unknown>;
  extraFields?: Record<string, unknown>;
}

/** A widget or rjsf throwing while rendering is a config fault of this screen, not a blank page. */
class FormBoundary extends Component<{ file: string; report: (err: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } { return { failed: true }; }
  componentDidCatch(err: unknown): void {
    this.props.report(new Error(`${this.props.file}#/uiSchema: the form failed to render: ${err instanceof Error ? err.message : String(err)}`));
  }
  render(): ReactNode { return this.state.failed ? null : this.props.children; }
}

export function ScreenForm({ controller, report, validator, extraWidgets, extraFields }: ScreenFormProps) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const { t, i18n } = useTranslation();
  const screen = controller.screen;
  const file = `schemas/${screen.id}.json`;

  const runtime = useMemo<ScreenRuntime>(() => ({
    trigger: (action, event) => controller.trigger(action, event).then(() => undefined, report),
    context: () => controller.context(),
    evaluate: (expr) => controller.evaluate(expr).catch((err: unknown) => { report(err); throw err; }),
    t: (key, params) => t(key, params ?? {}),
    language: () => i18n.language,
  }), [controller, report, t, i18n.language]);

  const faults = useMemo(() => uiSchemaFaults(screen.schema, screen.uiSchema, file), [screen, file]);
  useEffect(() => { for (const fault of faults) report(new Error(fault)); }, [faults, report]);
  const uiSchema = useMemo(() => uiSchemaView(screen.uiSchema, state.hidden, (k) => t(k)), [screen, state.hidden, t]);
  const fieldErrors = useMemo(() => Object.fromEntries(
    Object.entries(state.fieldErrors).map(([field, e]) => [field, t(e.message, e.params)]),
  ), [state.fieldErrors, t]);
  const formContext: RuntimeFormContext = {
    runtime, fieldErrors, revision: state.contextRevision, required: state.required, hidden: state.hidden, loaded: state.loaded,
  };

  const submit = screen.submit;
  return (
    <section className={`screen screen--${screen.id}${faults.length ? ' screen--fault' : ''}`} aria-busy={state.busy}>
      <h1 className="screen__title">{t(screen.title)}</h1>
      {faults.length === 0 && (
        <FormBoundary file={file} report={report}>
          <Form
            schema={screen.schema}
            uiSchema={uiSchema}
            formData={state.form}
            validator={validator}
            widgets={extraWidgets ? { ...extraWidgets, ...widgets } as typeof widgets : widgets}
            fields={extraFields ? { ...extraFields, ...fields } as typeof fields : fields}
            templates={templates}
            formContext={formContext}
            noValidate
            noHtml5Validate
            showErrorList={false}
            onChange={(e) => { void controller.change((e.formData ?? {}) as Record<string, unknown>).catch(report); }}
            onSubmit={() => { void controller.submit().catch(report); }}
          >
            {submit && !state.submitHidden ? (
              <div className="screen__actions">
                <button type="submit" className="button button--primary" disabled={!state.submitEnabled || state.busy}>
                  {t(submit.label)}
                </button>
              </div>
            ) : <></>}
          </Form>
        </FormBoundary>
      )}
    </section>
  );
}
