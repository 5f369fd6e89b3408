// Which session keys are surely written on a way, for one applicant. A write inside a branch
// counts only where its branch surely ran: its conditions are among those known to hold, or the
// applicant fixes them, or every case of the conditions left open writes the key (a key written
// on onLoad when X and on submit when not X is written either way).
import { tri, type Known } from './tri.js';
import type { Condition, Write } from './types.js';

/** One condition as an atom of the case split: the same expression is the same atom. */
export const atomOf = (c: Condition): string => c.expr ?? `${c.label ?? ''}@${c.source.file}#${c.source.pointer}`;

const MAX_OPEN = 10;

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
    if (values.some(({ c, v }) => v !== undefined && v === Boolean(c.negated))) continue; // its branch surely did not run
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
      everyCase = alternatives.some((w) => w.when.every((c) => {
        const v = valueOf(atomOf(c), c) ?? assumed(atomOf(c));
        return v === !c.negated;
      }));
    }
    if (everyCase) sure.add(key);
  }
  return sure;
}
