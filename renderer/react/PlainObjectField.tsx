// An object whose properties are all named in its schema (every screen's form and its sections)
// drawn as rjsf's ObjectField draws it, without the component rjsf puts around each property: that
// one (ObjectFieldPropertyFn) exists for properties added under additionalProperties (a key that
// can be renamed or removed) and costs each property a state, a deep-compared id and three
// callbacks on every drawing (issue 22: 45 of /Form1's 246 components at its first render). Each
// property is rjsf's SchemaField (memoised: MemoSchemaField.ts) handed what rjsf hands it; the
// ObjectFieldTemplate gets the props rjsf gives it. Any other object (additionalProperties,
// patternProperties, conditionals, anyOf/oneOf, optional data controls, an order rjsf refuses)
// is rjsf's own ObjectField (StableObjectField.tsx).
import {
  ADDITIONAL_PROPERTY_FLAG, getTemplate, getUiOptions, orderProperties, shouldRenderOptionalField, toFieldPathId,
  type FieldPathId, type FieldProps, type RJSFSchema,
} from '@rjsf/utils';
import { useMemo } from 'react';
import { StableObjectField } from './StableObjectField.js';

/** Keywords that make an object's properties depend on its data or its keys free: rjsf's own ObjectField draws those. */
const NOT_PLAIN = ['additionalProperties', 'patternProperties', 'dependencies', 'dependentSchemas', 'if', 'allOf', 'anyOf', 'oneOf', '$ref'];

/** Whether `schema` is an object whose properties are all named, each a schema object. */
export function isPlainObjectSchema(schema: RJSFSchema): boolean {
  if (NOT_PLAIN.some((k) => k in schema && !(k === 'additionalProperties' && schema.additionalProperties === false))) return false;
  const properties = schema.properties ?? {};
  return Object.values(properties).every((p) => typeof p === 'object' && p !== null && !(ADDITIONAL_PROPERTY_FLAG in p));
}

const noAdd = () => undefined;

/** The screen form's ObjectField: plain objects drawn here, any other by rjsf. */
export function ScreenObjectField(props: FieldProps) {
  const plain = isPlainObjectSchema(props.schema) && !shouldRenderOptionalField(props.registry, props.schema, props.required ?? false, props.uiSchema);
  return plain ? <PlainObjectField {...props} /> : <StableObjectField {...props} />;
}

function PlainObjectField(props: FieldProps) {
  const {
    schema, uiSchema = {}, formData, errorSchema, fieldPathId, name, required = false, disabled, readonly, hideError,
    onBlur, onFocus, onChange, registry, title,
  } = props;
  const { globalUiOptions, globalFormOptions, fields } = registry;
  const uiOptions = getUiOptions(uiSchema, globalUiOptions);
  const properties = schema.properties;
  const order = uiOptions.order;
  const ordered = useMemo(() => {
    try {
      return orderProperties(Object.keys(properties ?? {}), order);
    } catch {
      return undefined;
    }
  }, [properties, order]);
  // (all the children use childFieldPathId when given, as rjsf's)
  const parent: FieldPathId = (props as FieldProps & { childFieldPathId?: FieldPathId }).childFieldPathId ?? fieldPathId;
  // Each property's id, the same object from one drawing to the next: the memoised fields compare it.
  const ids = useMemo(() => new Map((ordered ?? []).map((p) => [p, toFieldPathId(p, globalFormOptions, parent.path)])), [ordered, globalFormOptions, parent]);
  if (!ordered) return <StableObjectField {...props} />;

  const { SchemaField } = fields;
  const data = formData as Record<string, unknown> | undefined;
  const errors = errorSchema as Record<string, FieldProps['errorSchema']> | undefined;
  const Template = getTemplate('ObjectFieldTemplate', registry, uiOptions);
  const requiredNames = Array.isArray(schema.required) ? schema.required : [];
  return (
    <Template
      title={uiOptions.label === false ? '' : (uiOptions.title ?? schema.title ?? title ?? name)}
      description={uiOptions.label === false ? undefined : (uiOptions.description ?? schema.description)}
      properties={ordered.map((property) => {
        const fieldUiSchema = uiSchema[property];
        return {
          content: (
            <SchemaField
              key={property} name={property} required={requiredNames.includes(property)}
              schema={(properties?.[property] ?? {}) as RJSFSchema} uiSchema={fieldUiSchema} errorSchema={errors?.[property]}
              fieldPathId={ids.get(property)!} formData={data?.[property]} onChange={onChange} onBlur={onBlur} onFocus={onFocus}
              registry={registry} disabled={disabled} readonly={readonly} hideError={hideError}
            />
          ),
          name: property, readonly, disabled, required, hidden: getUiOptions(fieldUiSchema).widget === 'hidden',
        };
      })}
      readonly={readonly} disabled={disabled} required={required} fieldPathId={fieldPathId} uiSchema={uiSchema}
      errorSchema={errorSchema} schema={schema} formData={formData} registry={registry} onAddProperty={noAdd}
    />
  );
}
