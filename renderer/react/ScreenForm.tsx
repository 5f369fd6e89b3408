// Renders one configured screen with @rjsf/core's fields and widgets (SchemaForm.tsx), given its JSON Schema
// validator (ScreenView loads the precompiled one; the checker's smoke render
// passes a Node one). Everything screen-specific comes from its config; this
// file knows no screen. A config fault (a uiSchema rjsf refuses, a widget that
// throws) is reported with file and pointer, and the form is not drawn.
// A keystroke costs its field alone: text widgets hold typed text as a draft
// (widgets/shared/drafts.ts) which the controller takes before it submits, runs an
// action or leaves, and this view on a page hide; the form element is memoised,
// so state that is not the form's (busy, the submit rule) re-renders the button only.
import CheckboxWidget from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import RadioWidget from '@rjsf/core/lib/components/widgets/RadioWidget.js';
import SelectWidget from '@rjsf/core/lib/components/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
import type { ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionObjectFieldTemplate } from '../../widgets/display/sections.js';
import { DraftTextWidget } from '../../widgets/shared/DraftTextWidget.js';
import { withInvalidMark } from '../../widgets/shared/invalidMark.js';
import type { ScreenWidgets } from '../../widgets/registry.js';
import type { ScreenController } from '../engine/screen.js';
import { FieldTemplate, WidgetContracts } from './FieldTemplate.js';
import { drawnDirectly } from './directWidgets.js';
import { ErrorSummary } from './ErrorSummary.js';
import { FormBoundary, SubmitButton, UploadWait } from './FormParts.js';
import type { RuntimeFormContext } from './formContext.js';
import { HiddenField } from './HiddenField.js';
import { MemoSchemaField } from './MemoSchemaField.js';
import { SchemaForm } from './SchemaForm.js';
import { screenShown } from './routeFocus.js';
import { StableObjectField } from './StableObjectField.js';
import { useScreenRuntime } from './screenRuntimeOf.js';
import { uiSchemaFaults, uiSchemaView } from './uiSchemaView.js';
import { useDrafts } from './useDrafts.js';
import { useLiveContext } from './useLiveContext.js';
import { useSubmitFlow } from './useSubmitFlow.js';

// rjsf's own widgets, imported one by one: the build's form carries only rjsf's core registry (widgets/rjsf/core.ts).
const markedBuiltins = {
  SelectWidget: withInvalidMark(SelectWidget),
  CheckboxWidget: withInvalidMark(CheckboxWidget),
  RadioWidget: withInvalidMark(RadioWidget),
  TextareaWidget: withInvalidMark(TextareaWidget),
};
const templates = { FieldTemplate, ObjectFieldTemplate: SectionObjectFieldTemplate };

export interface ScreenFormProps {
  controller: ScreenController;
  report: (err: unknown) => void;
  validator: ValidatorType;
  /** The widgets and fields the screen's uiSchema names, loaded (widgets/registry.ts; widgets/index.ts's everyWidget in Node). */
  registry: ScreenWidgets;
  /** Widgets and fields beside the registry's (the checker's stand-ins for test contracts). */
  extraWidgets?: Record<string, unknown>;
  extraFields?: Record<string, unknown>;
}

