// The journey model (renderer/journey) built from the loaded tree, once per check run: every
// check on the journey reads this one model, never a description of its own.
import { namedRules } from '../../rules/named/index.js';
import { walkJourney, type Context, type WalkedJourney } from '../../renderer/journey/index.js';
import type { Tree } from './types.js';

const built = new WeakMap<Tree, WalkedJourney>();

export function journeyOf(tree: Tree): WalkedJourney {
  let walked = built.get(tree);
  if (!walked) {
    const screens = new Map([...tree.screens].map(([id, loaded]) => [id, loaded.data]));
    walked = walkJourney({
      flow: tree.flow?.data, errors: tree.errors?.data, screens, calls: tree.calls?.data, session: tree.sessionKeys?.data, payloads: tree.payloads?.data, effectLists: tree.effectLists?.data, named: namedRules,
    });
    built.set(tree, walked);
  }
  return walked;
}

/**
 * The applicants a fault concerns, in few words: "every applicant", "CustomerType ETB" when it is
 * every applicant of that kind, "CustomerType NTB or ETB, no Agent" when it is every applicant with
 * those values, else the first and how many others.
 */
export function whoOf(who: Context[], all: Context[]): string {
  if (who.length === all.length) return 'every applicant';
  const keys = Object.keys(all[0]?.values ?? {});
  const valuesOf = (list: Context[], key: string) => new Set(list.map((c) => c.values[key]));
  const fixed = keys.filter((k) => valuesOf(who, k).size === 1 && valuesOf(all, k).size > 1);
  const within = all.filter((c) => fixed.every((k) => c.values[k] === who[0].values[k]));
  const kind = fixed.map((k) => (who[0].values[k] === null ? `no ${k}` : `${k} ${who[0].values[k]}`)).join(', ');
  if (fixed.length > 0 && within.length === who.length) return kind;
  if (who.length === 1) return who[0].label;
  // Every applicant whose values lie in the sets these applicants have: "CustomerType NTB or ETB, no Agent".
  const narrowed = keys.filter((k) => valuesOf(who, k).size < valuesOf(all, k).size);
  const inSets = all.filter((c) => narrowed.every((k) => valuesOf(who, k).has(c.values[k])));
  if (narrowed.length > 0 && inSets.length === who.length) {
    return narrowed.map((k) => {
      const values = [...valuesOf(who, k)];
      const named = values.filter((v) => v !== null).join(' or ');
      return values.includes(null) ? (named ? `${k} ${named} or none` : `no ${k}`) : `${k} ${named}`;
    }).join(', ');
  }
  if (fixed.length > 0) return `${kind} (${who.length} of the ${within.length} such applicants, e.g. ${who[0].label})`;
  return `${who[0].label} (and ${who.length - 1} other applicant${who.length === 2 ? '' : 's'})`;
}

/** Faults found for several applicants, told once, naming them in few words (whoOf). */
export class PerContext {
  private readonly found = new Map<string, { file: string; pointer: string; message: (who: string) => string; who: Context[] }>();

  constructor(private readonly all: Context[]) {}

  /** `who`: the applicants it concerns (a graph's members). */
  add(id: string, file: string, pointer: string, who: Context[], message: (who: string) => string): void {
    const entry = this.found.get(id) ?? { file, pointer, message, who: [] };
    for (const c of who) if (!entry.who.includes(c)) entry.who.push(c);
    this.found.set(id, entry);
  }

  report(fault: (file: string, pointer: string, message: string) => void): void {
    for (const { file, pointer, message, who } of this.found.values()) fault(file, pointer, message(whoOf(who, this.all)));
  }
}
