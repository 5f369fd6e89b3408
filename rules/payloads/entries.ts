// A payload's keys in order, each with the expression that gives its value and the JSON pointer
// of that expression (relative to the payload). Shared by the builder, the reads and the check.
import { isFlagsPart, type Payload, type PayloadEntry } from './types.js';

export interface FieldKey {
  kind: 'field';
  key: string;
  /** The JSONata expression: the plain source itself, or the transformation's value. */
  expr: string;
  /** Pointer of the expression within the payload (`/parts/1/fields/Birthday/value`). */
  pointer: string;
  /** The part's condition, when it has one, and its pointer. */
  when?: { expr: string; pointer: string };
  /** A transformation's reason (a plain source has none). */
  why?: string;
  /** Written as a transformation ({ value, why }) rather than a plain string. */
  transformation: boolean;
}

export interface FlagKey {
  kind: 'flag';
  /** `<of>Flag`. */
  key: string;
  /** The payload key whose value decides the flag. */
  of: string;
  pointer: string;
}

export type PayloadKey = FieldKey | FlagKey;

const esc = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The expression of an entry: a plain string is one already. */
export const entryExpr = (entry: PayloadEntry): string => (typeof entry === 'string' ? entry : entry.value);

/** Every key of the payload in the order it is sent. */
export function payloadKeys(payload: Payload): PayloadKey[] {
  const out: PayloadKey[] = [];
  (payload.parts ?? []).forEach((part, i) => {
    if (isFlagsPart(part)) {
      part.flags.forEach((of, j) => out.push({ kind: 'flag', key: `${of}Flag`, of, pointer: `/parts/${i}/flags/${j}` }));
      return;
    }
    const when = typeof part.when === 'string' ? { expr: part.when, pointer: `/parts/${i}/when` } : undefined;
    for (const [key, entry] of Object.entries(part.fields ?? {})) {
      const transformation = typeof entry !== 'string';
      const pointer = `/parts/${i}/fields/${esc(key)}${transformation ? '/value' : ''}`;
      out.push({ kind: 'field', key, expr: entryExpr(entry), pointer, ...(when ? { when } : {}), ...(transformation ? { why: entry.why } : {}), transformation });
    }
  });
  return out;
}

/**
 * A plain source: a path from a root of the context (`session.Form1Data.NameChinese`,
 * `server.A20.Email`, `consts.X`, `query.X`, `form.X`), or a literal ('O', '', a number, true,
 * false, null). Anything else is a transformation and must say why.
 */
export function isPlainSource(expr: string): boolean {
  const s = expr.trim();
  return /^(session|form|query|server|consts)(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(s)
    || /^'[^'\\]*'$/.test(s) || /^"[^"\\]*"$/.test(s)
    || /^-?\d+(\.\d+)?$/.test(s) || /^(true|false|null)$/.test(s);
}
