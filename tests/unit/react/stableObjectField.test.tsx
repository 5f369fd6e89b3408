// @vitest-environment jsdom
// StableObjectField: a value the screen commits redraws its own property, not its siblings.
// rjsf's SchemaField hands ObjectField a new copy of its uiSchema on each render, which made new
// key-rename callbacks for every property (issue 22: 45 properties drawn again on /Form1 after
// each pause in typing). Drawn with rjsf's own ObjectField and SchemaField, in the screens' form.
import RjsfSchemaFieldComponent from '@rjsf/core/lib/components/fields/SchemaField.js';
import { shallowEquals, type FieldProps, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SchemaForm } from '../../../renderer/react/SchemaForm.js';
import { StableObjectField } from '../../../renderer/react/StableObjectField.js';

const RjsfSchemaField = RjsfSchemaFieldComponent as ComponentType<FieldProps>;
const schema: RJSFSchema = { type: 'object', properties: { Name: { type: 'string' }, Addr: { type: 'string' }, Mobile: { type: 'string' } } };
const uiSchema = { 'ui:order': ['Name', 'Addr', 'Mobile'], 'ui:classNames': 'form' };

/** The properties drawn (each SchemaField below the root, by name), in order. */
let drawn: string[] = [];
function CountingSchemaField(props: FieldProps) {
  if (props.name) drawn.push(props.name);
  return <RjsfSchemaField {...props} />;
}

const NONE = {};
const noChange = () => {};

/** `fields` as the screen's form is handed them: the same object on every render (ScreenForm memoises them). */
function fieldsOf(fields: Record<string, unknown>) {
  return { SchemaField: CountingSchemaField, ...fields } as never;
}

function form(fields: never, formData: Record<string, unknown>, ui: Record<string, unknown> = uiSchema) {
  return (
    <SchemaForm schema={schema} uiSchema={ui} formData={formData} validator={ajvValidator as ValidatorType}
      widgets={NONE} fields={fields} templates={NONE} formContext={NONE} onChange={noChange}>
      <span />
    </SchemaForm>
  );
}

/** The properties drawn again when the form's data gets a new Addr. */
function redrawnOnCommit(own: Record<string, unknown>): Set<string> {
  const fields = fieldsOf(own);
  const view = render(form(fields, { Name: 'Lin' }));
  drawn = [];
  view.rerender(form(fields, { Name: 'Lin', Addr: 'Taipei' }));
  return new Set(drawn);
}

afterEach(() => { cleanup(); });

describe('StableObjectField', () => {
  it('given rjsf\'s own ObjectField, when one value is committed, then every property is drawn again (what this field is for)', () => {
    expect(redrawnOnCommit({})).toEqual(new Set(['Name', 'Addr', 'Mobile']));
  });

  it('given StableObjectField, when one value is committed, then only that property is drawn again', () => {
    expect(redrawnOnCommit({ ObjectField: StableObjectField })).toEqual(new Set(['Addr']));
  });

  it('given a uiSchema whose entry changed, when drawn, then the new uiSchema reaches the properties', () => {
    const fields = fieldsOf({ ObjectField: StableObjectField });
    const view = render(form(fields, {}));
    expect(view.container.querySelector('#root_Mobile')).not.toBeNull();
    view.rerender(form(fields, {}, { ...uiSchema, Mobile: { 'ui:widget': 'hidden' } }));
    expect(view.container.querySelector<HTMLInputElement>('#root_Mobile')?.type).toBe('hidden');
  });
});

describe('the comparison StableObjectField keeps a uiSchema by (rjsf\'s shallowEquals)', () => {
  const a = { x: 1, y: uiSchema };
  it.each([
    ['the same object', a, a, true],
    ['a copy', a, { ...a }, true],
    ['an entry changed', a, { ...a, x: 2 }, false],
    ['an entry added', a, { ...a, z: 1 }, false],
    ['an entry missing, another undefined', { x: 1, y: undefined }, { x: 1, z: undefined }, false],
    ['nothing beside something', undefined, a, false],
  ])('given %s, then the same: %s', (_case, before, after, same) => {
    expect(shallowEquals(before, after)).toBe(same);
  });
});
