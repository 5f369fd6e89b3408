// @vitest-environment jsdom
// A keystroke costs its field alone (issue 7 §5): typing in a text field re-renders no
// sibling field; the typed text reaches the form after a pause, on blur, at once for a
// field with onChange effects, before a submit (Enter) and when the page is hidden. The
// first submit with every required field empty re-renders each field at most once.
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { ValidatorType, WidgetProps } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import i18next from 'i18next';
import { Profiler } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { ScreenForm } from '../../../renderer/react/ScreenForm.js';
import { everyWidget } from '../../../widgets/index.js';
import { DRAFT_PAUSE_MS } from '../../../widgets/shared/drafts.js';
import { toFieldErrors } from '../../../renderer/engine/schemaErrors.js';
import { stubAppServices } from '../support/appServices.js';

const SCREEN: ScreenConfig = {
  version: 1,
  id: 'typing',
  title: 'typing.title',
  schema: {
    type: 'object',
    required: ['Name', 'Addr', 'Mobile', 'Sibling'],
    properties: {
      Name: { type: 'string' }, Addr: { type: 'string' }, Mobile: { type: 'string' }, Code: { type: 'string' },
      Sibling: { type: 'string' }, Note: { type: 'string' }, Amount: { type: 'string', default: '50' },
    },
  },
  uiSchema: {
    'ui:order': ['Name', 'Addr', 'Mobile', 'Code', 'Sibling', 'Note', 'Amount'],
    Mobile: { 'ui:widget': 'digits', 'ui:options': { maxLength: 10 } },
    Code: { 'ui:widget': 'upper', 'ui:options': { maxLength: 7 } },
    Sibling: { 'ui:widget': 'counted' },
  },
  rules: { visible: { Note: "form.Name = 'note'" } },
  onChange: { Code: [{ set: { LastCode: 'form.Code' } }] },
  // (as the loan amount over the pre-approved one: put back on leaving the field)
  onBlur: { Amount: [{ when: '$number(form.Amount) > 50', then: [{ setForm: { Amount: "'50'" } }] }] },
  submit: { label: 'common.next' },
  next: [{ go: '/Next', pageState: 'Page9' }],
};

const validator = ajvValidator as ValidatorType;
let renders = 0;
/** React's commits of the screen's tree. */
let commits = 0;
function Counted(props: WidgetProps) {
  renders += 1;
  return <input id={props.id} value={typeof props.value === 'string' ? props.value : ''} onChange={(e) => props.onChange(e.target.value)} />;
}

const i18n = i18next.createInstance();
void i18n.init({ lng: 'zh-TW', resources: {}, initAsync: false });

async function show() {
  renders = 0;
  const session = new SessionStore(new MemoryStorage());
  const app = stubAppServices(session, {
    schemaCheck: (screen, form) => toFieldErrors(validator.rawValidation(screen.schema, form).errors ?? []),
    report: (err) => { throw err; },
  });
  const controller = new ScreenController(SCREEN, app, {});
  const faults: unknown[] = [];
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Profiler id="screen" onRender={() => { commits += 1; }}>
        <ScreenForm registry={everyWidget} controller={controller} report={(e) => { faults.push(e); }} validator={validator} extraWidgets={{ counted: Counted }} />
      </Profiler>
    </I18nextProvider>,
  );
  await act(async () => { await controller.load(); });
  const input = (name: string) => view.container.querySelector<HTMLInputElement>(`#root_${name}`)!;
  return { controller, session, input, faults };
}

function type(input: HTMLInputElement, text: string): void {
  for (let i = 1; i <= text.length; i++) fireEvent.change(input, { target: { value: text.slice(0, i) } });
}

afterEach(() => { cleanup(); });

