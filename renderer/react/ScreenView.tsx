// Renders one configured screen with @rjsf/core. Everything screen-specific
// comes from its config; this file knows no screen.
import Form from '@rjsf/core';
import type { ValidatorType } from '@rjsf/utils';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fields as widgetFields, widgets } from '../../widgets/index.js';
import type { ScreenController } from '../engine/screen.js';
import { FieldTemplate } from './FieldTemplate.js';
import type { RuntimeFormContext } from './formContext.js';
import { HiddenField } from './HiddenField.js';
import type { ScreenRuntime } from './screenRuntime.js';
import { uiSchemaView } from './uiSchemaView.js';
import { loadValidator } from './validators.js';

const fields = { ...widgetFields, hiddenField: HiddenField };
const templates = { FieldTemplate };

export function ScreenView({ controller, report }: { controller: ScreenController; report: (err: unknown) => void }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const { t, i18n } = useTranslation();
  const screen = controller.screen;
  const [validator, setValidator] = useState<ValidatorType>();

  useEffect(() => {
    let live = true;
    loadValidator(screen.id).then((v) => live && setValidator(() => v), report);
    return () => { live = false; };
  }, [screen.id, report]);

  const runtime = useMemo<ScreenRuntime>(() => ({
    trigger: (action, event) => controller.trigger(action, event).then(() => undefined, report),
    context: () => controller.context(),
    evaluate: (expr) => controller.evaluate(expr).catch((err: unknown) => { report(err); throw err; }),
    t: (key, params) => t(key, params ?? {}),
    language: () => i18n.language,
  }), [controller, report, t, i18n.language]);

  const uiSchema = useMemo(() => uiSchemaView(screen.uiSchema, state.hidden, (k) => t(k)), [screen, state.hidden, t]);
  const fieldErrors = useMemo(() => Object.fromEntries(
    Object.entries(state.fieldErrors).map(([field, e]) => [field, t(e.message, e.params)]),
  ), [state.fieldErrors, t]);
  const formContext: RuntimeFormContext = {
    runtime, fieldErrors, revision: state.contextRevision, required: state.required, hidden: state.hidden, loaded: state.loaded,
  };

  if (!validator) return <div className="screen screen--loading" aria-busy="true" />;
  const submit = screen.submit;
  return (
    <section className={`screen screen--${screen.id}`} aria-busy={state.busy}>
      <h1 className="screen__title">{t(screen.title)}</h1>
      <Form
        schema={screen.schema}
        uiSchema={uiSchema}
        formData={state.form}
        validator={validator}
        widgets={widgets}
        fields={fields}
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
    </section>
  );
}
