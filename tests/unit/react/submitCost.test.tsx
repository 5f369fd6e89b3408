// @vitest-environment jsdom
// The first submit costs the fields it concerns (issue 7 §5): the messages and the revision reach
// the widgets through the live context (widgets/shared/liveContext.ts), not the rjsf formContext,
// so a submit the validation stops redraws no field that shows no message, and re-evaluates no
// widget expression (it changed no data); an action that changes data still reaches the widgets.
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { ValidatorType, WidgetProps } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { toFieldErrors } from '../../../renderer/engine/schemaErrors.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { ScreenForm } from '../../../renderer/react/ScreenForm.js';
import { everyWidget } from '../../../widgets/index.js';
import { formContextOf } from '../../../widgets/shared/formContext.js';
import { onlyServer } from '../../../widgets/shared/useEvaluated.js';
import { stubAppServices } from '../support/appServices.js';

const SCREEN: ScreenConfig = {
  version: 1,
  id: 'cost',
  title: 'cost.title',
  schema: {
    type: 'object',
    properties: { Card: { type: 'null' }, Name: { type: 'string' }, Addr: { type: 'string' }, Quiet: { type: 'string' }, Reader: { type: 'string' }, Other: { type: 'string' }, City: { type: 'string' } },
  },
  uiSchema: {
    'ui:order': ['Card', 'Name', 'Addr', 'Quiet', 'Reader', 'Other', 'City'],
    City: { 'ui:widget': 'lookupSelect', 'ui:options': { source: "server.A22[CodeType = 'City']", valueKey: 'CodeID', labelKey: 'CodeDescription' } },
    Reader: { 'ui:widget': 'reader' },
    Other: { 'ui:widget': 'reader' },
    Card: { 'ui:field': 'display', 'ui:options': { kind: 'cardName', valueExpr: 'session.CardName' } },
    Quiet: { 'ui:widget': 'counted' },
  },
  rules: { validate: [{ field: 'Name', assert: '$boolean(form.Name)', message: 'errName' }, { field: 'Addr', assert: '$boolean(form.Addr)', message: 'errAddr' }, { field: 'Other', assert: '$boolean(form.Other)', message: 'errOther' }] },
  actions: { rename: [{ set: { CardName: "'御璽卡'" } }] },
  submit: { label: 'common.next' },
  next: [{ go: '/Next', pageState: 'Page9' }],
};

const validator = ajvValidator as ValidatorType;
const i18n = i18next.createInstance();
void i18n.init({ lng: 'zh-TW', resources: {}, initAsync: false });
let renders = 0;
function Counted(props: WidgetProps) {
  renders += 1;
  return <input id={props.id} value={typeof props.value === 'string' ? props.value : ''} onChange={(e) => props.onChange(e.target.value)} />;
}

/** A widget that reads its own message through the widget contract (formContextOf), as the registry's do. */
const readerRenders: Record<string, number> = {};
function Reader(props: WidgetProps) {
  const fc = formContextOf(props.registry);
  readerRenders[props.name] = (readerRenders[props.name] ?? 0) + 1;
  return <input id={props.id} aria-invalid={fc.fieldErrors[props.name] ? true : undefined} value={typeof props.value === 'string' ? props.value : ''} onChange={(e) => props.onChange(e.target.value)} />;
}

async function show() {
  const session = new SessionStore(new MemoryStorage());
  session.set('CardName', '現金回饋卡');
  const app = stubAppServices(session, {
    schemaCheck: (s, f) => toFieldErrors(validator.rawValidation(s.schema, f).errors ?? []),
    report: (err) => { throw err; },
  });
  const controller = new ScreenController(SCREEN, app, {});
  const evaluated: string[] = [];
  const evaluate = controller.evaluate.bind(controller);
  controller.evaluate = (expr: string) => { evaluated.push(expr); return evaluate(expr); };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ScreenForm registry={everyWidget} controller={controller} report={(e) => { throw e; }} validator={validator} extraWidgets={{ counted: Counted, reader: Reader }} />
    </I18nextProvider>,
  );
  await act(async () => { await controller.load(); });
  await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
  return { controller, evaluated, view };
}

afterEach(() => { cleanup(); });

describe('the first submit costs the fields it concerns', () => {
  it('given every field empty, when Next is clicked, then the messages show and neither the quiet field nor any expression is redone', async () => {
    const { view, evaluated } = await show();
    renders = 0;
    readerRenders.Reader = 0;
    readerRenders.Other = 0;
    evaluated.length = 0;
    await act(async () => { fireEvent.click(view.container.querySelector('button[type=submit]')!); });
    await waitFor(() => expect(document.querySelectorAll('.field__error')).toHaveLength(3));
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    expect(renders).toBe(0);
    expect(evaluated).toEqual([]);
    // A widget reading messages redraws for its own only.
    expect(readerRenders).toEqual({ Reader: 0, Other: 1 });
    expect(document.getElementById('root_Other')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('given an action that changes the session, when it runs, then the display follows without the quiet field being redrawn', async () => {
    const { controller, evaluated } = await show();
    expect(document.getElementById('root_Card')?.textContent).toBe('現金回饋卡');
    renders = 0;
    evaluated.length = 0;
    await act(async () => { await controller.trigger('rename'); });
    await waitFor(() => expect(document.getElementById('root_Card')?.textContent).toBe('御璽卡'));
    expect(renders).toBe(0);
    // The lookup list reads the bank's answers only, which the action did not change: not evaluated again.
    expect(evaluated).toContain('session.CardName');
    expect(evaluated).not.toContain("server.A22[CodeType = 'City']");
  });

  it('given a new answer kept by an action, when it runs, then the lookup list follows', async () => {
    const { controller } = await show();
    expect(document.querySelectorAll('#root_City option')).toHaveLength(1);
    await act(async () => { controller.keepResponse('A22', [{ CodeType: 'City', CodeID: '63000', CodeDescription: '臺北市' }]); await controller.trigger('rename'); });
    await waitFor(() => expect(document.querySelectorAll('#root_City option')).toHaveLength(2));
  });
});

describe('onlyServer: expressions that read the bank\'s answers alone', () => {
  it.each([
    ["server.A22[CodeType = 'City' and $not($boolean(ParentType))]", true],
    ['server.A71', true],
    ["server.A22[CodeType = 'City' and ParentCodeID = $$.form.HomeCity]", false],
    ['session.CardName', false],
    ['form.HomeCity', false],
    ["$named('etpFlow', $$)", false],
    ["$number($substring($now('[Y0001]'), 0, 4)) - 1911", false],
    ['query.CTID', false],
  ])('%s → %s', (expression, expected) => {
    expect(onlyServer(expression)).toBe(expected);
  });
});