export function ScreenForm({ controller, report, validator, registry, extraWidgets, extraFields }: ScreenFormProps) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const { t, i18n } = useTranslation();
  const screen = controller.screen;
  const file = `schemas/${screen.id}.json`;
  const runtime = useScreenRuntime(controller, report);

  const faults = useMemo(() => uiSchemaFaults(screen.schema, screen.uiSchema, file), [screen, file]);
  useEffect(() => { for (const fault of faults) report(new Error(fault)); }, [faults, report]);
  const uiSchema = useMemo(() => uiSchemaView(screen.uiSchema, state.hidden, (k) => t(k), state.readonly), [screen, state.hidden, state.readonly, t]);
  const fieldErrors = useMemo(() => Object.fromEntries(
    Object.entries(state.fieldErrors).map(([field, e]) => [field, t(e.message, e.params)]),
  ), [state.fieldErrors, t]);
  const drafts = useDrafts(controller, state.contextRevision, report);
  const live = useLiveContext(controller, fieldErrors, state.contextRevision);
  const formContext = useMemo<RuntimeFormContext>(() => ({
    runtime, live, required: state.required, hidden: state.hidden, loaded: state.loaded, drafts,
    language: i18n.language,
  }), [runtime, live, state.required, state.hidden, state.loaded, drafts, i18n.language]);
  // Read when the form mounts (tests replace a registry widget); rjsf's plain text fields hold typed text as a draft too,
  // and its own select, checkbox, radio and textarea are marked aria-invalid while they show an error.
  // rjsf's parts beyond its core come first (a screen that needs them: widgets/rjsf/core.ts), ours over them;
  // rjsf's SchemaField memoised so that a committed value redraws its own field only (MemoSchemaField.ts),
  // and its ObjectField given a uiSchema that stays the same object (StableObjectField.tsx).
  // (each drawn without rjsf's option-merging wrapper: directWidgets.ts)
  const formWidgets = useMemo(() => drawnDirectly({ ...registry.rjsf?.widgets, ...extraWidgets, ...registry.widgets, ...markedBuiltins, HiddenWidget, TextWidget: DraftTextWidget }) as ScreenWidgets['widgets'], [extraWidgets, registry]);
  const formFields = useMemo(() => ({ ...registry.rjsf?.fields, ...extraFields, ...registry.fields, hiddenField: HiddenField, SchemaField: MemoSchemaField, ObjectField: StableObjectField }) as ScreenWidgets['fields'], [extraFields, registry]);
  const formTemplates = useMemo(() => ({ ...registry.rjsf?.templates, ...templates }), [registry]);
  // What the form holds once drawn: a later report is compared with it (a box an effect unticked can be ticked again).
  useLayoutEffect(() => { controller.drawn(state.form); }, [controller, state.form]);
  const onChange = useCallback((e: { formData?: unknown }) => {
    void controller.change((e.formData ?? {}) as Record<string, unknown>).catch(report);
  }, [controller, report]);
  const section = useRef<HTMLElement>(null);
  const { summary, onSubmit } = useSubmitFlow(controller, state.reveal, fieldErrors, state.hidden, section, report);
  const { heading, title } = useScreenHeading(t(screen.title));
  // rjsf names a top-level field's input root_<Field>: the config's onBlur is keyed by <Field>.
  const onBlur = useCallback((id: string) => {
    if (id.startsWith('root_')) void controller.blur(id.slice('root_'.length)).catch(report);
  }, [controller, report]);
  // The screen's own form goes straight to the controller (which takes the held drafts and validates):
  // rjsf's submit would first re-render the whole form to clear errors it never has (noValidate).
  const submitNow = useCallback((e: FormEvent<HTMLElement>) => {
    if (!(e.target instanceof HTMLFormElement) || e.target.parentElement?.closest('section') !== e.currentTarget) return;
    e.preventDefault();
    e.stopPropagation();
    onSubmit();
  }, [onSubmit]);

  const submit = screen.submit;
  const submitLabel = submit ? t(submit.label) : '';
  const actions = useMemo(() => (
    <>
      {submit ? <SubmitButton controller={controller} label={submitLabel} /> : null}
      <UploadWait controller={controller} />
    </>
  ), [submit, controller, submitLabel]);
  const form = useMemo(() => (
    <SchemaForm
      schema={screen.schema} uiSchema={uiSchema} formData={state.form} validator={validator}
      widgets={formWidgets} fields={formFields} templates={formTemplates} formContext={formContext}
      onChange={onChange} onBlur={onBlur} onSubmit={onSubmit}
    >
      {actions}
    </SchemaForm>
  ), [screen.schema, uiSchema, state.form, validator, formWidgets, formFields, formTemplates, formContext, onChange, onBlur, onSubmit, actions]);

  return (
    <section ref={section} className={`screen screen--${screen.id}${faults.length ? ' screen--fault' : ''}`} aria-busy={state.busy && !state.waitingForUploads} onSubmitCapture={submitNow}>
      <h1 ref={heading} className="screen__title" tabIndex={-1}>{title}</h1>
      <ErrorSummary items={summary} />
      {faults.length === 0 && (
        <FormBoundary file={file} report={report}>
          <WidgetContracts.Provider value={registry.contracts}>{form}</WidgetContracts.Provider>
        </FormBoundary>
      )}
    </section>
  );
}

/** A new screen after a route change: its heading takes the focus and its title is announced (routeFocus.ts). */
function useScreenHeading(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleNow = useRef(title);
  titleNow.current = title;
  useLayoutEffect(() => { if (heading.current) screenShown(heading.current, titleNow.current); }, []);
  return { heading, title };
}

export { SUBMIT_MISSING_ID } from './FormParts.js';
