// The pieces an effect kind's walk is made of (renderer/effects/kinds/*.ts): a way through a list,
// the edges it leaves by, the session keys it writes and reads. effectWalk.ts walks a list with them.
import { entries, field, items, ptr, str, strings, type Obj } from './json.js';
import { sessionReads, type Payloads } from './reads.js';
import { atomOf } from './sureWrites.js';
import type { ServiceWrites } from '../services/serviceWrites.js';
import type { CallUse, Condition, Edge, Source, Write } from './types.js';

/** One way through a list so far. */
export interface Way {
  when: Condition[];
  /** Every write so far, each under the conditions that held where it was written. */
  writes: Write[];
  failure: boolean;
  trigger: string;
}

/** A session key written, with the expression that gives its value. */
export interface WriteSite {
  key: string;
  expr?: string;
  source: Source;
}

/** What a kind's walk is: effectWalk.ts dispatches to it by the kind's key. */
export interface WalkingKind {
  key: string;
  walk(effect: Obj, at: string, way: Way, tools: WalkTools): Way | undefined;
}

export interface WalkEnv {
  file: string;
  /** Route path of the screen, or '*' for the flow's own effects. */
  from: string;
  /** The screen's config (actions, next rules); absent for the flow's effects. */
  screen?: Obj;
  /** flows/errors.json's `errors`. */
  errors: unknown;
  /** The call catalogue's entry of a call code (flows/calls.json). */
  callEntry(code: string): Obj | undefined;
  /** What each runtime service writes (renderer/services/serviceWrites.ts). */
  services: ServiceWrites;
  /** flows/payloads.json's payloads, which `$payload` reads. */
  payloads: Payloads;
  /** flows/effects.json: the named effect lists `use` walks. */
  effectLists?: unknown;
  /** The effect kinds walked (default: renderer/effects's). */
  kinds?: readonly WalkingKind[];
  edges: Edge[];
  calls: CallUse[];
  writes: WriteSite[];
  readSites: { key: string; source: Source }[];
}

/** What the walk lends a kind: its env, the actions on the way (no action walks itself twice) and the walk of a nested list. */
export interface WalkTools {
  env: WalkEnv;
  stack: string[];
  /** `env`: another file's list (a named effect list), its findings going to the same model. */
  walkList(list: unknown, at: string, way: Way, stack?: string[], env?: WalkEnv): Way | undefined;
}

const writeId = (w: Write) => `${w.key}|${w.when.map((c) => `${c.negated ? '!' : ''}${atomOf(c)}`).join('&')}`;
export function union(...lists: Write[][]): Write[] {
  const seen = new Map<string, Write>();
  for (const w of lists.flat()) if (!seen.has(writeId(w))) seen.set(writeId(w), w);
  return [...seen.values()];
}
export const written = (keys: string[], when: Condition[]): Write[] => keys.map((key) => ({ key, when }));

/**
 * The pseudo session key a call's successful answer writes on its way (`call:A61`): the journey's
 * step order as data, so what is surely in the session on arriving somewhere also says which calls
 * were surely made before (the simulator checks them against its records of the apply log).
 */
export const callKey = (code: string): string => `call:${code}`;

/** The calls a successful answer surely stands for: its own, and those flows/calls.json says it vouches for (made by another session of the same apply log). */
export function callsMade(code: string, entry: Obj | undefined): string[] {
  return [code, ...strings(field(entry, 'vouchesFor'))].map(callKey);
}

/** Ways that reached the end of their branches join: the conditions before the split, every write under its own. */
export function merge(base: Way, ways: (Way | undefined)[]): Way | undefined {
  const live = ways.filter((w): w is Way => w !== undefined);
  if (live.length === 0) return undefined;
  if (live.length === 1) return live[0];
  return { ...base, writes: union(...live.map((w) => w.writes)) };
}

export function addReads(env: WalkEnv, expr: unknown, source: Source): void {
  if (typeof expr !== 'string') return;
  for (const key of sessionReads(expr, env.payloads)) env.readSites.push({ key, source });
}

/** The session keys every expression of a map reads. */
export function addMapReads(env: WalkEnv, map: unknown, at: string): void {
  for (const [name, expr] of entries(map)) addReads(env, expr, { file: env.file, pointer: ptr(at, name) });
}

type EdgeFields = Omit<Edge, 'from' | 'when' | 'failure' | 'writes' | 'trigger'> & { failure?: boolean; extraWrites?: string[]; extraWhen?: Condition[] };
export function edge(env: WalkEnv, way: Way, fields: EdgeFields): void {
  const { failure, extraWrites, extraWhen, ...rest } = fields;
  const when = [...way.when, ...(extraWhen ?? [])];
  env.edges.push({
    from: env.from, when, failure: way.failure || Boolean(failure), writes: union(way.writes, written(extraWrites ?? [], when)), trigger: way.trigger, ...rest,
  });
}

/** Edges back into the app from an outside party (`returns`: the routes it sends the applicant to). */
export function returns(env: WalkEnv, way: Way, effect: Obj, kind: 'handoff' | 'link', at: string): void {
  // `back` on a hand-off: why the outside party sends the applicant back to this screen or an earlier one (a sign-in).
  const back = str(effect.back);
  strings(effect.returns).forEach((to, i) => edge(env, way, { kind, to, ...(back ? { back } : {}), source: { file: env.file, pointer: ptr(at, 'returns', i) } }));
}

/** Session keys a map writes (set, save), each with its expression and source. */
export function writeMap(env: WalkEnv, map: unknown, at: string): string[] {
  const keys: string[] = [];
  for (const [key, expr] of entries(map)) {
    // Setting a key to null removes it (the completion page clearing personal data): the way provides nothing.
    if (str(expr)?.trim() !== 'null') keys.push(key);
    env.writes.push({ key, expr: str(expr), source: { file: env.file, pointer: ptr(at, key) } });
    addReads(env, expr, { file: env.file, pointer: ptr(at, key) });
  }
  return keys;
}

/** The screen's next rules from this way: rule i holds and none before it did. */
export function nextRules(env: WalkEnv, way: Way): void {
  const before: Condition[] = [];
  items(field(env.screen, 'next')).forEach((rule, i) => {
    const at = ptr('/next', i);
    const when = str(field(rule, 'when'));
    const cond: Condition[] = when ? [{ expr: when, source: { file: env.file, pointer: ptr(at, 'when') } }] : [];
    addReads(env, when, { file: env.file, pointer: ptr(at, 'when') });
    const sets = writeMap(env, field(rule, 'set'), ptr(at, 'set'));
    edge(env, way, {
      kind: 'next', to: str(field(rule, 'go')), pageState: str(field(rule, 'pageState')), back: str(field(rule, 'back')),
      extraWhen: [...before, ...cond], extraWrites: sets, source: { file: env.file, pointer: at },
    });
    if (when) before.push({ expr: when, negated: true, source: { file: env.file, pointer: ptr(at, 'when') } });
  });
}

/** A catalogue entry's way: to its route, or out of the app. */
export function failEdge(env: WalkEnv, way: Way, code: string, at: string): void {
  const entry = field(env.errors, code);
  const route = str(field(entry, 'route'));
  const source = { file: env.file, pointer: at };
  if (route) edge(env, way, { kind: 'fail', to: route, failure: true, source });
  else edge(env, way, { kind: 'leave', failure: true, source });
}
