// @vitest-environment jsdom
// The first submit draws its outcome in one pass (issue 22): the controller publishes the fields
// to reveal with the errors (ScreenState.reveal), so the screen renders once with the messages and
// the error summary, not once for the messages and again for the summary and the reveal. What
// follows in the same task is the fields' own messages (the live store, a layout effect).
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { ValidatorType } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import i18next from 'i18next';
import { Profiler } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { toFieldErrors } from '../../../renderer/engine/schemaErrors.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { ScreenForm } from '../../../renderer/react/ScreenForm.js';
import { everyWidget } from '../../../widgets/index.js';
import { stubAppServices } from '../support/appServices.js';

const SCREEN: ScreenConfig = {
  version: 1,
  id: 'onepass',
  title: 'onepass.title',
  schema: { type: 'object', properties: { Name: { type: 'string' }, Addr: { type: 'string' }, Email: { type: 'string' } } },
  uiSchema: { 'ui:order': ['Name', 'Addr', 'Email'] },
  rules: {
    validate: [
      { field: 'Name', assert: '$boolean(form.Name)', message: 'errName' },
      { field: 'Addr', assert: '$boolean(form.Addr)', message: 'errAddr' },
    ],
  },
  submit: { label: 'common.next' },
  next: [{ go: '/Next', pageState: 'Page9' }],
};

const validator = ajvValidator as ValidatorType;
const i18n = i18next.createInstance();
void i18n.init({ lng: 'zh-TW', resources: {}, initAsync: false });

interface Commit { summary: boolean; messages: number; focused: string }

async function show() {
  const session = new SessionStore(new MemoryStorage());
  const app = stubAppServices(session, { schemaCheck: (s, f) => toFieldErrors(validator.rawValidation(s.schema, f).errors ?? []) });
  const controller = new ScreenController(SCREEN, app, {});
  const commits: Commit[] = [];
  // Called as each commit is done: what the page shows then.
  const onRender = () => {
    commits.push({
      summary: document.querySelector('.error-summary') !== null,
      messages: document.querySelectorAll('.field__error').length,
      focused: document.activeElement?.id ?? '',
    });
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Profiler id="screen" onRender={onRender}>
        <ScreenForm registry={everyWidget} controller={controller} report={(e) => { throw e; }} validator={validator} />
      </Profiler>
    </I18nextProvider>,
  );
  await act(async () => { await controller.load(); });
  await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
  return { view, commits };
}

afterEach(() => { cleanup(); });

describe('the first submit draws its outcome in one pass', () => {
  it('given two required fields empty, when Next is clicked, then the summary comes with the messages and the screen commits twice at most', async () => {
    const { view, commits } = await show();
    commits.length = 0;
    await act(async () => { fireEvent.click(view.container.querySelector('button[type=submit]')!); });
    await waitFor(() => expect(document.activeElement?.id).toBe('root_Name'));
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    // The first commit after the click already holds the summary (it came in a second render before).
    expect(commits[0]?.summary).toBe(true);
    // The screen with the summary, then the fields' messages from the live store; nothing after.
    expect(commits).toHaveLength(2);
    expect(commits[1]).toMatchObject({ summary: true, messages: 2 });
    expect([...document.querySelectorAll('.error-summary a')].map((a) => a.getAttribute('href'))).toEqual(['#root_Name', '#root_Addr']);
  });

  it('given a second failed submit with one field left, then the summary stays until its list is empty', async () => {
    const { view } = await show();
    await act(async () => { fireEvent.click(view.container.querySelector('button[type=submit]')!); });
    await waitFor(() => expect(document.querySelectorAll('.error-summary li')).toHaveLength(2));
    const name = view.container.querySelector<HTMLInputElement>('#root_Name')!;
    await act(async () => { fireEvent.change(name, { target: { value: '王小明' } }); fireEvent.blur(name); });
    await act(async () => { fireEvent.click(view.container.querySelector('button[type=submit]')!); });
    await waitFor(() => expect(document.activeElement?.id).toBe('root_Addr'));
    expect([...document.querySelectorAll('.error-summary a')].map((a) => a.getAttribute('href'))).toEqual(['#root_Addr']);
    const addr = view.container.querySelector<HTMLInputElement>('#root_Addr')!;
    await act(async () => { fireEvent.change(addr, { target: { value: '忠孝東路' } }); fireEvent.blur(addr); });
    await waitFor(() => expect(document.querySelector('.error-summary')).toBeNull());
  });
});
