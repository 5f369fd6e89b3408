// @vitest-environment jsdom
// PlainObjectField: an object whose properties are all named is drawn as rjsf's ObjectField draws
// it (the same HTML: order with "*", required marks, hidden fields, a nested object, titles and
// descriptions, the screens' section template), without rjsf's component around each property,
// and a committed value still redraws its own property only. Any other object is rjsf's own.
import RjsfSchemaFieldComponent from '@rjsf/core/lib/components/fields/SchemaField.js';
import type { FieldProps, RJSFSchema, ValidatorType } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import { cleanup, render } from '@testing-library/react';
import { memo, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldTemplate } from '../../../renderer/react/FieldTemplate.js';
import { sameFieldProps } from '../../../renderer/react/MemoSchemaField.js';
import { isPlainObjectSchema, ScreenObjectField } from '../../../renderer/react/PlainObjectField.js';
import { SchemaForm } from '../../../renderer/react/SchemaForm.js';
import { StableObjectField } from '../../../renderer/react/StableObjectField.js';
import { SectionObjectFieldTemplate } from '../../../widgets/display/sections.js';

const RjsfSchemaField = RjsfSchemaFieldComponent as ComponentType<FieldProps>;
let drawn: string[] = [];
// (memoised as the screens' form memoises rjsf's SchemaField: MemoSchemaField.ts)
const CountingSchemaField = memo((props: FieldProps) => {
  if (props.name) drawn.push(props.name);
  return <RjsfSchemaField {...props} />;
}, (before, after) => sameFieldProps(before as never, after as never));

const schema: RJSFSchema = {
  type: 'object',
  title: 'Form',
  description: 'All about you',
  required: ['Name', 'Mobile'],
  properties: {
    Name: { type: 'string', title: 'Name' },
    Addr: { type: 'string', description: 'Where you live' },
    Mobile: { type: 'string' },
    Secret: { type: 'string' },
    Agree: { type: 'boolean', title: 'I agree' },
    Company: { type: 'object', required: ['Tel'], properties: { Tel: { type: 'string' }, Ext: { type: 'string' } } },
  },
};
const uiSchema = {
  'ui:order': ['Mobile', '*', 'Agree'],
  Secret: { 'ui:widget': 'hidden' },
  Addr: { 'ui:help': 'As on your bill' },
  Company: { 'ui:order': ['Ext', 'Tel'] },
};

const NONE = {};
const noChange = () => {};
/** What the screens' FieldTemplate reads of the form context: the required fields. */
const CONTEXT = { required: new Set(['Name', 'Mobile']) };

function form(fields: never, formData: Record<string, unknown>, templates: Record<string, unknown> = NONE, ui: Record<string, unknown> = uiSchema, s: RJSFSchema = schema) {
  return (
    <SchemaForm schema={s} uiSchema={ui} formData={formData} validator={ajvValidator as ValidatorType}
      widgets={NONE} fields={fields} templates={templates as never} formContext={CONTEXT} onChange={noChange}>
      <span />
    </SchemaForm>
  );
}

const rjsfs = { SchemaField: CountingSchemaField, ObjectField: StableObjectField } as never;
const ours = { SchemaField: CountingSchemaField, ObjectField: ScreenObjectField } as never;

afterEach(() => { cleanup(); });

