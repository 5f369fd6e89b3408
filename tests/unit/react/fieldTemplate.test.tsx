// @vitest-environment jsdom
// The field template draws rjsf's description and help templates only for a field that has a
// description or help text: most fields have neither, and each was two components drawn for
// nothing (issue 22: 60 of /Form1's first render). A field that has them shows them.
import Form from '@rjsf/core/lib/components/Form.js';
import type { DescriptionFieldProps, FieldHelpProps, RJSFSchema, ValidatorType } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldTemplate } from '../../../renderer/react/FieldTemplate.js';

const schema: RJSFSchema = { type: 'object', properties: { Plain: { type: 'string' }, Helped: { type: 'string' }, Described: { type: 'string' } } };
const uiSchema = { Helped: { 'ui:help': 'Letters as on your passport' }, Described: { 'ui:description': 'Where we send the card' } };

let helps: string[] = [];
let descriptions: string[] = [];
function CountingHelp(props: FieldHelpProps) {
  helps.push(props.fieldPathId.$id);
  return props.help ? <div className="help-block">{props.help}</div> : null;
}
function CountingDescription(props: DescriptionFieldProps) {
  descriptions.push(props.id);
  return props.description ? <div id={props.id} className="field-description">{props.description}</div> : null;
}

afterEach(() => { cleanup(); helps = []; descriptions = []; });

describe('FieldTemplate', () => {
  it('given fields with and without help and description, when drawn, then only the fields that have them draw those templates, and show them', () => {
    const view = render(
      <Form schema={schema} uiSchema={uiSchema} validator={ajvValidator as ValidatorType} formContext={{ required: new Set(), hidden: new Set() }}
        templates={{ FieldTemplate, FieldHelpTemplate: CountingHelp, DescriptionFieldTemplate: CountingDescription }}><span /></Form>,
    );
    expect(helps).toEqual(['root_Helped']);
    expect(descriptions).toEqual(['root_Described__description']);
    expect(view.container.querySelector('.help-block')?.textContent).toBe('Letters as on your passport');
    expect(view.container.querySelector('.field-description')?.textContent).toBe('Where we send the card');
  });
});