describe('a keystroke costs its field alone', () => {
  it.each([['a plain text field', 'Name', 'Wang Xiaoming'], ['a digits field', 'Mobile', '0912345678']])(
    'given %s, when the applicant types, then no sibling field renders and the form has the text after a pause',
    async (_kind, field, text) => {
      const { controller, input, session } = await show();
      const before = renders;
      act(() => { type(input(field), text); });
      expect(input(field).value).toBe(text);
      expect(renders - before).toBe(0);
      expect(controller.state.form[field]).toBeUndefined();
      await waitFor(() => expect(controller.state.form[field]).toBe(text), { timeout: DRAFT_PAUSE_MS + 1000 });
      expect((session.get('form.typing') as Record<string, unknown>)[field]).toBe(text);
    },
  );

  it('given typed text, when it is committed after the pause, then no sibling field renders', async () => {
    const { controller, input } = await show();
    const before = renders;
    act(() => { type(input('Name'), 'Lin'); });
    await waitFor(() => expect(controller.state.form.Name).toBe('Lin'), { timeout: DRAFT_PAUSE_MS + 1000 });
    await act(async () => { await new Promise((done) => setTimeout(done, 50)); });
    expect(renders - before).toBe(0);
  });

  it('given typed text, when it is committed after the pause, then the screen is drawn once (no second pass of a form deriving its own state from the data)', async () => {
    const { controller, input } = await show();
    act(() => { type(input('Name'), 'Lin'); });
    const before = commits;
    await waitFor(() => expect(controller.state.form.Name).toBe('Lin'), { timeout: DRAFT_PAUSE_MS + 1000 });
    await act(async () => { await new Promise((done) => setTimeout(done, 50)); });
    // the screen's, then the field's own (its draft dropped once the screen has drawn the text);
    // rjsf's Form drew a third time, from its componentDidUpdate
    expect(commits - before).toBe(2);
    expect(input('Name').value).toBe('Lin');
  });

  it('given typed text, when it is committed after the pause, then the field shows the typed text throughout (never the old value while the screen draws later)', async () => {
    const { controller, input } = await show();
    const field = input('Name');
    // (React keeps its own value tracker on the input: wrapped, not replaced)
    const own = Object.getOwnPropertyDescriptor(field, 'value') ?? Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    const shown: string[] = [];
    Object.defineProperty(field, 'value', {
      configurable: true,
      get() { return own.get!.call(this) as string; },
      set(value: string) { shown.push(value); own.set!.call(this, value); },
    });
    act(() => { type(field, 'Lin'); });
    shown.length = 0;
    await waitFor(() => expect(controller.state.form.Name).toBe('Lin'), { timeout: DRAFT_PAUSE_MS + 1000 });
    await act(async () => { await new Promise((done) => setTimeout(done, 50)); });
    expect(shown.filter((value) => value !== 'Lin')).toEqual([]);
    expect(field.value).toBe('Lin');
  });

  it('given typed text committed after the pause, when the screen\'s work then writes the field (to another value, then back to the old one), then the field shows what it wrote', async () => {
    const { controller, input } = await show();
    act(() => { type(input('Name'), 'Lin'); });
    await waitFor(() => expect(input('Name').value).toBe('Lin'));
    await waitFor(() => expect(controller.state.form.Name).toBe('Lin'), { timeout: DRAFT_PAUSE_MS + 1000 });
    await act(async () => { controller.setForm({ Name: 'Chen' }); });
    expect(input('Name').value).toBe('Chen');
    await act(async () => { controller.setForm({ Name: undefined }); });
    expect(input('Name').value).toBe('');
  });

  it('given typed text, when the field loses focus and its onBlur effect puts back the value it had before the typing, then the field shows that value', async () => {
    const { controller, input } = await show();
    act(() => { type(input('Amount'), '80'); });
    expect(input('Amount').value).toBe('80');
    await act(async () => { fireEvent.blur(input('Amount')); });
    await waitFor(() => expect(controller.state.form.Amount).toBe('50'));
    await act(async () => { await new Promise((done) => setTimeout(done, 50)); });
    expect(input('Amount').value).toBe('50');
  });

  it('given typed text, when the field loses focus, then the form has it at once', async () => {
    const { controller, input } = await show();
    act(() => { type(input('Addr'), 'Taipei'); });
    await act(async () => { fireEvent.blur(input('Addr')); });
    await waitFor(() => expect(controller.state.form.Addr).toBe('Taipei'), { timeout: DRAFT_PAUSE_MS / 2 });
  });

  it('given a field with onChange effects (the sales code), when a key is typed, then the form has it at once', async () => {
    const { controller, input, session } = await show();
    await act(async () => { type(input('Code'), 'S12'); });
    await waitFor(() => expect(controller.state.form.Code).toBe('S12'), { timeout: DRAFT_PAUSE_MS / 2 });
    await waitFor(() => expect(session.get('LastCode')).toBe('S12'), { timeout: DRAFT_PAUSE_MS / 2 });
  });

  it('given text typed a moment ago, when Enter submits, then it is validated and submitted, not lost', async () => {
    const { controller, input } = await show();
    act(() => { type(input('Name'), 'note'); });
    await act(async () => { fireEvent.submit(input('Name').form!); });
    await waitFor(() => expect(controller.state.form.Name).toBe('note'));
    expect(Object.keys(controller.state.fieldErrors)).not.toContain('Name');
    // A rule reading the typed value followed it.
    expect(controller.state.hidden.has('Note')).toBe(false);
  });

  it('given text typed a moment ago, when the page is hidden (reload, tab closed), then the session has it', async () => {
    const { session, input } = await show();
    act(() => { type(input('Name'), 'Lin'); });
    act(() => { window.dispatchEvent(new Event('pagehide')); });
    expect((session.get('form.typing') as Record<string, unknown>).Name).toBe('Lin');
  });
});

describe('the first submit with every required field empty', () => {
  it('given an empty form, when submitted, then every error shows and each field renders at most once', async () => {
    const { controller, input } = await show();
    const notified: number[] = [];
    controller.subscribe(() => { notified.push(controller.state.revision); });
    const before = renders;
    await act(async () => { fireEvent.submit(input('Name').form!); });
    await waitFor(() => expect(document.querySelectorAll('.field__error')).toHaveLength(4));
    expect(notified).toHaveLength(1);
    expect(renders - before).toBeLessThanOrEqual(1);
  });
});
