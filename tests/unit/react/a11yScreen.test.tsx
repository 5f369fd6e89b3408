// @vitest-environment jsdom
// Accessibility of the screen view (issue 9 §4): what the disabled main button still waits for
// (submit.needs, tied to the button and updated as the applicant ticks), the heading taking the
// focus and the title announced after a route change (not on the first screen of a page load),
// and the list of the fields in error after a failed submit with more than one (links that reveal
// their field; the focus itself on the first invalid field).
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { ValidatorType } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveRules } from '../../../renderer/engine/derivedRules.js';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { toFieldErrors } from '../../../renderer/engine/schemaErrors.js';
import type { EvalContext, ScreenConfig } from '../../../renderer/engine/types.js';
import { ANNOUNCER_ID, resetRouteFocus, screenShown } from '../../../renderer/react/routeFocus.js';
import { ScreenForm, SUBMIT_MISSING_ID } from '../../../renderer/react/ScreenForm.js';
import { everyWidget } from '../../../widgets/index.js';
import { stubAppServices } from '../support/appServices.js';

const NEEDS: NonNullable<ScreenConfig['submit']>['needs'] = [
  { holds: 'form.AgreeTerms = true', text: 'need.terms' },
  { holds: 'form.FullTime = true', text: 'need.fullTime' },
  // Written as the checker wants "is not": holds when ApplyLoan is absent.
  { holds: '$not(form.ApplyLoan = true) or form.AgreeLoan = true', text: 'need.loan' },
];

const GATED: ScreenConfig = {
  version: 1,
  id: 'gated',
  title: 'gated.title',
  schema: {
    type: 'object',
    properties: { AgreeTerms: { type: 'boolean' }, FullTime: { type: 'boolean' }, ApplyLoan: { type: 'boolean' }, AgreeLoan: { type: 'boolean' } },
  },
  uiSchema: {
    'ui:order': ['AgreeTerms', 'FullTime', 'ApplyLoan', 'AgreeLoan'],
    AgreeTerms: { 'ui:title': 'label.terms' }, FullTime: { 'ui:title': 'label.fullTime' },
    ApplyLoan: { 'ui:title': 'label.applyLoan' }, AgreeLoan: { 'ui:title': 'label.agreeLoan' },
  },
  submit: { label: 'common.next', needs: NEEDS },
  next: [{ go: '/Next', pageState: 'Page9' }],
};

const FORM_FIELDS = ['Name', 'Mobile', 'Street', 'Email'];
const LONG: ScreenConfig = {
  version: 1,
  id: 'long',
  title: 'long.title',
  schema: { type: 'object', properties: Object.fromEntries(FORM_FIELDS.map((f) => [f, { type: 'string', title: `title.${f}` }])) },
  // The screen's order is not the schema's: the list follows ui:order ("*" is the rest).
  uiSchema: { 'ui:order': ['Email', '*'], Name: { 'ui:title': 'label.Name' }, Mobile: { 'ui:widget': 'digits', 'ui:options': { maxLength: 10, label: 'label.Mobile' } } },
  rules: { validate: FORM_FIELDS.map((field) => ({ field, assert: `$boolean(form.${field})`, message: `err.${field}` })) },
  submit: { label: 'common.next' },
  next: [{ go: '/Next', pageState: 'Page9' }],
};

const EN: Record<string, string> = {
  'gated.title': 'Gated screen', 'long.title': 'Long form', 'common.next': 'Next',
  'common.stillNeeded': 'Still needed:', 'common.errorSummary': '{count} fields need your attention',
  'need.terms': 'Agree to the terms', 'need.fullTime': 'Confirm full-time work', 'need.loan': 'Agree to the loan terms',
  'label.terms': 'I agree', 'label.fullTime': 'Full time', 'label.applyLoan': 'Apply for a loan', 'label.agreeLoan': 'Loan terms',
  'label.Name': 'Name', 'label.Mobile': 'Mobile', 'title.Street': 'Street', 'title.Email': 'Email',
  ...Object.fromEntries(FORM_FIELDS.map((f) => [`err.${f}`, `Please fill in ${f}`])),
};
// Nested keys as the app's locale files hold them.
const nested: Record<string, unknown> = {};
for (const [key, text] of Object.entries(EN)) {
  const [head, tail] = key.split('.');
  (nested[head] ??= {} as Record<string, string>);
  (nested[head] as Record<string, string>)[tail] = text;
}
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: nested } }, interpolation: { prefix: '{', suffix: '}' }, initAsync: false });

