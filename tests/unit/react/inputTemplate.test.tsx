// @vitest-environment jsdom
// widgets/shared/InputTemplate.tsx draws rjsf's core BaseInputTemplate's markup as one component:
// the same HTML as rjsf's own for a plain input, a number, one with examples (its datalist), one
// with a clear button, a read-only and a disabled one; the same values handed on when typed in,
// emptied, left and entered; and the plain text widget (DraftTextWidget) is drawn as one
// component with no component below it.
import RjsfBaseInputTemplate from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';
import getDefaultRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import { createSchemaUtils, type BaseInputTemplateProps, type Registry, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Profiler, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DraftTextWidget } from '../../../widgets/shared/DraftTextWidget.js';
import { DraftStore } from '../../../widgets/shared/drafts.js';
import { InputTemplate } from '../../../widgets/shared/InputTemplate.js';

afterEach(cleanup);

const base = getDefaultRegistry();
function registryFor(schema: RJSFSchema): Registry {
  return { ...base, rootSchema: schema, schemaUtils: createSchemaUtils(ajvValidator as ValidatorType, schema) } as Registry;
}

function propsFor(schema: RJSFSchema, extra: Partial<BaseInputTemplateProps> = {}): BaseInputTemplateProps {
  return {
    id: 'root_Name', name: 'Name', label: 'Name', value: 'abc', schema, uiSchema: {}, options: {},
    required: true, readonly: false, disabled: false, autofocus: false, placeholder: 'type here', rawErrors: [],
    onChange: vi.fn(), onBlur: vi.fn(), onFocus: vi.fn(), registry: registryFor(schema), ...extra,
  } as BaseInputTemplateProps;
}

function html(Template: ComponentType<BaseInputTemplateProps>, props: BaseInputTemplateProps): string {
  const { container, unmount } = render(<Template {...props} />);
  const out = container.innerHTML;
  unmount();
  return out;
}

describe('InputTemplate', () => {
  const cases: Array<[string, RJSFSchema, Partial<BaseInputTemplateProps>]> = [
    ['a plain text input', { type: 'string' }, {}],
    ['an empty value', { type: 'string' }, { value: undefined }],
    ['a number, 0', { type: 'number' }, { value: 0 }],
    ['a number, empty', { type: 'integer' }, { value: undefined }],
    ['examples, with the default beside them', { type: 'string', examples: ['a', 'b'], default: 'c' }, {}],
    ['a clear button', { type: 'string' }, { options: { allowClearTextInputs: true } }],
    ['read-only, disabled and aria-invalid', { type: 'string', maxLength: 7 }, { readonly: true, disabled: true, 'aria-invalid': true } as Partial<BaseInputTemplateProps>],
    ['an input type and an html name', { type: 'string' }, { type: 'tel', htmlName: 'Name' }],
  ];
  it.each(cases)('draws what rjsf draws: %s', (_what, schema, extra) => {
    const props = propsFor(schema, extra);
    const theirs = html(RjsfBaseInputTemplate as ComponentType<BaseInputTemplateProps>, props);
    expect(html(InputTemplate, props)).toBe(theirs);
  });

  it('hands on what rjsf hands on: the typed text, emptyValue for an empty input, the id and value on leaving and entering', () => {
    const props = propsFor({ type: 'string' }, { options: { emptyValue: null } });
    const { container } = render(<InputTemplate {...props} />);
    const input = container.querySelector('input')!;
    fireEvent.change(input, { target: { value: 'abcd' } });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    fireEvent.focus(input);
    expect(props.onChange).toHaveBeenNthCalledWith(1, 'abcd');
    expect(props.onChange).toHaveBeenNthCalledWith(2, null);
    // (the input is controlled: it still shows the value it was given)
    expect(props.onBlur).toHaveBeenCalledWith('root_Name', 'abc');
    expect(props.onFocus).toHaveBeenCalledWith('root_Name', 'abc');
  });

  it('the plain text widget is one component: a key re-renders it alone, holding the text as a draft', () => {
    const schema: RJSFSchema = { type: 'string' };
    let commits = 0;
    const props = { ...propsFor(schema), registry: { ...registryFor(schema), formContext: { drafts: new DraftStore() } } } as BaseInputTemplateProps;
    const { container } = render(
      <Profiler id="w" onRender={() => { commits += 1; }}><DraftTextWidget {...props} /></Profiler>,
    );
    const input = container.querySelector('input')!;
    expect(input.id).toBe('root_Name');
    expect(input.getAttribute('aria-describedby')).toBe('root_Name__error root_Name__description root_Name__help');
    // The React fiber of the input's owner: the widget itself, not a template below it.
    const fiberKey = Object.keys(input).find((k) => k.startsWith('__reactFiber$'))!;
    const owner = (input as unknown as Record<string, { return: { type: unknown } }>)[fiberKey].return;
    expect(owner.type).toBe(DraftTextWidget);
    fireEvent.change(input, { target: { value: 'abcd' } });
    expect(input.value).toBe('abcd');
    expect(props.onChange).not.toHaveBeenCalled();
    // (the first drawing, then the key's)
    expect(commits).toBe(2);
  });
});
