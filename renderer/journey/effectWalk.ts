// Walks one effect list as the runner would (renderer/engine/effects.ts), without running it:
// every way out (go, next rules, fail, redirect, a hand-off) becomes an edge carrying the
// conditions that lead to it and the session keys written before it. Ways that reach the end
// of the list merge into one: what is written on every one of them, under the conditions
// that held before they split.
import { entries, field, isObj, items, ptr, str, strings, type Obj } from './json.js';
import { sessionReads, sessionValueReadsByKey, sessionValueReads, type Payloads } from './reads.js';
import { atomOf } from './sureWrites.js';
import { parse } from './tri.js';
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
  edges: Edge[];
  calls: CallUse[];
  writes: WriteSite[];
  readSites: { key: string; source: Source }[];
}

const writeId = (w: Write) => `${w.key}|${w.when.map((c) => `${c.negated ? '!' : ''}${atomOf(c)}`).join('&')}`;
function union(...lists: Write[][]): Write[] {
  const seen = new Map<string, Write>();
  for (const w of lists.flat()) if (!seen.has(writeId(w))) seen.set(writeId(w), w);
  return [...seen.values()];
}
const written = (keys: string[], when: Condition[]): Write[] => keys.map((key) => ({ key, when }));

/**
 * The pseudo session key a call's successful answer writes on its way (`call:A61`): the journey's
 * step order as data, so what is surely in the session on arriving somewhere also says which calls
 * were surely made before (the simulator checks them against its records of the apply log).
 */
export const callKey = (code: string): string => `call:${code}`;

/** The calls a successful answer surely stands for: its own, and those flows/calls.json says it vouches for (made by another session of the same apply log). */
function callsMade(code: string, entry: Obj | undefined): string[] {
  return [code, ...strings(field(entry, 'vouchesFor'))].map(callKey);
}

/** Ways that reached the end of their branches join: the conditions before the split, every write under its own. */
function merge(base: Way, ways: (Way | undefined)[]): Way | undefined {
  const live = ways.filter((w): w is Way => w !== undefined);
  if (live.length === 0) return undefined;
  if (live.length === 1) return live[0];
  return { ...base, writes: union(...live.map((w) => w.writes)) };
}

function addReads(env: WalkEnv, expr: unknown, source: Source): void {
  if (typeof expr !== 'string') return;
  for (const key of sessionReads(expr, env.payloads)) env.readSites.push({ key, source });
}

function edge(env: WalkEnv, way: Way, fields: Omit<Edge, 'from' | 'when' | 'failure' | 'writes' | 'trigger'> & { failure?: boolean; extraWrites?: string[]; extraWhen?: Condition[] }): void {
  const { failure, extraWrites, extraWhen, ...rest } = fields;
  const when = [...way.when, ...(extraWhen ?? [])];
  env.edges.push({
    from: env.from, when, failure: way.failure || Boolean(failure), writes: union(way.writes, written(extraWrites ?? [], when)), trigger: way.trigger, ...rest,
  });
}

/** Edges back into the app from an outside party (`returns`: the routes it sends the applicant to). */
function returns(env: WalkEnv, way: Way, effect: Obj, kind: 'handoff' | 'link', at: string): void {
  // `back` on a hand-off: why the outside party sends the applicant back to this screen or an earlier one (a sign-in).
  const back = str(effect.back);
  strings(effect.returns).forEach((to, i) => edge(env, way, { kind, to, ...(back ? { back } : {}), source: { file: env.file, pointer: ptr(at, 'returns', i) } }));
}