const validator = ajvValidator as ValidatorType;

async function show(config: ScreenConfig, form: Record<string, unknown> = {}) {
  const session = new SessionStore(new MemoryStorage());
  session.set(`form.${config.id}`, form);
  const app = stubAppServices(session, {
    schemaCheck: (s, f) => toFieldErrors(validator.rawValidation(s.schema, f).errors ?? []),
    report: (err) => { throw err; },
  });
  const controller = new ScreenController(config, app, {});
  const view = render(
    <I18nextProvider i18n={i18n}>
      <main><ScreenForm registry={everyWidget} controller={controller} report={(e) => { throw e; }} validator={validator} /></main>
    </I18nextProvider>,
  );
  await act(async () => { await controller.load(); });
  const button = () => view.container.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const submit = () => act(async () => { fireEvent.click(button()); });
  return { controller, view, button, submit };
}

const ctx = (form: Record<string, unknown>): EvalContext => ({ session: {}, form, query: {}, server: {}, consts: {} }) as unknown as EvalContext;
const hint = () => document.getElementById(SUBMIT_MISSING_ID)!;
const hintItems = () => Array.from(hint().querySelectorAll('li')).map((li) => li.textContent);

beforeEach(() => {
  resetRouteFocus();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => { cleanup(); document.getElementById(ANNOUNCER_ID)?.remove(); });

describe('submit.needs: what the disabled button still waits for', () => {
  it('given no need holding, then every text is missing in config order and the button is disabled; all holding, enabled', async () => {
    expect(await deriveRules(GATED, ctx({}))).toMatchObject({ submitEnabled: false, submitMissing: ['need.terms', 'need.fullTime'] });
    // The loan need holds with ApplyLoan absent or false, fails with it true until its terms are agreed.
    expect((await deriveRules(GATED, ctx({ AgreeTerms: true, FullTime: true, ApplyLoan: true }))).submitMissing).toEqual(['need.loan']);
    expect(await deriveRules(GATED, ctx({ AgreeTerms: true, FullTime: true, ApplyLoan: false }))).toMatchObject({ submitEnabled: true, submitMissing: [] });
    expect(await deriveRules(GATED, ctx({ AgreeTerms: true, FullTime: true, ApplyLoan: true, AgreeLoan: true }))).toMatchObject({ submitEnabled: true, submitMissing: [] });
  });

  it('given needs and an enabled rule, then the button waits for both', async () => {
    const both: ScreenConfig = { ...GATED, submit: { label: 'common.next', enabled: 'form.FullTime = true', needs: [NEEDS![0]] } };
    expect(await deriveRules(both, ctx({ AgreeTerms: true }))).toMatchObject({ submitEnabled: false, submitMissing: [] });
    expect(await deriveRules(both, ctx({ FullTime: true }))).toMatchObject({ submitEnabled: false, submitMissing: ['need.terms'] });
    expect(await deriveRules(both, ctx({ AgreeTerms: true, FullTime: true }))).toMatchObject({ submitEnabled: true });
  });

  it('given the screen drawn, then the text next to the disabled button lists what is missing, tied to it, and follows each tick', async () => {
    const { button, view } = await show(GATED);
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-describedby')).toBe(SUBMIT_MISSING_ID);
    expect(hint().getAttribute('aria-live')).toBe('polite');
    expect(hint().textContent).toContain('Still needed:');
    expect(hintItems()).toEqual(['Agree to the terms', 'Confirm full-time work']);
    const box = (f: string) => view.container.querySelector<HTMLInputElement>(`#root_${f}`)!;
    await act(async () => { fireEvent.click(box('AgreeTerms')); });
    await waitFor(() => expect(hintItems()).toEqual(['Confirm full-time work']));
    await act(async () => { fireEvent.click(box('ApplyLoan')); });
    await waitFor(() => expect(hintItems()).toEqual(['Confirm full-time work', 'Agree to the loan terms']));
    await act(async () => { fireEvent.click(box('FullTime')); });
    await act(async () => { fireEvent.click(box('AgreeLoan')); });
    await waitFor(() => expect(button().disabled).toBe(false));
    // Nothing missing: no text, and the button names none; the (empty) region stays on the page.
    expect(hintItems()).toEqual([]);
    expect(hint().textContent).toBe('');
    expect(button().getAttribute('aria-describedby')).toBeNull();
  });

  it('given the hint shown, then axe finds no violation', async () => {
    await show(GATED);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('the focus after a route change', () => {
  it('given the first screen of a page load, then the focus stays at the top and nothing is announced', async () => {
    await show(LONG);
    const heading = document.querySelector('h1')!;
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(document.body);
    expect(document.getElementById(ANNOUNCER_ID)?.textContent).toBe('');
  });

  it('given a second screen, then its heading takes the focus and its title is said in the polite region', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const first = await show(GATED);
      first.view.unmount();
      await show(LONG);
      const heading = document.querySelector('h1')!;
      expect(heading.textContent).toBe('Long form');
      expect(document.activeElement).toBe(heading);
      const region = document.getElementById(ANNOUNCER_ID)!;
      expect(region.getAttribute('aria-live')).toBe('polite');
      await act(async () => { vi.advanceTimersByTime(100); });
      expect(region.textContent).toBe('Long form');
    } finally {
      vi.useRealTimers();
    }
  });

  it('given a modal dialog open when the second screen is drawn, then the dialog keeps the focus', async () => {
    const first = await show(GATED);
    first.view.unmount();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    const ok = document.createElement('button');
    dialog.append(ok);
    document.body.append(dialog);
    ok.focus();
    try {
      await show(LONG);
      expect(document.activeElement).toBe(ok);
    } finally {
      dialog.remove();
    }
  });
});

describe('routeFocus: who keeps the focus', () => {
  it('given a control of the new screen that focused itself (autofocus), then it keeps the focus; the title is still said', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const first = document.createElement('h1');
      document.body.append(first);
      screenShown(first, 'First');
      first.remove();
      const section = document.createElement('section');
      const heading = document.createElement('h1');
      heading.tabIndex = -1;
      const input = document.createElement('input');
      section.append(heading, input);
      document.body.append(section);
      input.focus();
      screenShown(heading, 'Second');
      expect(document.activeElement).toBe(input);
      vi.advanceTimersByTime(100);
      expect(document.getElementById(ANNOUNCER_ID)!.textContent).toBe('Second');
      section.remove();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the list of the fields in error', () => {
  it('given one field in error, then no list: its message is tied to the focused field', async () => {
    const { submit } = await show(LONG, { Name: 'A', Mobile: '0911222333', Street: 'Road 1' });
    await submit();
    await waitFor(() => expect(document.querySelectorAll('.field__error')).toHaveLength(1));
    expect(document.querySelector('.error-summary')).toBeNull();
  });

  it('given several fields in error, then a list at the top in the screen order, links to each; the focus on the first field; a corrected field leaves it', async () => {
    const { submit, view } = await show(LONG);
    await submit();
    await waitFor(() => expect(document.querySelector('.error-summary')).not.toBeNull());
    const summary = document.querySelector<HTMLElement>('.error-summary')!;
    // Above the form, after the heading.
    expect(summary.previousElementSibling?.tagName).toBe('H1');
    expect(summary.querySelector('h2')!.textContent).toBe('4 fields need your attention');
    expect(summary.getAttribute('aria-labelledby')).toBe(summary.querySelector('h2')!.id);
    const links = () => Array.from(summary.querySelectorAll('a')).map((a) => [a.getAttribute('href'), a.textContent]);
    expect(links()).toEqual([
      ['#root_Email', 'Email'],
      ['#root_Name', 'Name'],
      ['#root_Mobile', 'Mobile'],
      ['#root_Street', 'Street'],
    ]);
    // The focus went to the first invalid field in the screen's order (F1-87), not to the list.
    await waitFor(() => expect(document.activeElement?.id).toBe('root_Email'));
    // A link reveals and focuses its field and leaves the address alone.
    const before = location.hash;
    fireEvent.click(summary.querySelector<HTMLAnchorElement>('a[href="#root_Street"]')!);
    expect(document.activeElement?.id).toBe('root_Street');
    expect(location.hash).toBe(before);
    // Corrected fields leave the list; the last one gone, the list goes.
    await act(async () => { fireEvent.change(view.container.querySelector('#root_Street')!, { target: { value: 'Road 1' } }); });
    await waitFor(() => expect(links().map(([href]) => href)).toEqual(['#root_Email', '#root_Name', '#root_Mobile']));
  });

  it('given the list shown, then axe finds no violation', async () => {
    const { submit } = await show(LONG);
    await submit();
    await waitFor(() => expect(document.querySelector('.error-summary')).not.toBeNull());
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
