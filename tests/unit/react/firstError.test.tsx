// @vitest-environment jsdom
// After a failed submit the page scrolls to the first invalid field in the screen's visual order
// and focuses it (001 §4.2 "Next scrolls to the first invalid field", F1-87); an error shown as
// an alert is revealed once the alert is closed.
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { ValidatorType } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { toFieldErrors } from '../../../renderer/engine/schemaErrors.js';
import type { ScreenConfig, ValidationRule } from '../../../renderer/engine/types.js';
import { firstInvalidPlace } from '../../../renderer/react/firstError.js';
import { ScreenForm } from '../../../renderer/react/ScreenForm.js';
import { everyWidget } from '../../../widgets/index.js';
import { stubAppServices } from '../support/appServices.js';

const ORDER = ['Name', 'Mobile', 'City', 'Addr', 'Email'];

function screen(validate: ValidationRule[], stopAtFirst = false): ScreenConfig {
  return {
    version: 1,
    id: 'reveal',
    title: 'reveal.title',
    schema: {
      type: 'object',
      properties: { Name: { type: 'string' }, Mobile: { type: 'string' }, City: { type: 'string', enum: ['63000', '64000'] }, Addr: { type: 'string' }, Email: { type: 'string' } },
    },
    uiSchema: { 'ui:order': ORDER, Mobile: { 'ui:widget': 'digits', 'ui:options': { maxLength: 10 } } },
    rules: { stopAtFirst, validate },
    submit: { label: 'common.next' },
    next: [{ go: '/Next', pageState: 'Page9' }],
  };
}

const filled = (field: string, message = `err${field}`): ValidationRule => ({ field, assert: `$boolean(form.${field})`, message });

const validator = ajvValidator as ValidatorType;
const i18n = i18next.createInstance();
void i18n.init({ lng: 'zh-TW', resources: {}, initAsync: false });

/** A stand-in for the shell's modal layer: the alert is a modal dialog until its button closes it. */
function modalHost() {
  return {
    alert: (message: string) => {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      const ok = document.createElement('button');
      ok.textContent = message;
      ok.addEventListener('click', () => dialog.remove());
      dialog.append(ok);
      document.body.append(dialog);
      ok.focus();
    },
  };
}

async function show(config: ScreenConfig, form: Record<string, unknown> = {}) {
  const session = new SessionStore(new MemoryStorage());
  session.set(`form.${config.id}`, form);
  const app = stubAppServices(session, {
    schemaCheck: (s, f) => toFieldErrors(validator.rawValidation(s.schema, f).errors ?? []),
    host: modalHost(),
    report: (err) => { throw err; },
  });
  const controller = new ScreenController(config, app, {});
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ScreenForm registry={everyWidget} controller={controller} report={(e) => { throw e; }} validator={validator} />
    </I18nextProvider>,
  );
  await act(async () => { await controller.load(); });
  const input = (name: string) => view.container.querySelector<HTMLElement>(`#root_${name}`)!;
  const submit = () => act(async () => { fireEvent.click(view.container.querySelector('button[type=submit]')!); });
  return { controller, input, submit };
}

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) { scrolled.push(this); });
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('a failed submit reveals the first invalid field', () => {
  it('given the last field alone invalid, when Next is clicked, then its field is scrolled to and its input has the focus', async () => {
    const { input, submit } = await show(screen(ORDER.map((f) => filled(f)), true), { Name: 'Wang', Mobile: '0912345678', City: '63000', Addr: 'Road 1' });
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(input('Email')));
    expect(scrolled).toEqual([input('Email').closest('.field')]);
  });

  it('given errors found in another order than the page\'s, when Next is clicked, then the first field on the page has the focus', async () => {
    // The rules name Email, then Addr, then Mobile: the page shows Mobile first.
    const { input, submit } = await show(screen([filled('Email'), filled('Addr'), filled('Mobile')]), { Name: 'Wang', City: '63000' });
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(input('Mobile')));
    expect(document.querySelectorAll('.field__error')).toHaveLength(3);
  });

  it('given a select first invalid, when Next is clicked, then the native select has the focus', async () => {
    const { input, submit } = await show(screen([filled('City'), filled('Email')]), { Name: 'Wang' });
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(input('City')));
    expect(input('City').tagName).toBe('SELECT');
  });

  it('given an error shown as an alert with a field, when the alert is closed, then that field has the focus, not before', async () => {
    const rule: ValidationRule = { ...filled('Addr', 'errAddrAlert'), display: 'alert' };
    const { input, submit } = await show(screen([rule]), { Name: 'Wang' });
    await submit();
    const ok = await waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('[role=dialog] button');
      expect(button).not.toBeNull();
      return button!;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(ok);
    expect(scrolled).toEqual([]);
    act(() => { ok.click(); });
    await waitFor(() => expect(document.activeElement).toBe(input('Addr')));
    expect(scrolled).toEqual([input('Addr').closest('.field')]);
  });

  it('given a shown value a check refuses (Form1\'s birthday, F1-85), when Next is clicked, then the value has the focus, named by its one message', async () => {
    const config = screen([{ field: 'Born', assert: '$boolean(session.Birthday)', message: 'errBorn' }]);
    config.schema = { type: 'object', properties: { ...(config.schema as { properties: object }).properties, Born: { type: 'null' } } };
    config.uiSchema = { ...config.uiSchema, 'ui:order': ['Born', ...ORDER], Born: { 'ui:field': 'display', 'ui:options': { kind: 'value', text: 'born', valueExpr: 'session.Birthday' } } };
    const { input, submit } = await show(config, { Name: 'Wang' });
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(input('Born')));
    expect(input('Born').getAttribute('aria-describedby')).toBe('root_Born__error');
    expect(document.querySelectorAll('[id="root_Born__error"]')).toHaveLength(1);
    expect(document.getElementById('root_Born__error')?.textContent).toBe('errBorn');
  });

  it('given a submit that passes, when Next is clicked, then nothing is scrolled or focused', async () => {
    const { controller, submit } = await show(screen([filled('Name')]), { Name: 'Wang' });
    const next = vi.fn();
    controller.go = next;
    await submit();
    await waitFor(() => expect(next).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(scrolled).toEqual([]);
  });
});

describe('firstInvalidPlace', () => {
  it('given fields hidden or not on the page, then the first shown one in document order is chosen', () => {
    document.body.innerHTML = `
      <div class="field" hidden><input id="root_A"></div>
      <div class="field"><input id="root_B"></div>
      <div class="field"><div id="root_C"><input id="root_C_0"></div><div id="root_C__error">x</div></div>`;
    expect(firstInvalidPlace(document.body, ['C', 'A', 'Z'])?.id).toBe('root_C');
    expect(firstInvalidPlace(document.body, ['C', 'B'])?.id).toBe('root_B');
    expect(firstInvalidPlace(document.body, ['A', 'Z'])).toBeUndefined();
  });
});
