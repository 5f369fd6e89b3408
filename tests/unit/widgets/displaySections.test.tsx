// @vitest-environment jsdom
// Collapsible sections (display kind 'details' with `fields`) drawn by the section template:
// the named sibling fields inside the section, their values and errors as before.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FieldTemplate } from '../../../renderer/react/FieldTemplate.js';
import { HiddenField } from '../../../renderer/react/HiddenField.js';
import { uiSchemaView } from '../../../renderer/react/uiSchemaView.js';
import type { FormContext } from '../../../widgets/shared/screenRuntime.js';
import { fields, widgets } from '../../../widgets/index.js';
import { DISPLAY_KINDS } from '../../../widgets/display/contract.js';
import { SectionObjectFieldTemplate, sectionsOf } from '../../../widgets/display/sections.js';
import { fakeRuntime, flush } from './harness.js';
import { SchemaForm } from '../../../renderer/react/SchemaForm.js';

const dict = { 'f.optional': '其他資料（選填）', 'f.middle': '英文中間名', 'f.nation1': '其他國籍一' };

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    NameChinese: { type: 'string', title: '中文姓名' },
    secOptional: { type: 'null' },
    ENMiddleName: { type: 'string', title: '英文中間名' },
    OtherNation1: { type: 'string', title: '其他國籍一' },
    Email: { type: 'string', title: '電子郵件' },
  },
};
const section = (extra: Record<string, unknown> = {}): UiSchema => ({
  'ui:field': 'display',
  'ui:options': { kind: 'details', summary: 'f.optional', fields: ['ENMiddleName', 'OtherNation1'], ...extra },
});
const baseUi = (sec: UiSchema = section()): UiSchema => ({
  'ui:order': ['NameChinese', 'secOptional', 'ENMiddleName', 'OtherNation1', 'Email'],
  secOptional: sec,
});

interface Harness {
  changes: Record<string, unknown>[];
  setFieldErrors(e: Record<string, string>): Promise<void>;
  /** Changes the form as an effect would (a restored application), bumping the revision. */
  restore(form: Record<string, unknown>): Promise<void>;
}

/**
 * The screens' form (SchemaForm), controlled, as the screen's form draws it: the renderer's field template, its hidden
 * field and its uiSchema view (fields in `hidden` swapped for the hidden field), plus the section template.
 */
