// One field's change applied to a form's data, as @rjsf/core's Form applies it (processChange),
// for the screens' own form (SchemaForm.tsx): the value set at its path in a copy, the schema's
// defaults filled in again, and a cleared field left cleared though its schema has a default.
// A value that did not change keeps its object, so its memoised field is not drawn again.
import { deepEquals, type FieldPathList, type RJSFSchema, type SchemaUtilsType } from '@rjsf/utils';

type Data = Record<string, unknown>;

/** `data` with `value` at `path` (the whole data for an empty path), its defaults filled in. */
export function applyFieldChange(schemaUtils: SchemaUtilsType, data: unknown, path: FieldPathList | undefined, value: unknown): unknown {
  if (!path || path.length === 0) return withDefaults(schemaUtils, value);
  const next = keepSame(data, withDefaults(schemaUtils, setAtPath(data, path, value)));
  // A cleared field stays cleared: the defaults just filled in must not give it its default back.
  return value === undefined ? setAtPath(next, path, undefined) : next;
}

/** `after` with each top-level value that equals `before`'s given back as `before`'s object (the defaults' pass copies them all). */
function keepSame(before: unknown, after: unknown): unknown {
  if (!isObject(before) || !isObject(after)) return after;
  const kept: Data = { ...after };
  for (const [key, value] of Object.entries(after)) {
    if (typeof value === 'object' && value !== null && deepEquals(value, before[key])) kept[key] = before[key];
  }
  return kept;
}

/** The schema's defaults under `data` (rjsf's getDefaultFormState, as Form derives it after its first pass). */
export function withDefaults(schemaUtils: SchemaUtilsType, data: unknown): unknown {
  return schemaUtils.getDefaultFormState(schemaUtils.getRootSchema() as RJSFSchema, data as Data, false, true);
}

/** A copy of `data` with `value` at `path`, copying only the containers along it. */
export function setAtPath(data: unknown, path: FieldPathList, value: unknown): unknown {
  const [head, ...rest] = path;
  const container: Data | unknown[] = Array.isArray(data) ? [...data] : { ...(isObject(data) ? data : {}) };
  const inner = rest.length === 0 ? value : setAtPath((container as Data)[head as string], rest, value);
  (container as Data)[head as string] = inner;
  return container;
}

function isObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
