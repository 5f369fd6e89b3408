// Which session keys are surely written on a way, for one applicant. A write inside a branch
// counts only where its branch surely ran: its conditions are among those known to hold, or the
// applicant fixes them, or every case of the conditions left open writes the key (a key written
// on onLoad when X and on submit when not X is written either way). A write of K under
// `$not($exists(session.K))` (a token fetched only when there is none) leaves K in the session
// either way: where the branch did not run, K was there already.
import { tri, type Known } from './tri.js';
import type { Condition, Write } from './types.js';

/** One condition as an atom of the case split: the same expression is the same atom. */
export const atomOf = (c: Condition): string => c.expr ?? `${c.label ?? ''}@${c.source.file}#${c.source.pointer}`;

const MAX_OPEN = 10;

/** Whether `c`'s expression, having the truth `value`, says `key` is already in the session. */
function saysPresent(c: Condition, value: boolean, key: string): boolean {
  const e = c.expr?.replace(/\s+/g, '');
  if (e === `$exists(session.${key})`) return value;
  if (e === `$not($exists(session.${key}))`) return !value;
  return false;
}

export function sureWrites(writes: Write[], premise: Condition[], known: Known, named?: Record<string, string>): Set<string> {
  const fixed = new Map<string, boolean>();
  for (const c of premise) fixed.set(atomOf(c), !c.negated);
  const valueOf = (atom: string, c: Condition): boolean | undefined => {
    if (fixed.has(atom)) return fixed.get(atom);
    if (c.expr === undefined) return undefined;
    const t = tri(c.expr, { known, named });
    return t === 'unknown' ? undefined : t;
  };
  const sure = new Set<string>();
  const open = new Map<string, Write[]>();
  for (const w of writes) {
    if (sure.has(w.key)) continue;
    const values = w.when.map((c) => ({ c, v: valueOf(atomOf(c), c) }));
    if (values.some(({ c, v }) => v !== undefined && v === Boolean(c.negated))) { // its branch surely did not run
      if (values.some(({ c, v }) => v !== undefined && saysPresent(c, v, w.key))) sure.add(w.key); // ... because the key was there
      continue;
    }
    if (values.every(({ v }) => v !== undefined)) sure.add(w.key);
    else open.set(w.key, [...(open.get(w.key) ?? []), w]);
  }
  for (const [key, alternatives] of open) {
    if (sure.has(key)) continue;
    const atoms = [...new Set(alternatives.flatMap((w) => w.when.filter((c) => valueOf(atomOf(c), c) === undefined).map(atomOf)))];
    if (atoms.length > MAX_OPEN) continue; // too many open conditions to split: not sure
    let everyCase = true;
    for (let bits = 0; bits < 1 << atoms.length && everyCase; bits++) {
      const assumed = (atom: string) => Boolean(bits & (1 << atoms.indexOf(atom)));
      const truth = (c: Condition): boolean => valueOf(atomOf(c), c) ?? assumed(atomOf(c));
      everyCase = alternatives.some((w) => w.when.every((c) => truth(c) === !c.negated))
        || alternatives.some((w) => w.when.some((c) => saysPresent(c, truth(c), key)));
    }
    if (everyCase) sure.add(key);
  }
  return sure;
}
