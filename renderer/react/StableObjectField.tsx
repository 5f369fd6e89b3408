// rjsf's ObjectField, handed the same uiSchema object for as long as its entries are the same.
// rjsf's SchemaField gives an object field a new copy of its uiSchema on every render (without
// the class names it consumed), and ObjectField's key-rename callbacks are made anew from that
// object: so each committed value gave every property new callbacks, and rjsf drew all of them
// again (45 on /Form1) though none had changed (issue 22: the pause in typing).
import RjsfObjectFieldComponent from '@rjsf/core/lib/components/fields/ObjectField.js';
import { shallowEquals, type FieldProps, type UiSchema } from '@rjsf/utils';
import { useRef, type ComponentType } from 'react';

const RjsfObjectField = RjsfObjectFieldComponent as ComponentType<FieldProps>;

export function StableObjectField(props: FieldProps) {
  const held = useRef<UiSchema | undefined>(props.uiSchema);
  // (rjsf's own comparison: the same own keys, each value the same)
  if (!shallowEquals(held.current, props.uiSchema)) held.current = props.uiSchema;
  return <RjsfObjectField {...props} uiSchema={held.current} />;
}
