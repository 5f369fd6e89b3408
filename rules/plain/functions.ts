// The JSONata functions rules/plain answers (run.ts), each as jsonata.js 2.2.2's own (fn.count,
// fn.substring, fn.join, fn.number, ...) for the arguments whose meaning is plain, and how it calls
// our functions (rules/functions) whose signature is strings only.
import { asString, giveUp, jsonataBoolean } from './values.js';

/** fn.substring, by code points; the types checked first, as JSONata's signature <s-nn?:s> does. */
function substring(str: unknown, start: unknown, length?: unknown): string | undefined {
  if ((str !== undefined && typeof str !== 'string') || typeof start !== 'number' || (length !== undefined && typeof length !== 'number')) giveUp();
  if (str === undefined) return undefined;
  const chars = [...(str as string)];
  const from = chars.length + (start as number) < 0 ? 0 : (start as number);
  if (length === undefined) return chars.slice(from).join('');
  if ((length as number) <= 0) return '';
  return chars.slice(from, from >= 0 ? from + (length as number) : chars.length + from + (length as number)).join('');
}

/** A string argument (<s>): nothing stays nothing, anything but a string is JSONata's error (T0410). */
function stringArg(x: unknown): string | undefined {
  if (x !== undefined && typeof x !== 'string') giveUp();
  return x as string | undefined;
}

/** fn.join, <a<s>s?:s>: a string is a list of one; a list of anything but strings is JSONata's error. */
function join(strs: unknown, separator?: unknown): string | undefined {
  const sep = stringArg(separator) ?? '';
  if (strs === undefined) return undefined;
  const list = Array.isArray(strs) ? strs : [strs];
  if (!list.every((x) => typeof x === 'string')) giveUp();
  return list.join(sep);
}

/** fn.number for what it reads plainly: a number, a decimal string, true and false (0x..., 0o..., 0b... and the rest are JSONata's). */
function toNumber(arg: unknown): number | undefined {
  if (arg === undefined) return undefined;
  if (typeof arg === 'number') return arg;
  if (typeof arg === 'string' && /^-?[0-9]+(\.[0-9]+)?([Ee][-+]?[0-9]+)?$/.test(arg) && !Number.isNaN(parseFloat(arg)) && Number.isFinite(Number(arg))) return parseFloat(arg);
  if (typeof arg === 'boolean') return arg ? 1 : 0;
  return giveUp();
}

export const BUILT_IN: Record<string, { arity: number | [number, number]; run: (...args: unknown[]) => unknown }> = {
  // (<a:n>: nothing is 0, a value that is not a list is a list of one)
  count: { arity: 1, run: (x) => (x === undefined ? 0 : Array.isArray(x) ? x.length : 1) },
  substring: { arity: [2, 3], run: substring },
  not: { arity: 1, run: (x) => (x === undefined ? undefined : !jsonataBoolean(x)) },
  boolean: { arity: 1, run: (x) => jsonataBoolean(x) },
  exists: { arity: 1, run: (x) => x !== undefined },
  string: { arity: 1, run: (x) => asString(x) },
  length: { arity: 1, run: (x) => (x === undefined ? undefined : [...(asString(x) as string)].length) },
  uppercase: { arity: 1, run: (x) => stringArg(x)?.toUpperCase() },
  lowercase: { arity: 1, run: (x) => stringArg(x)?.toLowerCase() },
  join: { arity: [1, 2], run: join },
  number: { arity: 1, run: toNumber },
  contains: {
    arity: 2,
    run: (str, token) => {
      // (JSONata checks the types first: a number is an error even beside a missing value)
      if ((str !== undefined && typeof str !== 'string') || (token !== undefined && typeof token !== 'string')) giveUp();
      if (str === undefined || token === undefined) return undefined;
      return (str as string).includes(token as string);
    },
  },
};

/** Our functions whose signature is strings only (`<s:b>`, `<ss?:n>`): how many strings they take. */
export function stringArity(signature: string): [number, number] | undefined {
  const m = /^<((?:s\??)+):[bsn]>$/.exec(signature);
  if (!m) return undefined;
  const params = m[1].match(/s\??/g) ?? [];
  return [params.filter((p) => p === 's').length, params.length];
}
