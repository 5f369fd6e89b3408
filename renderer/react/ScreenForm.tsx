// Renders one configured screen with @rjsf/core, given its JSON Schema
// validator (ScreenView loads the precompiled one; the checker's smoke render
// passes a Node one). Everything screen-specific comes from its config; this
// file knows no screen. A config fault (a uiSchema rjsf refuses, a widget that
// throws) is reported with file and pointer, and the form is not drawn.
// A keystroke costs its field alone: text widgets hold typed text as a draft
// (widgets/shared/drafts.ts) which the controller takes before it submits, runs an
// action or leaves, and this view on a page hide; the rjsf Form element is memoised,
// so state that is not the form's (busy, the submit rule) re-renders the button only.
import Form, { getDefaultRegistry } from '@rjsf/core';
import type { ValidatorType } from '@rjsf/utils';
import { Component, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fields as widgetFields, widgets as registryWidgets } from '../../widgets/index.js';
import { SectionObjectFieldTemplate } from '../../widgets/display/sections.js';
import { DraftStore } from '../../widgets/shared/drafts.js';
import { DraftTextWidget } from '../../widgets/shared/DraftTextWidget.js';
import { withInvalidMark } from '../../widgets/shared/invalidMark.js';
import { LiveContext } from '../../widgets/shared/liveContext.js';
import { nextTask } from '../../widgets/shared/nextTask.js';
import type { ScreenController } from '../engine/screen.js';
import { AtOnceRule } from './atOnce.js';
import { FieldTemplate } from './FieldTemplate.js';
import { ErrorSummary, fieldLabelKey, fieldOrder, type SummaryItem } from './ErrorSummary.js';
import { revealFirstInvalid } from './firstError.js';
import type { RuntimeFormContext } from './formContext.js';
import { HiddenField } from './HiddenField.js';
import { screenShown } from './routeFocus.js';
import type { ScreenRuntime } from '../../widgets/shared/screenRuntime.js';
import { shownValue } from '../engine/localizedValue.js';
import { uiSchemaFaults, uiSchemaView } from './uiSchemaView.js';

