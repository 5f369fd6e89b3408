// Stands in for fast-equals in the browser build (renderer/build/libraryTrimPlugin.ts): @rjsf/utils's
// deepEquals is its only user, built as createCustomEqual({ circular: true }) with any two functions
// equal. That comparison, for what rjsf compares (schemas, uiSchemas, form data, props with React
// elements), in 0.6 KB instead of 3.5 KB gzip. Values of built-in classes beside Array, Date and
// RegExp (Map, Set, File, URL, Error ...) are equal only when they are the same object: an unequal
// answer costs rjsf a redraw or a recomputation, never a wrong value. tests/unit/build/deepEqualsShim.test.ts holds it to rjsf's own.

type Seen = Map<object, object>;

/** Equal values, rjsf's way: plain objects and arrays by content, dates by time, regular expressions by text, functions always. */
export function deepEquals(a: unknown, b: unknown): boolean {
  return equal(a, b, new Map());
}

function equal(a: unknown, b: unknown, seen: Seen): boolean {
  if (a === b) return true;
  if (typeof a === 'function') return typeof b === 'function';
  if (typeof a === 'number' && typeof b === 'number') return a !== a && b !== b; // NaN equals NaN
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || a.constructor !== b.constructor) return false;
  if (a instanceof Date) return equal(a.getTime(), (b as Date).getTime(), seen);
  if (a instanceof RegExp) return a.source === (b as RegExp).source && a.flags === (b as RegExp).flags;
  // Plain objects, class instances (rjsf's SchemaUtils) and null-prototype objects compare by their keys.
  const array = Array.isArray(a);
  if (!array && Object.prototype.toString.call(a) !== '[object Object]') return false;
  // A pair already being compared higher up (a circular reference) is equal so far; a crossed pair is not.
  if (seen.has(a) && seen.has(b)) return seen.get(a) === b && seen.get(b) === a;
  seen.set(a, b).set(b, a);
  const same = array ? sameItems(a, b as unknown[], seen) : sameProperties(a as Record<string, unknown>, b as Record<string, unknown>, seen);
  seen.delete(a);
  seen.delete(b);
  return same;
}

function sameItems(a: unknown[], b: unknown[], seen: Seen): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i], seen)) return false;
  return true;
}

function sameProperties(a: Record<string, unknown>, b: Record<string, unknown>, seen: Seen): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  // A React element's owner is its fiber: deeply circular and not part of what the element shows.
  const element = Boolean(a.$$typeof || b.$$typeof);
  return keys.every((key) => (element && key === '_owner') || (Object.prototype.propertyIsEnumerable.call(b, key) && equal(a[key], b[key], seen)));
}

/** fast-equals's factory as @rjsf/utils/lib/deepEquals.js calls it: its options are the ones this module implements. */
export const createCustomEqual = (): typeof deepEquals => deepEquals;
