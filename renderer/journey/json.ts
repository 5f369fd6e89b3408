// Guards for reading config that may not satisfy its meta-schema yet (the checker builds the
// model from such files too, and must report, not crash).
export type Obj = Record<string, unknown>;

export const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
export const items = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
export const entries = (x: unknown): [string, unknown][] => (isObj(x) ? Object.entries(x) : []);
export const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
export const field = (x: unknown, key: string): unknown => (isObj(x) ? x[key] : undefined);
export const strings = (x: unknown): string[] => items(x).filter((s): s is string => typeof s === 'string');

/** A JSON pointer from parts (RFC 6901 escaping). */
export function ptr(base: string, ...parts: (string | number)[]): string {
  return base + parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
