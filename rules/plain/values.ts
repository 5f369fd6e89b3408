// JSONata 2.2's meanings of values, as rules/plain answers with them (run.ts, functions.ts): its
// truthiness, its sequences, equality and comparison. A value outside the plain meanings makes the
// run give up (UNANSWERED): JSONata answers then, so its answers and its errors stay its own.

/** Thrown when JSONata must answer (a value outside the plain meanings): not a fault. */
export const UNANSWERED: unique symbol = Symbol('unanswered');

/** Gives the answer to JSONata. */
export const giveUp = (): never => { throw UNANSWERED; };
export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && typeof x !== 'function';

/** JSONata's sequence: an array marked as one (jsonata.js createSequence). */
export function sequence(items: unknown[]): unknown[] {
  const out = [...items] as unknown[] & { sequence?: boolean };
  out.sequence = true;
  return out;
}

/** fn.boolean: undefined stays undefined; arrays by their items; empty strings, 0, null, {} and functions false. */
export function jsonataBoolean(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    if (value.length === 1) return jsonataBoolean(value[0]);
    return value.length > 1 && value.some((v) => jsonataBoolean(v));
  }
  if (typeof value === 'string') return value.length > 0;
  if (typeof value === 'number') return Number.isNaN(value) ? false : (Number.isFinite(value) ? value !== 0 : giveUp());
  if (typeof value === 'boolean') return value;
  if (isObject(value)) return Object.keys(value).length > 0;
  return false;
}
export const boolize = (value: unknown): boolean => jsonataBoolean(value) ?? false;

export const primitive = (x: unknown): boolean => x === null || (typeof x !== 'object' && typeof x !== 'function');

export function equal(lhs: unknown, rhs: unknown): boolean {
  if (!primitive(lhs) || !primitive(rhs)) giveUp();
  return lhs === rhs;
}

export function compare(op: string, lhs: unknown, rhs: unknown): boolean | undefined {
  const comparable = (x: unknown) => x === undefined || typeof x === 'string' || typeof x === 'number';
  if (!comparable(lhs) || !comparable(rhs)) giveUp();
  if (lhs === undefined || rhs === undefined) return undefined;
  if (typeof lhs !== typeof rhs) giveUp();
  const [a, b] = [lhs as string | number, rhs as string | number];
  return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
}

export function includes(lhs: unknown, rhs: unknown): boolean {
  if (lhs === undefined || rhs === undefined) return false;
  return (Array.isArray(rhs) ? rhs : [rhs]).some((item) => item === lhs);
}

/** fn.string for what it leaves alone: a string (a number JSONata formats its own way). */
export function asString(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : giveUp();
}