function writeMap(env: WalkEnv, map: unknown, at: string): string[] {
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

function failEdge(env: WalkEnv, way: Way, code: string, at: string): void {
  const entry = field(env.errors, code);
  const route = str(field(entry, 'route'));
  const source = { file: env.file, pointer: at };
  if (route) edge(env, way, { kind: 'fail', to: route, failure: true, source });
  else edge(env, way, { kind: 'leave', failure: true, source });
}

function walkCall(env: WalkEnv, effect: Obj, at: string, way: Way, stack: string[]): Way | undefined {
  const code = String(effect.call);
  const request = str(effect.request);
  const source = { file: env.file, pointer: at };
  addReads(env, request, { file: env.file, pointer: ptr(at, 'request') });
  const entry = env.callEntry(code);
  env.calls.push({
    code,
    requestFields: strings(field(entry, 'request')),
    responseFields: strings(field(entry, 'response')),
    reads: request ? sessionValueReads(request, env.payloads) : [],
    readsByKey: request ? sessionValueReadsByKey(request, env.payloads) : {},
    writesBefore: way.writes,
    when: way.when,
    optional: effect.optional === true,
    source,
  });
  returns(env, way, effect, 'link', at);
  const optional = effect.optional === true;
  const failed = (list: string, label: string): Way | undefined => {
    const effects = effect[list];
    const branch: Way = { ...way, failure: true, when: [...way.when, { label: `${code} ${label}`, source: { file: env.file, pointer: ptr(at, list) } }] };
    const end = Array.isArray(effects) ? walkList(env, effects, ptr(at, list), branch, stack) : branch;
    // Without its own list a refusal ends the screen's work (0000), unless the call is optional.
    return optional && end ? { ...end, failure: way.failure, when: way.when } : undefined;
  };
  const refused = failed('onFail', 'refused');
  const unanswered = failed('onError', 'not answered');
  const saved = writeMap(env, effect.save, ptr(at, 'save'));
  // An optional call's way goes on whether it was answered or not: it is not surely made.
  const made = optional ? [] : callsMade(code, entry);
  const answered: Way = { ...way, writes: union(way.writes, written([...saved, ...made], way.when)) };
  return merge(way, [answered, refused, unanswered]);
}

/** The keys a service writes: its declared ones, and the one its key arg names when that arg is a string literal. */
function serviceKeys(declared: ServiceWrites[string] | undefined, args: unknown): string[] {
  const named = declared?.keyArg ? parse(String(field(args, declared.keyArg) ?? '')) : undefined;
  return [...(declared?.keys ?? []), ...(named?.type === 'string' ? [String(named.value)] : [])];
}

function walkEffect(env: WalkEnv, effect: Obj, at: string, way: Way, stack: string[]): Way | undefined {
  const source = { file: env.file, pointer: at };
  if ('call' in effect) return walkCall(env, effect, at, way, stack);
  if ('set' in effect) return { ...way, writes: union(way.writes, written(writeMap(env, effect.set, ptr(at, 'set')), way.when)) };
  if ('when' in effect) {
    const when = str(effect.when);
    addReads(env, when, { file: env.file, pointer: ptr(at, 'when') });
    const cond = (negated: boolean): Condition => ({ expr: when, negated, source: { file: env.file, pointer: ptr(at, 'when') } });
    const then = walkList(env, effect.then, ptr(at, 'then'), { ...way, when: [...way.when, cond(false)] }, stack);
    const otherwise = walkList(env, effect.else, ptr(at, 'else'), { ...way, when: [...way.when, cond(true)] }, stack);
    return merge(way, [then, otherwise]);
  }
  if ('fail' in effect) {
    failEdge(env, way, String(effect.fail), at);
    return undefined;
  }
  if ('go' in effect) {
    edge(env, way, { kind: 'go', to: str(effect.go), pageState: str(effect.pageState), back: str(effect.back), source });
    return undefined;
  }
  if ('next' in effect) {
    nextRules(env, way);
    return undefined;
  }
  if ('redirect' in effect) {
    addReads(env, effect.redirect, { file: env.file, pointer: ptr(at, 'redirect') });
    edge(env, way, { kind: 'leave', source });
    returns(env, way, effect, 'handoff', at);
    return undefined;
  }
  if ('service' in effect) {
    for (const [name, expr] of entries(effect.args)) addReads(env, expr, { file: env.file, pointer: ptr(at, 'args', name) });
    const keys = serviceKeys(env.services[String(effect.service)], effect.args);
    for (const key of keys) env.writes.push({ key, source: { file: env.file, pointer: at } });
    way = { ...way, writes: union(way.writes, written(keys, way.when)) };
    if (!Array.isArray(effect.returns)) return way;
    // A hand-off (the identity portal's form post) leaves the page: nothing after it runs here.
    returns(env, way, effect, 'handoff', at);
    return undefined;
  }
  if ('stop' in effect) return undefined;
  if ('run' in effect) {
    const name = String(effect.run);
    const list = field(field(env.screen, 'actions'), name);
    if (stack.includes(name) || !Array.isArray(list)) return way;
    return walkList(env, list, ptr('/actions', name), way, [...stack, name]);
  }
  for (const key of ['params', 'args']) for (const [name, expr] of entries(effect[key])) addReads(env, expr, { file: env.file, pointer: ptr(at, key, name) });
  for (const key of ['setForm']) for (const [name, expr] of entries(effect[key])) addReads(env, expr, { file: env.file, pointer: ptr(at, key, name) });
  addReads(env, effect.mergeForm, { file: env.file, pointer: ptr(at, 'mergeForm') });
  return way; // alert, popup, fieldError, setForm, mergeForm, wait: the list goes on
}

/** Walks a list; returns the way that reaches its end, or undefined when every way left it. */
export function walkList(env: WalkEnv, list: unknown, at: string, way: Way, stack: string[] = []): Way | undefined {
  let current: Way | undefined = way;
  items(list).forEach((effect, i) => {
    if (current && isObj(effect)) current = walkEffect(env, effect, ptr(at, i), current, stack);
  });
  return current;
}