const fields = { ...widgetFields, hiddenField: HiddenField };
const builtins = getDefaultRegistry().widgets;
const markedBuiltins = {
  SelectWidget: withInvalidMark(builtins.SelectWidget),
  CheckboxWidget: withInvalidMark(builtins.CheckboxWidget),
  RadioWidget: withInvalidMark(builtins.RadioWidget),
  TextareaWidget: withInvalidMark(builtins.TextareaWidget),
};
const templates = { FieldTemplate, ObjectFieldTemplate: SectionObjectFieldTemplate };

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
    trigger: (action, event, options) => controller.trigger(action, event, options).then(() => undefined, report),
    upload: (job) => controller.upload(job),
    context: () => controller.context(),
    evaluate: (expr) => controller.evaluate(expr).catch((err: unknown) => { report(err); throw err; }),
    t: (key, params) => t(key, params ?? {}),
    language: () => i18n.language,
    shown: (value) => shownValue({ language: () => i18n.language, context: () => controller.context() }, value),
  }), [controller, report, t, i18n.language]);

  const faults = useMemo(() => uiSchemaFaults(screen.schema, screen.uiSchema, file), [screen, file]);
  useEffect(() => { for (const fault of faults) report(new Error(fault)); }, [faults, report]);
  const uiSchema = useMemo(() => uiSchemaView(screen.uiSchema, state.hidden, (k) => t(k), state.readonly), [screen, state.hidden, state.readonly, t]);
  const fieldErrors = useMemo(() => Object.fromEntries(
    Object.entries(state.fieldErrors).map(([field, e]) => [field, t(e.message, e.params)]),
  ), [state.fieldErrors, t]);
  // A field with onChange effects commits each key at once while one of them would act (atOnce.ts).
  const atOnce = useMemo(() => new AtOnceRule(screen.onChange, (expr) => controller.evaluate(expr)), [screen, controller]);
  useEffect(() => { void atOnce.refresh(state.contextRevision); }, [atOnce, state.contextRevision]);
  const drafts = useMemo(() => new DraftStore(atOnce.now), [atOnce]);
  useEffect(() => controller.holdPending(() => drafts.takeAll()), [controller, drafts]);
  useEffect(() => {
    // A reload, a closed tab or a phone switching apps keeps what was typed a moment ago.
    // (The checker's smoke render draws the form where there is no window.)
    if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
    const keep = () => { void controller.commitPending().catch(report); };
    const hidden = () => { if (document.visibilityState === 'hidden') keep(); };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', hidden);
    return () => { window.removeEventListener('pagehide', keep); document.removeEventListener('visibilitychange', hidden); };
  }, [controller, report]);

  // The messages and the revision go to the widgets through a store, not the formContext object
  // (widgets/shared/liveContext.ts): a failed submit or a load redraws the widgets, not every rjsf field.
  // Made with the first values; later ones are published after each render.
  const live = useMemo(() => new LiveContext(fieldErrors, state.contextRevision), [controller]);
  useLayoutEffect(() => { live.setErrors(fieldErrors); }, [live, fieldErrors]);
  // A new revision reaches the widgets in a task of its own, after this update is drawn; not at all
  // when it came from a submit the validation stopped (it ran no effect, so no data changed).
  const spuriousRevision = useRef(-1);
  useEffect(() => {
    const revision = state.contextRevision;
    return nextTask(() => { if (revision !== spuriousRevision.current) live.setRevision(revision); });
  }, [live, state.contextRevision]);
  const formContext = useMemo<RuntimeFormContext>(() => ({
    runtime, live, required: state.required, hidden: state.hidden, loaded: state.loaded, drafts,
    language: i18n.language,
  }), [runtime, live, state.required, state.hidden, state.loaded, drafts, i18n.language]);
  // Read when the form mounts (tests replace a registry widget); rjsf's plain text fields hold typed text as a draft too,
  // and its own select, checkbox, radio and textarea are marked aria-invalid while they show an error.
  const formWidgets = useMemo(() => ({ ...extraWidgets, ...registryWidgets, ...markedBuiltins, TextWidget: DraftTextWidget }) as typeof registryWidgets, [extraWidgets]);
  const formFields = useMemo(() => (extraFields ? { ...extraFields, ...fields } as typeof fields : fields), [extraFields]);
  const onChange = useCallback((e: { formData?: unknown }) => {
    void controller.change((e.formData ?? {}) as Record<string, unknown>).catch(report);
  }, [controller, report]);
  // A submit that failed reveals its first invalid field (firstError.ts): the fields its problems
  // name, and those whose errors its effects set (a server's answer), once the errors are drawn.
  const [reveal, setReveal] = useState<{ fields: string[] }>();
  const [summaryOn, setSummaryOn] = useState(false);
  const order = useMemo(() => fieldOrder(screen), [screen]);
  const summary = useMemo<SummaryItem[]>(() => {
    if (!summaryOn) return [];
    const shown = Object.keys(fieldErrors).filter((f) => !state.hidden.has(f));
    const rank = (f: string) => { const i = order.indexOf(f); return i < 0 ? order.length : i; };
    return shown.sort((a, b) => rank(a) - rank(b)).map((field) => {
      const key = fieldLabelKey(screen, field);
      return { field, label: key ? t(key) : undefined, message: fieldErrors[field] };
    });
  }, [summaryOn, fieldErrors, state.hidden, order, screen, t]);
  useEffect(() => { if (summaryOn && summary.length === 0) setSummaryOn(false); }, [summaryOn, summary]);
  const onSubmit = useCallback(() => {
    const before = controller.getState().fieldErrors;
    const revisionBefore = controller.getState().contextRevision;
    void controller.submit().then((problems) => {
      // The validation stopped it: the one revision it bumped changed no data (see above).
      const revisionAfter = controller.getState().contextRevision;
      if (problems.length && revisionAfter === revisionBefore + 1) spuriousRevision.current = revisionAfter;
      const fields = problems.flatMap((p) => (p.field ? [p.field] : []));
      const after = controller.getState().fieldErrors;
      if (after !== before) fields.push(...Object.keys(after));
      if (fields.length) setReveal({ fields });
      // More than one field in error: the list of them at the top of the form (ErrorSummary.tsx).
      if (new Set(fields).size > 1) setSummaryOn(true);
    }).catch(report);
  }, [controller, report]);
  const section = useRef<HTMLElement>(null);
  // A new screen after a route change: its heading takes the focus and its title is announced (routeFocus.ts).
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t(screen.title);
  const titleNow = useRef(title);
  titleNow.current = title;
  useLayoutEffect(() => { if (heading.current) screenShown(heading.current, titleNow.current); }, []);
  useEffect(() => (reveal && section.current ? revealFirstInvalid(section.current, reveal.fields) : undefined), [reveal]);
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
    <Form
      schema={screen.schema}
      uiSchema={uiSchema}
      formData={state.form}
      validator={validator}
      widgets={formWidgets}
      fields={formFields}
      templates={templates}
      formContext={formContext}
      noValidate
      noHtml5Validate
      showErrorList={false}
      experimental_componentUpdateStrategy="shallow"
      onChange={onChange}
      onBlur={onBlur}
      onSubmit={onSubmit}
    >
      {actions}
    </Form>
  ), [screen.schema, uiSchema, state.form, validator, formWidgets, formFields, formContext, onChange, onBlur, onSubmit, actions]);

  return (
    <section ref={section} className={`screen screen--${screen.id}${faults.length ? ' screen--fault' : ''}`} aria-busy={state.busy && !state.waitingForUploads} onSubmitCapture={submitNow}>
      <h1 ref={heading} className="screen__title" tabIndex={-1}>{title}</h1>
      <ErrorSummary items={summary} />
      {faults.length === 0 && (
        <FormBoundary file={file} report={report}>
          {form}
        </FormBoundary>
      )}
    </section>
  );
}

