// @vitest-environment jsdom
// Widgets listing the same lookup share one evaluation of it (issue 22): a server-only expression
// (widgets/shared/useEvaluated.ts: onlyServer) gives the same value for the same answers, so the
// home and the billing city, or four nationality selects, filter the bank's list once, not once
// each. A new answer kept is evaluated again.
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { ValidatorType } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { ScreenForm } from '../../../renderer/react/ScreenForm.js';
import { everyWidget } from '../../../widgets/index.js';
import { stubAppServices } from '../support/appServices.js';

const CITIES = "server.A22[CodeType = 'City']";
const city = { 'ui:widget': 'lookupSelect', 'ui:options': { source: CITIES, valueKey: 'CodeID', labelKey: 'CodeDescription' } };
const SCREEN: ScreenConfig = {
  version: 1,
  id: 'lookups',
  title: 'lookups.title',
  schema: { type: 'object', properties: { HomeCity: { type: 'string' }, BillCity: { type: 'string' } } },
  uiSchema: { HomeCity: city, BillCity: city },
  actions: { reload: [{ set: { Reloaded: "'Y'" } }] },
  submit: { label: 'common.next' },
  next: [{ go: '/Next', pageState: 'Page9' }],
};
const A22 = [{ CodeType: 'City', CodeID: '63000', CodeDescription: '臺北市' }, { CodeType: 'Education', CodeID: '1', CodeDescription: '博士' }];

const validator = ajvValidator as ValidatorType;
const i18n = i18next.createInstance();
void i18n.init({ lng: 'zh-TW', resources: {}, initAsync: false });

afterEach(() => { cleanup(); });

describe('widgets listing the same lookup share one evaluation', () => {
  it('given two selects with one source, when the screen loads, then the list is evaluated once; a new answer once more', async () => {
    const app = stubAppServices(new SessionStore(new MemoryStorage()), { report: (err) => { throw err; } });
    const controller = new ScreenController(SCREEN, app, {});
    controller.keepResponse('A22', A22);
    const evaluated: string[] = [];
    // (evaluated at once by the rules' plain path, or later by evaluate: either counts)
    const evaluate = controller.evaluate.bind(controller);
    controller.evaluate = (expr: string) => { evaluated.push(expr); return evaluate(expr); };
    const evaluateNow = controller.evaluateNow.bind(controller);
    controller.evaluateNow = (expr: string) => { evaluated.push(expr); return evaluateNow(expr); };
    render(
      <I18nextProvider i18n={i18n}>
        <ScreenForm registry={everyWidget} controller={controller} report={(e) => { throw e; }} validator={validator} />
      </I18nextProvider>,
    );
    await act(async () => { await controller.load(); });
    await waitFor(() => expect(document.querySelectorAll('#root_BillCity option')).toHaveLength(2));
    expect(document.querySelectorAll('#root_HomeCity option')).toHaveLength(2);
    expect(evaluated.filter((e) => e === CITIES)).toHaveLength(1);
    await act(async () => {
      controller.keepResponse('A22', [...A22, { CodeType: 'City', CodeID: '64000', CodeDescription: '高雄市' }]);
      await controller.trigger('reload');
    });
    await waitFor(() => expect(document.querySelectorAll('#root_BillCity option')).toHaveLength(3));
    expect(document.querySelectorAll('#root_HomeCity option')).toHaveLength(3);
    expect(evaluated.filter((e) => e === CITIES)).toHaveLength(2);
  });
});