describe('PlainObjectField', () => {
  it.each([
    ["rjsf's templates", NONE],
    ["the screens' FieldTemplate and section template", { FieldTemplate, ObjectFieldTemplate: SectionObjectFieldTemplate }],
  ])('draws the HTML rjsf\'s ObjectField draws, with %s', (_what, templates) => {
    const data = { Name: 'Lin', Company: { Tel: '0223456789' } };
    const theirs = render(form(rjsfs, data, templates)).container.innerHTML;
    cleanup();
    expect(render(form(ours, data, templates)).container.innerHTML).toBe(theirs);
  });

  it('draws no component of its own around a property (rjsf draws one per property)', () => {
    const count = (fields: never) => {
      render(form(fields, {}));
      // Every component React drew, by walking the fibers from the form element.
      const root = document.querySelector('form')!;
      const key = Object.keys(root).find((k) => k.startsWith('__reactFiber$'))!;
      let fiber = (root as unknown as Record<string, { return: unknown }>)[key] as { return: unknown; child: unknown; sibling: unknown; type: unknown } | null;
      const names: string[] = [];
      const walk = (f: typeof fiber) => {
        for (let n = f; n; n = n.sibling as typeof fiber) {
          if (typeof n.type === 'function') names.push((n.type as { name: string }).name);
          walk(n.child as typeof fiber);
        }
      };
      walk((fiber as { child: typeof fiber }).child);
      fiber = null;
      cleanup();
      return names;
    };
    expect(count(rjsfs).filter((n) => n === 'ObjectFieldPropertyFn')).toHaveLength(8);
    expect(count(ours).filter((n) => n === 'ObjectFieldPropertyFn')).toHaveLength(0);
  });

  it('redraws only the property whose value was committed', () => {
    const view = render(form(ours, { Name: 'Lin' }));
    drawn = [];
    view.rerender(form(ours, { Name: 'Lin', Addr: 'Taipei' }));
    expect(drawn).toEqual(['Addr']);
  });

  it('hands a change on with its path, as rjsf does', () => {
    const changes: unknown[] = [];
    const view = render(
      <SchemaForm schema={schema} uiSchema={uiSchema} formData={{}} validator={ajvValidator as ValidatorType}
        widgets={NONE} fields={ours} templates={NONE as never} formContext={NONE} onChange={(e) => { changes.push(e.formData); }} />,
    );
    const tel = view.container.querySelector<HTMLInputElement>('#root_Company_Tel')!;
    tel.focus();
    // (rjsf's text input: a React change event)
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(tel, '0223456789');
    tel.dispatchEvent(new Event('input', { bubbles: true }));
    expect(changes.at(-1)).toMatchObject({ Company: { Tel: '0223456789' } });
  });
});

describe('which objects are plain (the rest are rjsf\'s own ObjectField)', () => {
  const props = { properties: { A: { type: 'string' } } } as const;
  it.each([
    ['named properties', { type: 'object', ...props }, true],
    ['additionalProperties false', { type: 'object', ...props, additionalProperties: false }, true],
    ['additionalProperties', { type: 'object', ...props, additionalProperties: { type: 'string' } }, false],
    ['patternProperties', { type: 'object', ...props, patternProperties: { '^x': { type: 'string' } } }, false],
    ['dependencies', { type: 'object', ...props, dependencies: { A: ['B'] } }, false],
    ['if / then', { type: 'object', ...props, if: { required: ['A'] }, then: { required: ['B'] } }, false],
    ['allOf', { type: 'object', ...props, allOf: [{ required: ['A'] }] }, false],
    ['oneOf', { type: 'object', ...props, oneOf: [{ required: ['A'] }] }, false],
    ['a property that is not a schema object', { type: 'object', properties: { A: true } }, false],
  ] as Array<[string, RJSFSchema, boolean]>)('%s: %s', (_what, s, plain) => {
    expect(isPlainObjectSchema(s)).toBe(plain);
  });

  it('an object with additionalProperties is drawn by rjsf, its added keys with them', () => {
    const open: RJSFSchema = { type: 'object', properties: { A: { type: 'string' } }, additionalProperties: { type: 'string' } };
    const data = { A: 'a', extra: 'x' };
    const theirs = render(form(rjsfs, data, NONE, {}, open)).container.innerHTML;
    cleanup();
    const html = render(form(ours, data, NONE, {}, open)).container.innerHTML;
    expect(html).toBe(theirs);
    expect(html).toContain('extra');
  });
});
