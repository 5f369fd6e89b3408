// The steps that check what the app holds and shows now: the route, the session, the messages,
// the fields' state and values, the main button. Each fails naming what it expected and found.
import type { ScreenController } from '../../../renderer/engine/screen.js';
import type { ScenarioRun } from '../run.js';
import { declaredSessionKeys, readSessionPath } from '../sessionPath.js';
import { textMatch } from '../textMatch.js';
import { names, type StepHandler, type StepHandlers } from './handler.js';

type Expecting =
  | 'expectRoute' | 'expectSession' | 'expectAlert' | 'expectFieldError' | 'expectPopup' | 'expectRedirect'
  | 'expectVisible' | 'expectHidden' | 'expectLocked' | 'expectEditable' | 'expectSubmit' | 'expectForm';

/** Whether `actual` holds `expected`: objects by the keys named (recursively), anything else whole; null means absent. */
export function formHolds(expected: unknown, actual: unknown): boolean {
  if (expected === null) return actual === undefined || actual === null;
  if (typeof expected === 'object' && !Array.isArray(expected)) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
    return Object.entries(expected as Record<string, unknown>).every(([k, v]) => formHolds(v, (actual as Record<string, unknown>)[k]));
  }
  return JSON.stringify(expected) === JSON.stringify(actual);
}

/** The current screen, which must have each field named. */
function screenWith(run: ScenarioRun, n: number, fields: Iterable<string>): ScreenController {
  const c = run.controller(n);
  for (const field of fields) if (!(field in ((c.screen.schema.properties ?? {}) as object))) run.fail(n, `a field ${field}`, `screen ${c.screen.id} has none`);
  return c;
}

/** expectVisible / expectHidden: each field shown, or hidden. */
const shown = (want: boolean) => async (fields: string[], run: ScenarioRun, n: number): Promise<string> => {
  const c = run.controller(n);
  for (const field of fields) {
    screenWith(run, n, [field]);
    if (c.state.hidden.has(field) === want) run.fail(n, `field ${field} ${want ? 'visible' : 'hidden'}`, want ? 'hidden' : 'visible');
  }
  return `saw ${names(fields)} ${want ? 'visible' : 'hidden'}`;
};

/** expectLocked / expectEditable: each field locked, or editable. */
const locked = (want: boolean) => async (fields: string[], run: ScenarioRun, n: number): Promise<string> => {
  const c = run.controller(n);
  for (const field of fields) {
    screenWith(run, n, [field]);
    if (c.state.readonly.has(field) !== want) run.fail(n, `field ${field} ${want ? 'locked' : 'editable'}`, want ? 'editable' : 'locked');
  }
  return `saw ${names(fields)} ${want ? 'locked' : 'editable'}`;
};

const expectFieldError: StepHandler<'expectFieldError'> = async (step, run, n) => {
  const c = run.controller(n);
  for (const [field, text] of Object.entries(step.expectFieldError)) {
    const err = c.state.fieldErrors[field];
    const shownText = err ? run.i18n.t(err.message, err.params) : '';
    // A message key names the message whatever its values (err.under20 with the configured minimum age).
    const want = textMatch(run.i18n, text);
    if (err?.message !== text && !want.in(shownText)) run.fail(n, `field ${field} to show "${want.shown}"`, `"${shownText}"`);
  }
  return `saw the messages of ${names(Object.keys(step.expectFieldError))}`;
};

const expectForm: StepHandler<'expectForm'> = async (step, run, n) => {
  const c = run.controller(n);
  for (const [field, want] of Object.entries(step.expectForm)) {
    screenWith(run, n, [field]);
    const found = c.state.form[field];
    if (!formHolds(want, found)) run.fail(n, `field ${field} = ${JSON.stringify(want)} on screen ${c.screen.id}`, found === undefined ? 'no value' : JSON.stringify(found));
  }
  return `saw the values of ${names(Object.keys(step.expectForm))}`;
};

export const expectSteps: StepHandlers<Expecting> = {
  expectRoute: async (step, run, n) => {
    if (run.route !== step.expectRoute) {
      const seen = run.seen();
      run.fail(n, `route ${step.expectRoute}`, `route ${run.route}${seen.length ? `, where the applicant sees ${seen.join('; ')}` : ''}`);
    }
    return `saw the route ${step.expectRoute}`;
  },

  expectSession: async (step, run, n) => {
    const known = declaredSessionKeys(run.root);
    for (const [path, want] of Object.entries(step.expectSession)) {
      const read = readSessionPath((key) => run.session.get(key), path, known);
      if (!read.ok) run.fail(n, `session ${path} = ${JSON.stringify(want)}`, read.why);
      const found = (read as { value: unknown }).value;
      // null expects the key (or field) absent; anything else the whole value at the path.
      if (JSON.stringify(found ?? null) !== JSON.stringify(want)) run.fail(n, `session ${path} = ${JSON.stringify(want)}`, found === undefined ? 'absent' : JSON.stringify(found));
    }
    return `saw the session's ${names(Object.keys(step.expectSession))}`;
  },

  expectAlert: async (step, run, n) => {
    const want = textMatch(run.i18n, step.expectAlert);
    if (!run.host.alerts.some((a) => want.in(a))) run.fail(n, `an alert "${want.shown}"`, `alerts ${JSON.stringify(run.host.alerts)}`);
    return `saw the alert "${want.shown}"`;
  },

  expectFieldError,

  expectPopup: async (step, run, n) => {
    const want = textMatch(run.i18n, step.expectPopup);
    const { popups } = run.host;
    if (!popups.some((p) => (p.view.title !== undefined && want.in(p.view.title)) || want.in(p.view.body))) run.fail(n, `a popup "${want.shown}"`, `popups ${JSON.stringify(popups.map((p) => p.view.title ?? p.view.body))}`);
    return `saw the popup "${want.shown}"`;
  },

  expectRedirect: async (step, run, n) => {
    if (!run.host.redirects.some((r) => r.includes(step.expectRedirect))) run.fail(n, `a redirect to ${step.expectRedirect}`, `redirects ${JSON.stringify(run.host.redirects)}`);
    return `saw a redirect to ${step.expectRedirect}`;
  },

  expectVisible: (step, run, n) => shown(true)(step.expectVisible, run, n),
  expectHidden: (step, run, n) => shown(false)(step.expectHidden, run, n),
  expectLocked: (step, run, n) => locked(true)(step.expectLocked, run, n),
  expectEditable: (step, run, n) => locked(false)(step.expectEditable, run, n),

  expectSubmit: async (step, run, n) => {
    const { submitEnabled, submitHidden } = run.controller(n).state;
    const actual = submitHidden ? 'hidden' : submitEnabled ? 'enabled' : 'disabled';
    if (actual !== step.expectSubmit) run.fail(n, `the submit button ${step.expectSubmit}`, actual);
    return `saw the main button ${actual}`;
  },

  expectForm,
};
