// What a screen's JSON Schema lets `form` hold, for the checks of field names
// (form.X in rules, ui:order, rule and effect field names). A schema that allows
// any key (additionalProperties, patternProperties, $ref, no properties at all)
// names nothing, so nothing below it is checked.
import { isObj, type Obj } from './walk.js';

const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);
const BRANCHES = ['allOf', 'anyOf', 'oneOf'];

/** Properties declared by a schema and its allOf/anyOf/oneOf/then/else branches; undefined when any key is allowed. */
export function declaredProperties(schema: unknown): Map<string, unknown> | undefined {
  if (!isObj(schema) || '$ref' in schema || 'patternProperties' in schema) return undefined;
  if (schema.additionalProperties === true || isObj(schema.additionalProperties)) return undefined;
  const found = new Map<string, unknown>(isObj(schema.properties) ? Object.entries(schema.properties) : []);
  const branches = [...BRANCHES.flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]) : [])), schema.then, schema.else].filter(isObj);
  for (const branch of branches) {
    const more = declaredProperties(branch);
    if (more === undefined && branch.type !== undefined && !SCALARS.has(String(branch.type))) return undefined;
    for (const [k, v] of more ?? []) if (!found.has(k)) found.set(k, v);
  }
  if (found.size > 0) return found;
  // A scalar has no fields; an object schema without properties takes any.
  return typeof schema.type === 'string' && SCALARS.has(schema.type) ? found : undefined;
}

/** JSONata maps a path over a list: form.list.name reads each item's name. */
function itemsOf(schema: unknown): unknown {
  if (isObj(schema) && (schema.type === 'array' || 'items' in schema) && isObj(schema.items)) return schema.items;
  return schema;
}

export interface UnknownField {
  /** How many names resolved before the unknown one. */
  index: number;
  /** What the schema names at that level. */
  known: string[];
  /** The type of the parent when it is a scalar (form.IDNO.x). */
  scalar?: string;
}

/** Resolves form.<names…> in the screen's schema; undefined when every name resolves (or the schema stops naming). */
export function unknownField(schema: unknown, names: string[]): UnknownField | undefined {
  let at: unknown = schema;
  for (let i = 0; i < names.length; i++) {
    at = itemsOf(at);
    const props = declaredProperties(at);
    if (props === undefined) return undefined;
    if (!props.has(names[i])) {
      const type = (at as Obj).type;
      return { index: i, known: [...props.keys()], ...(props.size === 0 && typeof type === 'string' ? { scalar: type } : {}) };
    }
    at = props.get(names[i]);
  }
  return undefined;
}
