// @vitest-environment jsdom
// repeatRows (001 §2.4, §3.4; F3-18..F3-22): Add opens the next row of the screen's flat fields
// (row 1 before row 2), the focus goes to the new row once the screen draws it, Add gives way at
// N, no delete control; the texts of both locales; axe clean.
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FieldTemplate } from '../../../renderer/react/FieldTemplate.js';
import { HiddenField } from '../../../renderer/react/HiddenField.js';
import { uiSchemaView } from '../../../renderer/react/uiSchemaView.js';
import type { FormContext } from '../../../widgets/shared/screenRuntime.js';
import { fields, widgets, contracts, everyWidget } from '../../../widgets/index.js';
import { contract, filledExpression, openCount, rowsOf, shownCount } from '../../../widgets/repeatRows/contract.js';
import { fakeRuntime, flush, renderForm } from './harness.js';
import { SchemaForm } from '../../../renderer/react/SchemaForm.js';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { ScreenForm } from '../../../renderer/react/ScreenForm.js';
import { stubAppServices } from '../support/appServices.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function locale(lang: 'zh-TW' | 'en'): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, at: string) => {
    if (typeof node === 'string') out[at] = node;
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, at ? `${at}.${k}` : k);
  };
  walk(JSON.parse(readFileSync(resolve(__dirname, `../../../locales/${lang}.json`), 'utf8')), '');
  return out;
}

const str = (title: string) => ({ type: 'string' as const, title });

/** Second-degree relatives, as Form3 lists them (3.4), with N rows. */
function relatives(n: number): { schema: RJSFSchema; rows: string[][] } {
  const rows = Array.from({ length: n }, (_, i) => [`RelationType${i + 1}`, `RelationName${i + 1}`, `RelationID${i + 1}`]);
  const properties: Record<string, unknown> = { RelRows: { type: 'string' } };
  rows.forEach((row, i) => {
    properties[row[0]] = str(`稱謂 ${i + 1}`);
    properties[row[1]] = str(`姓名 ${i + 1}`);
    properties[row[2]] = str(`身分證字號 ${i + 1}`);
  });
  return { schema: { type: 'object', properties } as RJSFSchema, rows };
}

const ui = (rows: string[][], extra: Record<string, unknown> = {}): UiSchema => ({
  'ui:order': ['*', 'RelRows'],
  RelRows: { 'ui:widget': 'repeatRows', 'ui:label': false, 'ui:options': { rowFields: rows, ...extra } },
});

/** The screen's visibility rule as config writes it: a row shows when opened or when it holds data. */
function hiddenRows(form: Record<string, unknown>, rows: string[][]): string[] {
  const opened = Number(form.RelRows ?? 1);
  return rows.flatMap((row, i) => (i === 0 || opened >= i + 1 || row.some((f) => Boolean(form[f])) ? [] : row));
}

interface Shown {
  changes: Record<string, unknown>[];
  restore(form: Record<string, unknown>): Promise<void>;
}

/**
 * The screens' form (SchemaForm), controlled, drawn as the screen's form draws it: its field template, hidden field and
 * uiSchema view, the rows' visibility applied a task after the change (as the controller's rules).
 */
async function show(n: number, options: { formData?: Record<string, unknown>; dict?: Record<string, string>; extra?: Record<string, unknown>; readonly?: boolean } = {}): Promise<Shown> {
  const { schema, rows } = relatives(n);
  const runtime = fakeRuntime({}, options.dict ?? locale('zh-TW'));
  const changes: Record<string, unknown>[] = [];
  const control: { restore?: (f: Record<string, unknown>) => void } = {};
  function Host() {
    const [form, setForm] = useState<Record<string, unknown>>(options.formData ?? {});
    const [hidden, setHidden] = useState<string[]>(() => hiddenRows(options.formData ?? {}, rows));
    const [revision, setRevision] = useState(0);
    control.restore = (f) => { runtime.data.form = f; setForm(f); setHidden(hiddenRows(f, rows)); setRevision((r) => r + 1); };
    runtime.data.form = form;
    useEffect(() => {
      const timer = setTimeout(() => setHidden(hiddenRows(form, rows)), 0);
      return () => clearTimeout(timer);
    }, [form]);
    const base = ui(rows, options.extra);
    const uiSchema = uiSchemaView(options.readonly ? { ...base, RelRows: { ...(base.RelRows as object), 'ui:readonly': true } } : base, new Set(hidden), (k) => k);
    const formContext = { runtime, fieldErrors: {}, revision, required: new Set<string>(), hidden: new Set(hidden), loaded: true, language: 'zh-TW' } as FormContext;
    return (
      <SchemaForm
        schema={schema}
        uiSchema={uiSchema}
        formData={form}
        validator={validator}
        widgets={widgets}
        fields={{ ...fields, hiddenField: HiddenField }}
        templates={{ FieldTemplate }}
        formContext={formContext}
        onChange={(e) => { const next = (e.formData ?? {}) as Record<string, unknown>; changes.push(next); setForm(next); }}
      >
        <></>
      </SchemaForm>
    );
  }
  render(<Host />);
  await flush();
  return {
    changes,
    async restore(form) {
      act(() => control.restore?.(form));
      await flush();
      await flush();
    },
  };
}

