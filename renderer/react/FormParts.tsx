// The parts of a screen's form that follow the controller by themselves, so a change of theirs
// never re-renders the rjsf form: the main button (busy, the submit rule, what it still waits
// for), the note while uploads are in flight, and the boundary that turns a render fault into a
// reported config fault.
import { Component, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenController } from '../engine/screen.js';

/** A widget or rjsf throwing while rendering is a config fault of this screen, not a blank page. */
export class FormBoundary extends Component<{ file: string; report: (err: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } { return { failed: true }; }
  componentDidCatch(err: unknown): void {
    this.props.report(new Error(`${this.props.file}#/uiSchema: the form failed to render: ${err instanceof Error ? err.message : String(err)}`));
  }
  render(): ReactNode { return this.state.failed ? null : this.props.children; }
}

/** The submit button follows busy and the submit rules by itself, so they never re-render the form. */
export function SubmitButton({ controller, label }: { controller: ScreenController; label: string }) {
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
export function UploadWait({ controller }: { controller: ScreenController }) {
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
