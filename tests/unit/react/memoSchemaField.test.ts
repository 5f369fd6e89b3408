// MemoSchemaField's comparison: a property's new key-rename callbacks alone do not redraw it,
// unless it is an additional property (the only kind whose key can be renamed or removed).
import { ADDITIONAL_PROPERTY_FLAG } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { sameFieldProps } from '../../../renderer/react/MemoSchemaField.js';

const schema = { type: 'string' };
const additional = { type: 'string', [ADDITIONAL_PROPERTY_FLAG]: true };
const onChange = () => undefined;
const base = { name: 'HomeAddr', schema, formData: 'Taipei', onChange, onKeyRename: () => undefined, onKeyRenameBlur: () => undefined, onRemoveProperty: () => undefined };

describe('sameFieldProps', () => {
  it.each([
    ['the same props', base, { ...base }, true],
    ['new key-rename callbacks only', base, { ...base, onKeyRename: () => undefined, onKeyRenameBlur: () => undefined, onRemoveProperty: () => undefined }, true],
    ['a new value', base, { ...base, formData: 'Taipei 1' }, false],
    ['a new onChange', base, { ...base, onChange: () => undefined }, false],
    ['a prop added', base, { ...base, readonly: true }, false],
    ['an additional property with a new key-rename callback', { ...base, schema: additional }, { ...base, schema: additional, onKeyRename: () => undefined }, false],
  ])('given %s, then the field is the same: %s', (_case, before, after, same) => {
    expect(sameFieldProps(before, after)).toBe(same);
  });
});