async function show(ui: UiSchema, options: { template?: boolean; formData?: Record<string, unknown>; hidden?: string[] } = {}): Promise<Harness> {
  const uiSchema = uiSchemaView(ui, new Set(options.hidden ?? []), (k) => k);
  const runtime = fakeRuntime({}, dict);
  const changes: Record<string, unknown>[] = [];
  const control: { errors?: (e: Record<string, string>) => void; restore?: (f: Record<string, unknown>) => void } = {};
  const templates = options.template === false ? { FieldTemplate } : { FieldTemplate, ObjectFieldTemplate: SectionObjectFieldTemplate };
  function Host() {
    const [form, setForm] = useState<Record<string, unknown>>(options.formData ?? {});
    const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
    const [revision, setRevision] = useState(0);
    control.errors = setFieldErrors;
    control.restore = (f) => { runtime.data.form = f; setForm(f); setRevision((r) => r + 1); };
    runtime.data.form = form;
    const formContext = { runtime, fieldErrors, revision, required: new Set<string>(), hidden: new Set(options.hidden ?? []), loaded: true, language: 'zh-TW' } as FormContext;
    return (
      <SchemaForm
        schema={schema}
        uiSchema={uiSchema}
        formData={form}
        validator={validator}
        widgets={widgets}
        fields={{ ...fields, hiddenField: HiddenField }}
        templates={templates}
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
    async setFieldErrors(e) { act(() => control.errors?.(e)); await flush(); },
    async restore(f) { act(() => control.restore?.(f)); await flush(); },
  };
}

const details = () => document.getElementById('root_secOptional') as HTMLDetailsElement;

afterEach(cleanup);

describe('display sections (kind details with fields)', () => {
  it('draws the named fields inside the section, closed, in the screen order; the others stay outside', async () => {
    await show(baseUi());
    const d = details();
    expect(d.tagName).toBe('DETAILS');
    expect(d.open).toBe(false);
    expect(d.querySelector('summary')?.textContent).toBe('其他資料（選填）');
    const inside = [...d.querySelectorAll('input')].map((i) => i.id);
    expect(inside).toEqual(['root_ENMiddleName', 'root_OtherNation1']);
    expect(d.contains(document.getElementById('root_NameChinese'))).toBe(false);
    expect(d.contains(document.getElementById('root_Email'))).toBe(false);
    // Each field once: not drawn again at its own place.
    expect(document.querySelectorAll('#root_ENMiddleName')).toHaveLength(1);
    // Document order: name, the section with its fields, email.
    const order = [...document.querySelectorAll('input')].map((i) => i.id);
    expect(order).toEqual(['root_NameChinese', 'root_ENMiddleName', 'root_OtherNation1', 'root_Email']);
  });

  it('opens and closes from its summary; what is typed inside reaches the form', async () => {
    const h = await show(baseUi());
    fireEvent.click(details().querySelector('summary') as HTMLElement);
    await flush();
    expect(details().open).toBe(true);
    fireEvent.change(document.getElementById('root_ENMiddleName') as HTMLInputElement, { target: { value: 'LEE' } });
    await flush();
    expect(h.changes.at(-1)).toMatchObject({ ENMiddleName: 'LEE' });
    fireEvent.click(details().querySelector('summary') as HTMLElement);
    await flush();
    expect(details().open).toBe(false);
    expect((document.getElementById('root_ENMiddleName') as HTMLInputElement).value).toBe('LEE');
  });

  it('a field inside hidden by its rule is drawn by nobody; the others stay inside', async () => {
    await show(baseUi(), { hidden: ['OtherNation1'] });
    expect([...details().querySelectorAll('input')].map((i) => i.id)).toEqual(['root_ENMiddleName']);
    expect(document.getElementById('root_OtherNation1')).toBeNull();
  });

  it('is open at first with open: true', async () => {
    await show(baseUi(section({ open: true })));
    expect(details().open).toBe(true);
  });

  it('opens by itself when a field inside shows an error, not for an error outside', async () => {
    const h = await show(baseUi());
    await h.setFieldErrors({ Email: 'x' });
    expect(details().open).toBe(false);
    await h.setFieldErrors({ OtherNation1: '請選擇國籍' });
    expect(details().open).toBe(true);
    // Closed by the applicant while the error stays: it stays closed until a new error comes.
    fireEvent.click(details().querySelector('summary') as HTMLElement);
    await flush();
    expect(details().open).toBe(false);
    await h.setFieldErrors({});
    await h.setFieldErrors({ ENMiddleName: '格式不正確' });
    expect(details().open).toBe(true);
  });

  it('openWhen opens it when the rule turns true: at first, or after a restore', async () => {
    const openWhen = '$boolean(form.ENMiddleName) or $boolean(form.OtherNation1)';
    await show(baseUi(section({ openWhen })), { formData: { OtherNation1: 'JP' } });
    expect(details().open).toBe(true);
    cleanup();
    const h = await show(baseUi(section({ openWhen })));
    expect(details().open).toBe(false);
    await h.restore({ ENMiddleName: 'LEE' });
    expect(details().open).toBe(true);
  });

  it('a hidden section hides its fields with it (their values are kept)', async () => {
    const h = await show(baseUi(), { formData: { ENMiddleName: 'LEE' }, hidden: ['secOptional'] });
    expect(details()).toBeNull();
    expect(document.getElementById('root_ENMiddleName')).toBeNull();
    expect(document.getElementById('root_Email')).not.toBeNull();
    expect(h.changes.every((c) => c.ENMiddleName === 'LEE')).toBe(true);
  });

  it('without the section template a section naming fields is a fault, not fields silently outside', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(show(baseUi(), { template: false })).rejects.toThrow(/display section "secOptional" groups ENMiddleName, OtherNation1, but the form has no section template/);
    errors.mockRestore();
  });

  it('passes axe, closed and open', async () => {
    await show(baseUi());
    const run = async () => (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map((v) => v.id);
    expect(await run()).toEqual([]);
    fireEvent.click(details().querySelector('summary') as HTMLElement);
    await flush();
    expect(await run()).toEqual([]);
  });
});

describe('sectionsOf (the faults a screen can make)', () => {
  const names = ['a', 'sec', 'b', 'sec2', 'c'];
  const sec = (fieldsOf: unknown, kind = 'details') => ({ 'ui:field': 'display', 'ui:options': { kind, summary: 's', fields: fieldsOf } });

  it('reads each section and its fields; a display that is not a section groups nothing', () => {
    expect(sectionsOf({ sec: sec(['a', 'b']), sec2: sec(['c'], 'notice') }, names)).toEqual(new Map([['sec', ['a', 'b']]]));
    expect(sectionsOf({ sec: sec([]) }, names).size).toBe(0);
    expect(sectionsOf(undefined, names).size).toBe(0);
  });

  it('a field that is not beside it, a field held twice, a section in a section: each a fault naming the section', () => {
    expect(() => sectionsOf({ sec: sec(['a', 'nope']) }, names)).toThrow('display section "sec": its fields name "nope", which is not a field beside it');
    expect(() => sectionsOf({ sec: sec(['a']), sec2: sec(['a']) }, names)).toThrow('display section "sec2": its fields name "a", which the section "sec" holds already');
    expect(() => sectionsOf({ sec: sec(['sec2']), sec2: sec(['c']) }, names)).toThrow('display section "sec": its fields name "sec2", which is a section itself');
  });
});

describe('the screens\' display fields', () => {
  const root = resolve(import.meta.dirname, '../../..');
  const screens = readdirSync(join(root, 'schemas')).filter((f) => f.endsWith('.json'));
  type Node = Record<string, unknown>;
  const displays: Array<{ file: string; name: string; options: Node }> = [];
  const objects: Array<{ file: string; ui: Node; names: string[] }> = [];
  const walk = (file: string, ui: Node, schemaNode: Node) => {
    const props = (schemaNode.properties ?? {}) as Record<string, Node>;
    objects.push({ file, ui, names: Object.keys(props) });
    for (const [name, node] of Object.entries(ui)) {
      if (name.startsWith('ui:') || typeof node !== 'object' || node === null) continue;
      const n = node as Node;
      if (n['ui:field'] === 'display') displays.push({ file, name, options: (n['ui:options'] ?? {}) as Node });
      if (props[name]) walk(file, n, props[name]);
    }
  };
  for (const file of screens) {
    const screenJson = JSON.parse(readFileSync(join(root, 'schemas', file), 'utf8')) as Node;
    if (screenJson.uiSchema && screenJson.schema) walk(file, screenJson.uiSchema as Node, screenJson.schema as Node);
  }

  it('use known kinds only; a details has its summary', () => {
    expect(displays.length).toBeGreaterThan(10);
    for (const d of displays) {
      const kind = (d.options.kind ?? 'text') as (typeof DISPLAY_KINDS)[number];
      expect(DISPLAY_KINDS, `${d.file} ${d.name}`).toContain(kind);
      if (kind === 'details') expect(typeof d.options.summary, `${d.file} ${d.name}`).toBe('string');
    }
  });

  it('group only fields beside them, each once', () => {
    for (const o of objects) expect(() => sectionsOf(o.ui, o.names), o.file).not.toThrow();
  });
});
