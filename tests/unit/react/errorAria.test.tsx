// @vitest-environment jsdom
// Every error is tied to its input (F1-85, issue 7 §4 "every Form1 message tied to its field"):
// while a field shows an error its control has aria-invalid="true" and an aria-describedby naming
// the message's element; when the error goes, aria-invalid goes. rjsf's text input (our draft text
// widget), digits, upper, rjsf's native select, checkbox and radio, the lookup select, the zip, the
// ROC date and year-month, text with suggestions. axe stays clean with the errors shown.
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { ValidatorType } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { toFieldErrors } from '../../../renderer/engine/schemaErrors.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { ScreenForm } from '../../../renderer/react/ScreenForm.js';
import { everyWidget } from '../../../widgets/index.js';
import { stubAppServices } from '../support/appServices.js';

const KINDS: Array<[string, Record<string, unknown>, Record<string, unknown>?]> = [
  ['Street', { type: 'string', title: 'Street' }],
  ['Mobile', { type: 'string', title: 'Mobile' }, { 'ui:widget': 'digits', 'ui:options': { maxLength: 10 } }],
  ['Middle', { type: 'string', title: 'Middle name' }, { 'ui:widget': 'upper', 'ui:options': { maxLength: 20 } }],
  ['IssueType', { type: 'string', title: 'Issue type', enum: ['1', '2', '3'] }],
  ['City', { type: 'string', title: 'City' }, { 'ui:widget': 'lookupSelect', 'ui:options': { source: 'server.Cities', valueKey: 'CodeID', labelKey: 'CodeDescription' } }],
  ['Zip', { type: 'string', title: 'Zip' }, { 'ui:widget': 'zipCode', 'ui:options': { areaField: 'City' } }],
  ['IssueDate', { type: 'string', title: 'Issue date' }, { 'ui:widget': 'rocDate' }],
  ['JobDate', { type: 'string', title: 'Job start' }, { 'ui:widget': 'rocYearMonth' }],
  ['Email', { type: 'string', title: 'Email' }, { 'ui:widget': 'suggestText', 'ui:options': { domains: ['gmail.com'] } }],
  ['Note', { type: 'string', title: 'Note' }, { 'ui:widget': 'textarea' }],
  ['SameAs', { type: 'boolean', title: 'Same as home' }],
  ['Student', { type: 'string', title: 'Student', enum: ['Y', 'N'] }, { 'ui:widget': 'radio' }],
];
const FIELDS = KINDS.map(([name]) => name);

const SCREEN: ScreenConfig = {
  version: 1,
  id: 'aria',
  title: 'aria.title',
  schema: { type: 'object', properties: Object.fromEntries(KINDS.map(([name, schema]) => [name, schema])) },
  uiSchema: { 'ui:order': FIELDS, ...Object.fromEntries(KINDS.filter(([, , ui]) => ui).map(([name, , ui]) => [name, ui])) },
  rules: { validate: FIELDS.map((field) => ({ field, assert: `$boolean(form.${field})`, message: `err.${field}` })) },
  submit: { label: 'common.next' },
  next: [{ go: '/Next', pageState: 'Page9' }],
};

const validator = ajvValidator as ValidatorType;
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: Object.fromEntries(FIELDS.map((f) => [`err.${f}`, `Please fill in ${f}`])) } }, initAsync: false });

async function show() {
  Element.prototype.scrollIntoView = vi.fn();
  const session = new SessionStore(new MemoryStorage());
  const app = stubAppServices(session, {
    schemaCheck: (s, f) => toFieldErrors(validator.rawValidation(s.schema, f).errors ?? []),
    report: (err) => { throw err; },
  });
  const controller = new ScreenController(SCREEN, app, {});
  const view = render(
    <I18nextProvider i18n={i18n}>
      <main><ScreenForm registry={everyWidget} controller={controller} report={(e) => { throw e; }} validator={validator} /></main>
    </I18nextProvider>,
  );
  await act(async () => { await controller.load(); });
  const submit = () => act(async () => { fireEvent.click(view.container.querySelector('button[type=submit]')!); });
  return { controller, submit };
}

/** The field's controls: the one with its id, or its radio options. */
function controls(field: string): HTMLElement[] {
  const own = document.getElementById(`root_${field}`);
  if (own && own.matches('input, select, textarea')) return [own];
  return Array.from(document.querySelectorAll<HTMLElement>(`input[name="root_${field}"]`));
}

function describedText(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

afterEach(() => { cleanup(); });

describe('every error is tied to its input', () => {
  it('given every field empty, when Next is clicked, then each control is aria-invalid and described by its message', async () => {
    const { submit } = await show();
    for (const field of FIELDS) {
      expect(controls(field).length, field).toBeGreaterThan(0);
      for (const el of controls(field)) expect(el.getAttribute('aria-invalid'), `${field} before`).toBeNull();
    }
    await submit();
    await waitFor(() => expect(document.querySelectorAll('.field__error')).toHaveLength(FIELDS.length));
    for (const field of FIELDS) {
      for (const el of controls(field)) {
        expect(el.getAttribute('aria-invalid'), field).toBe('true');
        expect(describedText(el), field).toContain(`Please fill in ${field}`);
      }
    }
  });

  it('given the errors shown, then axe finds no violation', async () => {
    const { submit } = await show();
    await submit();
    await waitFor(() => expect(document.querySelectorAll('.field__error')).toHaveLength(FIELDS.length));
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it.each([
    ['the draft text input', 'Street', (el: HTMLElement) => { fireEvent.change(el, { target: { value: 'Road 1' } }); }],
    ['rjsf\'s native select', 'IssueType', (el: HTMLElement) => { fireEvent.change(el, { target: { value: '2' } }); }],
    ['rjsf\'s checkbox', 'SameAs', (el: HTMLElement) => { fireEvent.click(el); }],
  ])('given %s showing an error, when it is filled, then it is no longer aria-invalid', async (_kind, field, fill) => {
    const { submit, controller } = await show();
    await submit();
    await waitFor(() => expect(controls(field)[0].getAttribute('aria-invalid')).toBe('true'));
    await act(async () => { fill(controls(field)[0]); });
    await waitFor(() => expect(controller.state.fieldErrors[field]).toBeUndefined());
    await waitFor(() => expect(controls(field)[0].getAttribute('aria-invalid')).toBeNull());
    // The other fields keep theirs.
    expect(controls('Mobile')[0].getAttribute('aria-invalid')).toBe('true');
  });
});