const addButton = () => document.getElementById('root_RelRows__add');
const rowShown = (k: number) => document.getElementById(`root_RelationName${k}`) !== null;

async function settle(): Promise<void> {
  await flush();
  await act(async () => { await new Promise((r) => setTimeout(r, 5)); });
  await flush();
}

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('repeatRows: Add opens the next row', () => {
  it('shows row 1 only at first; Add opens row 2, moves the focus to its first field and gives way at N = 2 (F3-18, F3-21)', async () => {
    const h = await show(2);
    expect(rowShown(1)).toBe(true);
    expect(rowShown(2)).toBe(false);
    const add = addButton();
    expect(add?.textContent).toBe('新增第 2 筆');
    expect(add?.getAttribute('type')).toBe('button');
    fireEvent.click(add as HTMLElement);
    expect(h.changes.at(-1)?.RelRows).toBe('2');
    await settle();
    expect(rowShown(2)).toBe(true);
    expect(document.activeElement?.id).toBe('root_RelationType2');
    expect(addButton()).toBeNull();
    expect(screen.getByText('最多 2 筆')).toBeTruthy();
  });

  it('with N = 3: row 2 before row 3, Add still offered after the first and gone after the second', async () => {
    const h = await show(3);
    fireEvent.click(addButton() as HTMLElement);
    await settle();
    expect(rowShown(2)).toBe(true);
    expect(rowShown(3)).toBe(false);
    expect(addButton()?.textContent).toBe('新增第 3 筆');
    fireEvent.click(addButton() as HTMLElement);
    await settle();
    expect(h.changes.at(-1)?.RelRows).toBe('3');
    expect(rowShown(3)).toBe(true);
    expect(document.activeElement?.id).toBe('root_RelationType3');
    expect(addButton()).toBeNull();
    expect(screen.getByText('最多 3 筆')).toBeTruthy();
  });

  it('a restored row 2 counts as open: no Add at N = 2; at N = 3 Add offers row 3', async () => {
    await show(2, { formData: { RelationName2: '王小明' } });
    await settle();
    expect(rowShown(2)).toBe(true);
    expect(addButton()).toBeNull();
    cleanup();
    await show(3, { formData: { RelationID2: 'A123456789' } });
    await settle();
    expect(addButton()?.textContent).toBe('新增第 3 筆');
  });

  it('data restored later (a held application) re-reads the rows on the new revision', async () => {
    const h = await show(2);
    expect(addButton()).not.toBeNull();
    await h.restore({ RelationType2: '01' });
    await settle();
    expect(addButton()).toBeNull();
  });

  it('draws no delete control: the only button in the group is Add (F3-22)', async () => {
    await show(2);
    fireEvent.click(addButton() as HTMLElement);
    await settle();
    expect(document.querySelectorAll('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /刪除|delete|remove/i })).toBeNull();
  });

  it('read-only: Add is disabled and opens nothing', async () => {
    const h = await show(2, { readonly: true });
    const add = addButton() as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.click(add);
    await settle();
    expect(h.changes.some((c) => c.RelRows !== undefined)).toBe(false);
    expect(rowShown(2)).toBe(false);
  });

  it('the screen names its own texts (addText, fullText with {n} and {max})', async () => {
    await show(2, { dict: { 'f3.addRel': '新增二親等親屬（第 {n} 位，最多 {max} 位）', 'f3.fullRel': '已達 {max} 位' }, extra: { addText: 'f3.addRel', fullText: 'f3.fullRel' } });
    expect(addButton()?.textContent).toBe('新增二親等親屬（第 2 位，最多 2 位）');
    fireEvent.click(addButton() as HTMLElement);
    await settle();
    expect(screen.getByText('已達 2 位')).toBeTruthy();
  });

  it('English: the en locale has both texts', async () => {
    await show(2, { dict: locale('en') });
    expect(addButton()?.textContent).toBe('Add entry 2');
    fireEvent.click(addButton() as HTMLElement);
    await settle();
    expect(screen.getByText('Up to 2 entries')).toBeTruthy();
  });

  it('passes axe before and after Add', async () => {
    await show(2);
    expect(await violations()).toEqual([]);
    fireEvent.click(addButton() as HTMLElement);
    await settle();
    expect(await violations()).toEqual([]);
  });

  it('a row naming a field the screen lacks is a config fault naming it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { schema } = relatives(1);
    await expect(renderForm({ schema, uiSchema: ui([['RelationType1'], ['RelationTyp2']]), runtime: fakeRuntime() })).rejects.toThrow(/RelationTyp2/);
  });
});

describe('repeatRows contract', () => {
  const options = { rowFields: [['A1', 'B1'], ['A2', 'B2']] };

  it('is registered as a widget', () => {
    expect(contracts.repeatRows).toBe(contract);
    expect(contract.kind).toBe('widget');
    expect(contract.requiredOptions).toEqual(['rowFields']);
  });

  it('sanitize keeps a row count within 1..N', () => {
    expect(contract.sanitize('2', options)).toBe('2');
    expect(contract.sanitize(1, options)).toBe('1');
    expect(contract.sanitize('3', options)).toBe('2');
    expect(contract.sanitize('0', options)).toBeUndefined();
    expect(contract.sanitize('x', options)).toBeUndefined();
    expect(contract.sanitize('', options)).toBeUndefined();
    expect(contract.sanitize(undefined, options)).toBeUndefined();
  });

  it('openCount and shownCount: absent is 1, data opens its row, never past N', () => {
    expect(openCount(undefined, 2)).toBe(1);
    expect(openCount('2', 2)).toBe(2);
    expect(openCount('9', 2)).toBe(2);
    expect(shownCount(undefined, [false, false], 2)).toBe(1);
    expect(shownCount(undefined, [false, true], 2)).toBe(2);
    expect(shownCount('1', [false, false, true], 3)).toBe(3);
    expect(shownCount('2', [false, false, false], 3)).toBe(2);
  });

  it('filledExpression reads each row with its fields absent or empty', async () => {
    const rt = fakeRuntime({ form: { B2: 'x', A1: '' } });
    expect(await rt.evaluate(filledExpression(rowsOf(options)))).toEqual([false, true]);
    const none = fakeRuntime({ form: {} });
    expect(await none.evaluate(filledExpression(rowsOf(options)))).toEqual([false, false]);
  });

  it('rowsOf refuses rows that are not lists of field names', () => {
    expect(() => rowsOf({})).toThrow(/rowFields/);
    expect(() => rowsOf({ rowFields: [] })).toThrow(/rowFields/);
    expect(() => rowsOf({ rowFields: [['A1'], []] })).toThrow(/row 2/);
    expect(() => rowsOf({ rowFields: [['A1', 'form.x']] })).toThrow(/row 1/);
  });
});

// Through the renderer itself: the screen's controller applies the README's visibility rule, its form
// draws the rows; Add opens row 2 and the focus reaches it once the controller has drawn it.

describe('repeatRows on a configured screen', () => {
  const row2 = ['RelationType2', 'RelationName2', 'RelationID2'];
  const shownWhen = `$number(form.RelRows) >= 2 or ${row2.map((f) => `$boolean(form.${f})`).join(' or ')}`;
  const SCREEN: ScreenConfig = {
    version: 1,
    id: 'rr',
    title: 'rr.title',
    schema: relatives(2).schema as ScreenConfig['schema'],
    uiSchema: {
      'ui:order': ['RelationType1', 'RelationName1', 'RelationID1', 'RelationType2', 'RelationName2', 'RelationID2', 'RelRows'],
      RelRows: { 'ui:widget': 'repeatRows', 'ui:label': false, 'ui:options': { rowFields: relatives(2).rows } },
    },
    rules: { visible: Object.fromEntries(row2.map((f) => [f, shownWhen])) },
  } as ScreenConfig;

  async function showScreen(saved?: Record<string, unknown>, lang: 'zh-TW' | 'en' = 'zh-TW') {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { translation: JSON.parse(readFileSync(resolve(__dirname, `../../../locales/${lang}.json`), 'utf8')) } }, interpolation: { prefix: '{', suffix: '}' } });
    const session = new SessionStore(new MemoryStorage());
    if (saved) session.set('form.rr', saved);
    const controller = new ScreenController(SCREEN, stubAppServices(session), {});
    render(<I18nextProvider i18n={i18n}><main><ScreenForm registry={everyWidget} controller={controller} report={(e) => { throw e; }} validator={validator as ValidatorType} /></main></I18nextProvider>);
    await act(async () => { await controller.load(); });
    await settle();
    return controller;
  }

  it('Add shows row 2 through rules.visible, focuses it, and keeps the count in the form', async () => {
    const controller = await showScreen();
    expect(rowShown(2)).toBe(false);
    expect(addButton()?.textContent).toBe('新增第 2 筆');
    await act(async () => { fireEvent.click(addButton() as HTMLElement); });
    await settle();
    await settle();
    expect(controller.getState().form.RelRows).toBe('2');
    expect(rowShown(2)).toBe(true);
    expect(document.activeElement?.id).toBe('root_RelationType2');
    expect(addButton()).toBeNull();
    expect(screen.getByText('最多 2 筆')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('a saved application with row 2 filled shows row 2 and no Add, in English too', async () => {
    await showScreen({ RelationName2: '王小明' }, 'en');
    expect(rowShown(2)).toBe(true);
    expect(addButton()).toBeNull();
    expect(screen.getByText('Up to 2 entries')).toBeTruthy();
  });
});
