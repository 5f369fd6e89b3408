// expectSession's keys: a session key of flows/session.json, or a dotted path into one
// ("Form1Data.NameChinese", "Files.0.name"). A path is read only through values that are there:
// expecting null of a field under a key the session does not hold is a failure, not a pass.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { didYouMean } from '../check/didYouMean.js';
import { FORM_KEY_PATTERN } from '../../renderer/engine/sessionKeys.js';

const declared = new Map<string, Set<string>>();

/** The session keys flows/session.json declares under root (seed and runtime). */
export function declaredSessionKeys(root: string): Set<string> {
  let keys = declared.get(root);
  if (!keys) {
    const file = JSON.parse(readFileSync(join(root, 'flows/session.json'), 'utf8')) as Record<string, unknown>;
    keys = new Set(['seed', 'runtime'].flatMap((group) => Object.keys((file[group] ?? {}) as object)));
    declared.set(root, keys);
  }
  return keys;
}

export type PathRead = { ok: true; value: unknown } | { ok: false; why: string };

/** The value at a dotted path of the session, or why the path cannot be read. */
export function readSessionPath(get: (key: string) => unknown, path: string, known: Set<string>): PathRead {
  const parts = path.split('.');
  // A screen's kept form is itself a dotted key (form.<screen id>).
  const [key, ...rest] = parts[0] === 'form' && parts.length > 1 ? [`form.${parts[1]}`, ...parts.slice(2)] : parts;
  if (!known.has(key) && !FORM_KEY_PATTERN.test(key)) return { ok: false, why: `"${key}" is not a session key of flows/session.json${didYouMean(key, known)}` };
  let value = get(key);
  for (const [i, step] of rest.entries()) {
    const at = [key, ...rest.slice(0, i)].join('.');
    if (value === null || typeof value !== 'object') return { ok: false, why: `session ${at} is ${value === undefined ? 'absent' : JSON.stringify(value)}, so ${path} cannot be read` };
    value = (value as Record<string, unknown>)[step];
  }
  return { ok: true, value };
}
