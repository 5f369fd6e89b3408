// rjsf's parts every screen draws, and the rule for when a screen needs the others (issue 22).
// In the build, the screens' form (renderer/react/SchemaForm.tsx) starts from these alone (renderer/build/shims/rjsfDefaultRegistry.ts):
// an object of strings, booleans and display nulls, drawn with text, hidden, checkbox, radio,
// select or textarea. A screen whose schema or uiSchema reaches past them (an array, a number,
// anyOf/oneOf, a $ref, a format, another of rjsf's widgets or fields) loads rjsf's whole registry
// with its widgets (widgets/rjsf/extras.ts). No screen is named here.
import type { RJSFSchema } from '@rjsf/utils';
import { BUILTIN_WIDGETS } from '../builtins.js';

/** The schema types the core fields draw (ObjectField, StringField, BooleanField, NullField). */
export const CORE_TYPES: readonly string[] = ['object', 'string', 'boolean', 'null'];
/** rjsf's widget names the core registry holds (TextWidget, HiddenWidget ...). */
export const CORE_WIDGETS: readonly string[] = ['text', 'hidden', 'checkbox', 'radio', 'select', 'textarea'];
/** Schema keywords only the rest of rjsf draws (or resolves: allOf, if, $ref). */
const EXTRA_KEYWORDS = ['items', 'additionalItems', 'anyOf', 'oneOf', 'allOf', 'if', '$ref', 'dependencies', 'dependentSchemas', 'patternProperties', 'format'];

type Ui = Record<string, unknown> | undefined;

/** Why a screen's schema (at any depth, beside its uiSchema) needs more of rjsf than the core, or undefined when it does not.
 *  A node drawn by one of our fields (ui:field) is that field's business: its type does not reach rjsf's fields. */
export function schemaNeedsExtras(schema: RJSFSchema | undefined, uiSchema: Ui, ourFields: readonly string[], path = '#'): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const field = uiSchema?.['ui:field'];
  if (typeof field === 'string' && ourFields.includes(field)) return undefined;
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0 || !types.every((t) => typeof t === 'string' && CORE_TYPES.includes(t))) return `${path}: type ${JSON.stringify(schema.type)}`;
  const keyword = EXTRA_KEYWORDS.find((k) => k in schema);
  if (keyword) return `${path}: ${keyword}`;
  if (schema.additionalProperties !== undefined && typeof schema.additionalProperties !== 'boolean') return `${path}: additionalProperties`;
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    const why = schemaNeedsExtras(sub as RJSFSchema, uiSchema?.[name] as Ui, ourFields, `${path}/properties/${name}`);
    if (why) return why;
  }
  return undefined;
}

/** Why `uiSchema` needs more of rjsf: one of its widgets beside the core's, or one of its own fields (not ours). */
export function uiSchemaNeedsExtras(uiSchema: unknown, ourFields: readonly string[]): string | undefined {
  if (Array.isArray(uiSchema)) return uiSchema.map((u) => uiSchemaNeedsExtras(u, ourFields)).find(Boolean);
  if (!uiSchema || typeof uiSchema !== 'object') return undefined;
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key === 'ui:widget' && typeof value === 'string' && BUILTIN_WIDGETS.includes(value) && !CORE_WIDGETS.includes(value)) return `ui:widget ${value}`;
    if (key === 'ui:widget' && typeof value !== 'string') return 'ui:widget given as a component';
    if (key === 'ui:field' && typeof value === 'string' && !ourFields.includes(value) && value !== 'hiddenField') return `ui:field ${value}`;
    if (key === 'enableOptionalDataFieldForType') return key;
    const why = uiSchemaNeedsExtras(value, ourFields);
    if (why) return why;
  }
  return undefined;
}
