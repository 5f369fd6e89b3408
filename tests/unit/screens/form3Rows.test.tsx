// @vitest-environment jsdom
// Form3 on the real schemas/form3.json: F3-48 (each company-row message names the field that is
// missing, in both languages), and drawn by the real view (ScreenView, the real widgets and zh-TW
// texts): F3-23 (the collapsible other-information section), F3-25 (the consent statements, which
// the seed keeps in labels only, are not on this screen).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../renderer/engine/i18n.js';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { ScreenView } from '../../../renderer/react/ScreenView.js';
import { nodeSchemaCheck } from '../../../renderer/headless/nodeSchemaCheck.js';
import { stubAppServices } from '../support/appServices.js';
import { ABSENT, CONSTS, loadScreen, lookup, readJson, runCase } from './screenChecks.js';

afterEach(cleanup);

const FORM3 = loadScreen('form3');
const zh = readJson<Record<string, unknown>>('locales/zh-TW.json');
const en = readJson<Record<string, unknown>>('locales/en.json');
const S = { CustomerType: 'NTB', ApplyPL: 'Y', ApplyLogID: 'L1' };
const BASELINE = { ApplyPL: 'Y', ApplyAmt: '150', ApplyPeriod: '7', LoanFor: '2', RealtyOwn: 'N', RelatedFlag: 'Y' };

describe('company-row messages name the missing field (F3-48)', () => {
  const ROWS = {
    OwnerSelf: { OwnCompNm1: '台灣積體電路製造', OwnCompBin1: '22099131', OwnCompPosition1: '董事長' },
    OwnerSpouse: { SpouseCompNm1: '鴻海精密', SpouseCompBin1: '10458575', SpouseCompPosition1: '董事' },
  };
  const NAMES: Array<[suffix: string, zhWord: string, enWord: RegExp]> = [
    ['CompBin1', '統一編號', /tax ID/i],
    ['CompNm1', '企業名稱', /company name/i],
    ['CompPosition1', '職稱', /position/i],
  ];

  for (const [related, row] of Object.entries(ROWS)) {
    const prefix = related === 'OwnerSelf' ? 'Own' : 'Spouse';
    it.each(NAMES)(`${related}: %s missing → its message names it (%s)`, async (suffix, zhWord, enWord) => {
      const field = `${prefix}${suffix}`;
      const run = await runCase(FORM3, BASELINE, { session: S, form: { Related: related, ...row, [field]: ABSENT } });
      expect(run.problems.map((p) => p.field)).toEqual([field]);
      const key = run.problems[0].message;
      const zhText = String(lookup(zh, key));
      const enText = String(lookup(en, key));
      expect(zhText).toContain(zhWord);
      expect(enText).toMatch(enWord);
      // …and only that field: the other two fields of the row are not named.
      for (const [, otherZh, otherEn] of NAMES.filter(([s]) => s !== suffix)) {
        expect(zhText).not.toContain(otherZh);
        expect(enText).not.toMatch(otherEn);
      }
    });
  }
});

describe('Form3 as drawn (F3-23, F3-25)', () => {
  async function show(form: Record<string, unknown>) {
    const store = new SessionStore(new MemoryStorage());
    store.assign({ ...S, Form3Data: { ...form, Prefilled: 'Y' } });
    const i18n = createI18n('zh-TW', { 'zh-TW': zh, en });
    const app = stubAppServices(store, {
      consts: CONSTS,
      schemaCheck: nodeSchemaCheck,
      translate: (key, params) => i18n.t(key, params),
      api: { call: async (code) => (code === 'A22' ? [{ CodeType: 'LoanFor', CodeID: '2', CodeDescription: '購車' }, { CodeType: 'RelCode', CodeID: '2', CodeDescription: '祖父母' }] : { Success: true }) as Record<string, unknown>, resetRetries: () => undefined },
    });
    const controller = new ScreenController(FORM3, app, {});
    render(<I18nextProvider i18n={i18n}><ScreenView controller={controller} report={(err) => { throw err; }} /></I18nextProvider>);
    await act(async () => { await controller.load(); });
    await screen.findByText('申請金額', { exact: false }, { timeout: 15_000 });
    return controller;
  }
  const section = () => Array.from(document.querySelectorAll('details')).find((d) => d.querySelector('summary')?.textContent === '其他資訊：利害關係人聲明');

  it('above 100: the other-information section is a collapsible <details>, open, holding the related-party question; it collapses and expands', async () => {
    await show(BASELINE);
    expect(section()).toBeDefined();
    await waitFor(() => expect(section()!.open).toBe(true));
    expect(section()!.querySelector('[id^="root_RelatedFlag"]')).not.toBeNull();
    fireEvent.click(section()!.querySelector('summary')!);
    await waitFor(() => expect(section()!.open).toBe(false));
    fireEvent.click(section()!.querySelector('summary')!);
    await waitFor(() => expect(section()!.open).toBe(true));
  });

  it('at 100: no such section', async () => {
    await show({ ...BASELINE, ApplyAmt: '100' });
    expect(document.body.textContent).toContain('申請金額');
    expect(section()).toBeUndefined();
  });

  it.each([
    ['the spouse', { Related: 'Spouse' }],
    ['an own company', { Related: 'OwnerSelf' }],
  ])('with %s: none of the consent statements (confirmation, the account-management fee once per funding case, no agent applications) is shown', async (_what, related) => {
    await show({ ...BASELINE, ...related });
    const text = document.body.textContent ?? '';
    expect(text).toContain('其他資訊：利害關係人聲明');
    for (const word of ['帳戶管理費', '撥款案件', '代辦', '代理申辦', '本人確認', '同意']) expect(text, word).not.toContain(word);
  });
});

describe('the ETP amount popup names the default amount (F3-30\'s popup text)', () => {
  it.each(['zh-TW', 'en'] as const)('%s: 300 over the default 200 → the popup says 200, no placeholder left', async (language) => {
    const i18n = createI18n(language, { 'zh-TW': zh, en });
    const store = new SessionStore(new MemoryStorage());
    store.assign({ CustomerType: 'ETP', FlowType: 'ETP', ApplyPL: 'Y', PLDefaultAmt: '200' });
    const bodies: string[] = [];
    const app = stubAppServices(store, {
      consts: CONSTS,
      schemaCheck: nodeSchemaCheck,
      translate: (key, params) => i18n.t(key, params),
      host: { popup: (view) => { bodies.push(String(view.body)); return () => undefined; } },
    });
    const controller = new ScreenController(FORM3, app, {});
    controller.keepResponse('A22', [{ CodeType: 'LoanFor', CodeID: '2', CodeDescription: '家庭週轉' }]);
    await controller.change({ ...controller.state.form, ApplyPL: 'Y', ApplyAmt: '300' });
    await controller.blur('ApplyAmt');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('200');
    expect(bodies[0]).not.toMatch(/[{}]/);
  });
});
