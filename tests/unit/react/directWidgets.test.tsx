// @vitest-environment jsdom
// drawnDirectly: rjsf draws a widget without its option-merging wrapper (one component less per
// field: issue 22), and still merges the options of a widget that declares default ones. Read
// through rjsf's own getWidget and Form, so an rjsf that stops using the cached wrapper fails here.
import Form from '@rjsf/core/lib/components/Form.js';
import { getWidget, type RJSFSchema, type ValidatorType, type WidgetProps } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import { cleanup, render } from '@testing-library/react';
import { Component } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { drawnDirectly } from '../../../renderer/react/directWidgets.js';

const schema: RJSFSchema = { type: 'string' };

afterEach(() => { cleanup(); });

describe('drawnDirectly', () => {
  it('given a widget without default options, then rjsf\'s getWidget gives the widget itself, not a wrapper', () => {
    const Plain = (props: WidgetProps) => <input id={props.id} />;
    expect(getWidget(schema, Plain)).not.toBe(Plain);
    const Direct = (props: WidgetProps) => <input id={props.id} />;
    drawnDirectly({ Direct });
    expect(getWidget(schema, Direct)).toBe(Direct);
    expect(getWidget(schema, 'direct', drawnDirectly({ direct: Direct }))).toBe(Direct);
  });

  it('given a widget with default options, then it keeps rjsf\'s wrapper and its options are merged', () => {
    // (a class: React warns of defaultProps on function components)
    class WithDefaults extends Component<WidgetProps> {
      static defaultProps = { options: { size: 'default', tone: 'plain' } };
      render() { return <input id={this.props.id} data-size={String(this.props.options.size)} data-tone={String(this.props.options.tone)} />; }
    }
    drawnDirectly({ WithDefaults });
    expect(getWidget(schema, WithDefaults)).not.toBe(WithDefaults);
    const view = render(
      <Form schema={{ type: 'object', properties: { A: schema } }} uiSchema={{ A: { 'ui:widget': 'withDefaults', 'ui:options': { size: 'big' } } }}
        widgets={{ withDefaults: WithDefaults }} validator={ajvValidator as ValidatorType}><span /></Form>,
    );
    const input = view.container.querySelector('#root_A')!;
    expect([input.getAttribute('data-size'), input.getAttribute('data-tone')]).toEqual(['big', 'plain']);
  });

  it('given a widget drawn directly in a form, then it gets the uiSchema\'s options and its value', () => {
    const Shown = (props: WidgetProps) => <input id={props.id} readOnly value={String(props.value)} data-max={String(props.options.maxLength)} />;
    const view = render(
      <Form schema={{ type: 'object', properties: { A: schema } }} uiSchema={{ A: { 'ui:widget': 'shown', 'ui:options': { maxLength: 7 } } }}
        formData={{ A: 'x1' }} widgets={drawnDirectly({ shown: Shown })} validator={ajvValidator as ValidatorType}><span /></Form>,
    );
    const input = view.container.querySelector<HTMLInputElement>('#root_A')!;
    expect([input.value, input.getAttribute('data-max')]).toEqual(['x1', '7']);
  });
});
