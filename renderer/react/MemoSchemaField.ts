// rjsf's SchemaField, memoised so that a change of one field's value redraws that field only.
// rjsf's own memo (experimental_componentUpdateStrategy="shallow") never holds for an object's
// properties: each render of the object gives every property new key-rename and remove callbacks,
// which only a property added under additionalProperties uses. A field that is no such property
// ignores them; every other prop is compared as rjsf's shallow strategy does.
// rjsf's SchemaField itself, not through getDefaultRegistry (whose whole registry the start screen does not load: issue 22).
import RjsfSchemaFieldComponent from '@rjsf/core/lib/components/fields/SchemaField.js';
import { ADDITIONAL_PROPERTY_FLAG, type FieldProps } from '@rjsf/utils';
import { memo, type ComponentType } from 'react';

/** The callbacks rjsf gives a property for editing an additional property's key. */
const KEY_CALLBACKS = new Set(['onKeyRename', 'onKeyRenameBlur', 'onRemoveProperty']);

export function sameFieldProps(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): boolean {
  const schema = after.schema as Record<string | symbol, unknown> | undefined;
  const additional = schema !== undefined && schema[ADDITIONAL_PROPERTY_FLAG] === true;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (before[key] !== after[key] && (additional || !KEY_CALLBACKS.has(key))) return false;
  }
  return true;
}

const RjsfSchemaField = RjsfSchemaFieldComponent as ComponentType<FieldProps>;

export const MemoSchemaField = memo(RjsfSchemaField, (before, after) => sameFieldProps(before as never, after as never));