/** The submit button follows busy and the submit rules by itself, so they never re-render the form. */
function SubmitButton({ controller, label }: { controller: ScreenController; label: string }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const { t } = useTranslation();
  if (state.submitHidden) return <></>;
  // What the disabled button still waits for (submit.needs), tied to it and said as it changes.
  const missing = state.submitEnabled ? [] : state.submitMissing;
  return (
    <>
      <div className="screen__actions">
        <button type="submit" className="button button--primary" disabled={!state.submitEnabled || state.busy} aria-describedby={missing.length ? SUBMIT_MISSING_ID : undefined}>
          {label}
        </button>
      </div>
      {/* Always on the page (empty when nothing is missing), so a change of its text is said. */}
      <div id={SUBMIT_MISSING_ID} className="submit-missing" aria-live="polite">
        {missing.length > 0 && (
          <>
            <span className="submit-missing__title">{t('common.stillNeeded')}</span>
            <ul className="submit-missing__list">{missing.map((key) => <li key={key}>{t(key)}</li>)}</ul>
          </>
        )}
      </div>
    </>
  );
}

/**
 * While the main button (or an action) waits for uploads in flight: a text next to it that says so,
 * in a polite live region that is always on the page (not role=status: the upload widgets' own
 * statuses, with their progress bars, stay the screen's statuses).
 */
function UploadWait({ controller }: { controller: ScreenController }) {
  const waiting = useSyncExternalStore(controller.subscribe, () => controller.getState().waitingForUploads);
  const { t } = useTranslation();
  return (
    <p className="upload-wait" aria-live="polite">
      {waiting ? t('shell.waitingForUploads') : null}
    </p>
  );
}

/** The id of the text next to the main button that says what it still waits for. */
export const SUBMIT_MISSING_ID = 'submit__missing';
