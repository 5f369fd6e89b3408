// @vitest-environment jsdom
// The screens' form without rjsf's Form (renderer/react/SchemaForm.tsx): what Form did that the
// screens rely on, and that a change of data is drawn in one pass.
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import type { RJSFSchema, UiSchema, ValidatorType, WidgetProps } from '@rjsf/utils';
import { createSchemaUtils } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyFieldChange } from '../../../renderer/react/formChange.js';
import { MemoSchemaField } from '../../../renderer/react/MemoSchemaField.js';
import { SchemaForm } from '../../../renderer/react/SchemaForm.js';
import { StableObjectField } from '../../../renderer/react/StableObjectField.js';

const validator = ajvValidator as ValidatorType;
const SCHEMA: RJSFSchema = {
  type: 'object',
  properties: {
    Name: { type: 'string' },
    City: { type: 'string', default: 'Taipei' },
    Flags: { type: 'object', properties: { Mod: { type: 'string', default: 'N' }, Seen: { type: 'string' } } },
  },
};

const drawn: Record<string, number> = {};
function Counted(props: WidgetProps) {
  drawn[props.id] = (drawn[props.id] ?? 0) + 1;
  return <input id={props.id} value={typeof props.value === 'string' ? props.value : ''} onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)} />;
}

// As ScreenForm hands them: the same objects on every render.
const widgets = { TextWidget: Counted };
const fields = { SchemaField: MemoSchemaField, ObjectField: StableObjectField };
const templates = {};
const formContext = {};

function setUp(formData: Record<string, unknown>, uiSchema: UiSchema = {}) {
  for (const key of Object.keys(drawn)) delete drawn[key];
  const reports: Array<{ formData: Record<string, unknown>; id?: string }> = [];
  let commits = 0;
  const element = (data: Record<string, unknown>, ui: UiSchema) => (
    <Profiler id="form" onRender={() => { commits += 1; }}>
      <SchemaForm
        schema={SCHEMA} uiSchema={ui} formData={data} validator={validator} widgets={widgets}
        fields={fields} templates={templates} formContext={formContext} onChange={(e, id) => { reports.push({ ...e, id }); }}
      />
    </Profiler>
  );
  const view = render(element(formData, uiSchema));
  const input = (id: string) => view.container.querySelector<HTMLInputElement>(`#${id}`)!;
  return { view, input, reports, commits: () => commits, rerender: (data: Record<string, unknown>, ui: UiSchema = uiSchema) => view.rerender(element(data, ui)) };
}

afterEach(() => { cleanup(); });

describe('the screens\' form', () => {
  it('given a screen\'s data, when it is drawn, then each field has its rjsf id root_<Field> in a form the browser does not validate', () => {
    const { view, input } = setUp({ Name: 'Lin', City: 'Tainan', Flags: { Mod: 'Y' } });
    const form = view.container.querySelector('form')!;
    expect(form.className).toBe('rjsf');
    expect(form.noValidate).toBe(true);
    expect(input('root_Name').value).toBe('Lin');
    expect(input('root_City').value).toBe('Tainan');
    expect(input('root_Flags_Mod').value).toBe('Y');
  });

  it('given data without the schema\'s defaults, when it is drawn, then the defaults are shown and reported as the form\'s data', () => {
    const { input, reports } = setUp({ Name: 'Lin' });
    expect(input('root_City').value).toBe('Taipei');
    expect(input('root_Flags_Mod').value).toBe('N');
    expect(reports).toEqual([{ formData: { Name: 'Lin', City: 'Taipei', Flags: { Mod: 'N' } }, id: undefined }]);
  });

  it('given data with every default, when it is drawn, then nothing is reported', () => {
    const { reports } = setUp({ City: 'Taipei', Flags: { Mod: 'N' } });
    expect(reports).toEqual([]);
  });

  it('given a typed value, when the field changes, then it is shown at once and the whole data is reported with the field\'s id', () => {
    const { input, reports } = setUp({ City: 'Taipei', Flags: { Mod: 'N' } });
    fireEvent.change(input('root_Flags_Seen'), { target: { value: 'Y' } });
    expect(input('root_Flags_Seen').value).toBe('Y');
    expect(reports).toEqual([{ formData: { City: 'Taipei', Flags: { Mod: 'N', Seen: 'Y' } }, id: 'root_Flags_Seen' }]);
  });

  it('given a field with a default, when the applicant clears it, then it stays cleared', () => {
    const { input, reports } = setUp({ City: 'Taipei', Flags: { Mod: 'N' } });
    fireEvent.change(input('root_City'), { target: { value: '' } });
    expect(input('root_City').value).toBe('');
    expect(reports.at(-1)!.formData.City).toBeUndefined();
  });

  it('given a change the controller has not drawn yet, when the controller draws new data (an effect\'s), then its data is shown', () => {
    const { input, rerender } = setUp({ City: 'Taipei', Flags: { Mod: 'N' } });
    fireEvent.change(input('root_Name'), { target: { value: 'Lin' } });
    act(() => { rerender({ Name: 'Lin', City: 'Kaohsiung', Flags: { Mod: 'N' } }); });
    expect(input('root_Name').value).toBe('Lin');
    expect(input('root_City').value).toBe('Kaohsiung');
  });

  it('given new data for one field, when it is drawn, then it takes one commit and redraws that field alone', () => {
    const start = { City: 'Taipei', Flags: { Mod: 'N' } };
    const { rerender, commits } = setUp(start);
    const before = { ...drawn };
    const commitsBefore = commits();
    act(() => { rerender({ ...start, Name: 'Lin' }); });
    expect(commits() - commitsBefore).toBe(1);
    expect(drawn.root_Name - before.root_Name).toBe(1);
    expect(drawn.root_City).toBe(before.root_City);
    expect(drawn.root_Flags_Mod).toBe(before.root_Flags_Mod);
  });

  it('given a new uiSchema for one field (a rule hid or locked it), when it is drawn, then the other fields are not redrawn', () => {
    const start = { City: 'Taipei', Flags: { Mod: 'N' } };
    const { rerender } = setUp(start, { Name: {} });
    const before = { ...drawn };
    act(() => { rerender(start, { Name: { 'ui:readonly': true } }); });
    expect(drawn.root_City).toBe(before.root_City);
    expect(drawn.root_Flags_Mod).toBe(before.root_Flags_Mod);
  });
});

describe('a field\'s change applied to the data', () => {
  const schemaUtils = createSchemaUtils(validator, SCHEMA);

  it('given nested data, when one branch changes, then the other branches keep their objects and the data is a copy', () => {
    const data = { City: 'Taipei', Flags: { Mod: 'N' }, Other: { a: 1 } };
    const next = applyFieldChange(schemaUtils, data, ['Flags', 'Seen'], 'Y') as typeof data & { Flags: { Seen?: string } };
    expect(next).toEqual({ City: 'Taipei', Flags: { Mod: 'N', Seen: 'Y' }, Other: { a: 1 } });
    expect(data.Flags).toEqual({ Mod: 'N' });
    expect(next.Other).toBe(data.Other);
  });

  it('given the root path, when it changes, then the value is the data with its defaults', () => {
    expect(applyFieldChange(schemaUtils, {}, [], { Name: 'Lin' })).toEqual({ Name: 'Lin', City: 'Taipei', Flags: { Mod: 'N' } });
  });
});
