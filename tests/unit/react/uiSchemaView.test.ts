// The uiSchema rjsf sees: translated texts, hidden fields drawing nothing (not even their help
// line: the card hint stood alone on /Validate2's account route), locked fields read-only.
import { describe, expect, it } from 'vitest';
import { uiSchemaView } from '../../../renderer/react/uiSchemaView.js';

const UI = {
  CardEffective: { 'ui:widget': 'mmyy', 'ui:help': 'validate2.expiryHint', 'ui:title': 'validate2.expiry', 'ui:options': { placeholder: 'MMYY' } },
  Email: { 'ui:placeholder': 'form1.emailPlaceholder' },
};
const t = (key: string) => `T(${key})`;

describe('uiSchemaView', () => {
  it('translates text keys of shown fields', () => {
    expect(uiSchemaView(UI, new Set(), t).CardEffective).toMatchObject({ 'ui:help': 'T(validate2.expiryHint)', 'ui:title': 'T(validate2.expiry)' });
  });

  it('a hidden field keeps its options but no help, description or title', () => {
    const hidden = uiSchemaView(UI, new Set(['CardEffective']), t).CardEffective as Record<string, unknown>;
    expect(hidden).toEqual({ 'ui:widget': 'mmyy', 'ui:options': { placeholder: 'MMYY' }, 'ui:field': 'hiddenField' });
  });

  it('a locked field is read-only; a field with no uiSchema node gets one', () => {
    const view = uiSchemaView(UI, new Set(), t, new Set(['Email', 'NameChinese']));
    expect(view.Email).toEqual({ 'ui:placeholder': 'T(form1.emailPlaceholder)', 'ui:readonly': true });
    expect(view.NameChinese).toEqual({ 'ui:readonly': true });
  });
});
