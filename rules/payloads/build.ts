// Builds a payload from its mapping against the evaluation context: each key in order, from its
// source or transformation; a part whose `when` does not hold sends none of its keys; a key whose
// value is absent is left out (as a JSONata object constructor leaves it out); a flag is Y when
// its key was sent with a value. The evaluator is passed in, so this file has no JSONata of its own.
import { payloadKeys } from './entries.js';
import type { Payload } from './types.js';

export interface PayloadEvaluator {
  evaluate(expression: string, input: unknown, where: string): Promise<unknown>;
  holds(expression: string, input: unknown, where: string): Promise<boolean>;
}

/** JSONata's $boolean: a non-empty string, a non-zero number, true, a non-empty object, a list with such a member. */
export function jsonataBoolean(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 1 ? jsonataBoolean(value[0]) : value.some(jsonataBoolean);
  if (typeof value === 'string') return value.length > 0;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'boolean') return value;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return false;
}

/** The payload's object, keys in the mapping's order. `where` names the mapping in faults (`flows/payloads.json#/payloads/A97`). */
export async function buildPayload(payload: Payload, root: unknown, run: PayloadEvaluator, where: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const decided = new Map<string, boolean>();
  for (const k of payloadKeys(payload)) {
    if (k.kind === 'flag') {
      out[k.key] = jsonataBoolean(out[k.of]) ? 'Y' : 'N';
      continue;
    }
    if (k.when) {
      if (!decided.has(k.when.pointer)) decided.set(k.when.pointer, await run.holds(k.when.expr, root, `${where}${k.when.pointer}`));
      if (!decided.get(k.when.pointer)) continue;
    }
    const value = await run.evaluate(k.expr, root, `${where}${k.pointer}`);
    if (value !== undefined) out[k.key] = value;
  }
  return out;
}
