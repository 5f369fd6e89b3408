// The journey as one model, built from the config alone: every route a node, every way between
// them an edge with its conditions and source, and what each screen reads and writes. Pure: the
// checker, the studio, the testers' report and the simulator all build it from the same files.
import { nextRules, walkList, type WalkEnv, type Way, type WriteSite } from './effectWalk.js';
import { entries, field, isObj, items, ptr, str, strings, type Obj } from './json.js';
import { valueType } from './valueType.js';
import type { Payloads } from './reads.js';
import { serviceWrites, type ServiceWrites } from '../services/serviceWrites.js';
import type { Condition, Edge, Journey, KeyDecl, Node, ValueType, Write } from './types.js';

export interface JourneyInput {
  /** flows/flow.json */
  flow: unknown;
  /** flows/errors.json */
  errors: unknown;
  /** Screen id -> schemas/<id>.json */
  screens: ReadonlyMap<string, unknown> | Record<string, unknown>;
  /** flows/calls.json */
  calls?: unknown;
  /** flows/session.json */
  session?: unknown;
  /** What runtime services write (default: renderer/services/serviceWrites.ts). */
  services?: ServiceWrites;
  /** flows/payloads.json */
  payloads?: unknown;
  /** flows/effects.json: the named effect lists screens `use`. */
  effectLists?: unknown;
}

const FLOW_FILE = 'flows/flow.json';

/** The page states an expression may write: its string literals ('Page2.3', or c ? 'A' : 'B'). */
const literals = (expr: string | undefined): string[] => (expr ? [...expr.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]) : []);
const ERRORS_FILE = 'flows/errors.json';
export const screenFile = (id: string): string => `schemas/${id}.json`;

/** flows/session.json's keys (seed and runtime) with their type and whether they may be absent when read. */
export function declaredKeys(session: unknown): Record<string, KeyDecl> {
  const out: Record<string, KeyDecl> = {};
  for (const group of ['seed', 'runtime']) {
    for (const [key, decl] of entries(field(session, group))) {
      const optional = field(decl, 'optional');
      out[key] = { type: str(field(decl, 'type')), optional: optional === true || typeof optional === 'string' ? optional : false, always: field(decl, 'always') === true };
    }
  }
  return out;
}

/** Every effect list of a screen besides onLoad, with its pointer (the ways a screen's work starts). */
function* triggeredLists(config: unknown): Generator<[string, unknown]> {
  yield ['/onSubmit', field(config, 'onSubmit')];
  for (const group of ['actions', 'onChange', 'onBlur']) for (const [name, list] of entries(field(config, group))) yield [ptr('', group, name), list];
  for (const [name, popup] of entries(field(config, 'popups'))) {
    const buttons = items(field(popup, 'buttons'));
    for (let i = 0; i < buttons.length; i++) yield [ptr('', 'popups', name, 'buttons', i, 'effects'), field(buttons[i], 'effects')];
  }
}

const triggerOf = (pointer: string): string => pointer.replace(/^\//, '').replace(/\/effects$/, '');

function walkScreen(env: WalkEnv, config: Obj): Write[] {
  const saveAs = str(config.saveAs);
  const start = (trigger: string, writes: Write[], when: Condition[] = []): Way => ({ when, writes, failure: false, trigger });
  const loaded = walkList(env, config.onLoad, '/onLoad', start('onLoad', []));
  // The screen's other lists run only once it loaded without leaving: what held then holds for them.
  const loadedWhen = loaded?.when ?? [];
  // Whatever else runs, the screen loaded without leaving: its sure writes are there, and the form it keeps.
  const loadWrites: Write[] = [...(loaded?.writes ?? []), ...(saveAs ? [{ key: saveAs, when: [] }] : [])];
  if (saveAs) env.writes.push({ key: saveAs, source: { file: env.file, pointer: '/saveAs' } });
  for (const [pointer, list] of triggeredLists(config)) {
    if (!Array.isArray(list)) continue;
    const end = walkList(env, list, pointer, start(triggerOf(pointer), loadWrites, loadedWhen));
    // onSubmit that ends without leaving applies the next rules (renderer/engine/screen.ts submit).
    if (pointer === '/onSubmit' && end && Array.isArray(config.next)) nextRules(env, end);
  }
  if (!Array.isArray(config.onSubmit) && Array.isArray(config.next)) nextRules(env, start('onSubmit', loadWrites, loadedWhen));
  return loadWrites;
}

const JSON_TYPES = new Set(['string', 'number', 'boolean', 'object', 'array', 'null']);

/** Each write with the type its expression surely gives (a copied key or field: its declared type). */
function typedWrites(sites: WriteSite[], keys: Record<string, KeyDecl>, config: unknown): Node['writes'] {
  const props = field(field(config, 'schema'), 'properties');
  const declared = (root: 'session' | 'form', key: string): ValueType | undefined => {
    const t = root === 'session' ? keys[key]?.type : str(field(field(props, key), 'type'));
    return t !== undefined && JSON_TYPES.has(t) ? (t as ValueType) : undefined;
  };
  return sites.map((w) => ({ name: `session.${w.key}`, source: w.source, ...(w.expr ? { type: valueType(w.expr, declared) } : {}) }));
}

type EnvFor = (file: string, from: string, screen?: Obj) => WalkEnv;

/** A route of flows/flow.json as a node: its guard, the page state it sets, and what its screen reads, writes and calls. */
function routeNode(route: unknown, path: string, routeIndex: number, screens: Map<string, unknown>, keys: Journey['keys'], envFor: EnvFor, allWrites: WriteSite[]): Node {
  const aliases = strings(field(route, 'aliases'));
  const screen = str(field(route, 'screen'));
  const config = screen ? screens.get(screen) : undefined;
  const guard = field(route, 'guard');
  const pageStates = strings(field(guard, 'pageState'));
  const node: Node = {
    path, aliases, routeIndex, query: strings(field(guard, 'query')),
    ...(pageStates.length > 0 ? { pageStates } : {}),
    ...(screen ? { screen, file: screenFile(screen) } : {}),
    ...(str(field(route, 'entryPageState')) ? { entryPageState: str(field(route, 'entryPageState')) } : {}),
    ...(str(field(route, 'end')) ? { end: str(field(route, 'end')) } : {}),
    reads: [], writes: [], fields: [], calls: [], loadWrites: [],
  };
  if (screen && isObj(config)) {
    const env = envFor(screenFile(screen), path, config);
    node.loadWrites = walkScreen(env, config);
    node.calls = env.calls;
    node.writes = typedWrites(env.writes, keys, config);
    allWrites.push(...env.writes);
    node.reads = env.readSites.map((r) => ({ name: `session.${r.key}`, source: r.source }));
    node.fields = Object.keys(field(field(config, 'schema'), 'properties') ?? {});
  }
  return node;
}

/** The ways from any screen ('*'): the flow's own effects (idle abandon, the exit popup's buttons),
 * the guard's refusal and the transport failures (0000, 0000-<call>) of the catalogue. Returns the flow's writes. */
function anyScreenEdges(input: JourneyInput, errors: unknown, flowEnv: WalkEnv, edges: Edge[]): WriteSite[] {
  walkList(flowEnv, field(field(input.flow, 'idle'), 'onAbandon'), '/idle/onAbandon', { when: [], writes: [], failure: false, trigger: 'idle' });
  for (const [name, popup] of entries(field(input.flow, 'popups'))) {
    items(field(popup, 'buttons')).forEach((b, i) => {
      const at = ptr('/popups', name, 'buttons', i, 'effects');
      walkList(flowEnv, field(b, 'effects'), at, { when: [], writes: [], failure: false, trigger: triggerOf(at) });
    });
  }
  const guardFailure = str(field(input.flow, 'guardFailure'));
  for (const [code, entry] of entries(errors)) {
    if (code !== guardFailure && !code.startsWith('0000')) continue;
    const route = str(field(entry, 'route'));
    const source = { file: ERRORS_FILE, pointer: ptr('/errors', code) };
    const trigger = code === guardFailure ? 'guard' : 'transport';
    edges.push(route ? { from: '*', to: route, kind: 'fail', when: [], failure: true, writes: [], trigger, source } : { from: '*', kind: 'leave', when: [], failure: true, writes: [], trigger, source });
  }
  return flowEnv.writes;
}

export function buildJourney(input: JourneyInput): Journey {
  const screens = input.screens instanceof Map ? input.screens : new Map(Object.entries(input.screens));
  const errors = field(input.errors, 'errors');
  const keys = declaredKeys(input.session);
  const callEntry = (code: string) => {
    const entry = field(field(input.calls, 'calls'), code);
    return isObj(entry) ? entry : undefined;
  };
  const nodes: Node[] = [];
  const edges: Edge[] = [];
  const byPath = new Map<string, string>();
  const services = input.services ?? serviceWrites;
  const payloads = (isObj(field(input.payloads, 'payloads')) ? field(input.payloads, 'payloads') : {}) as Payloads;
  const allWrites: WriteSite[] = [];
  const envFor = (file: string, from: string, screen?: Obj): WalkEnv => ({ file, from, screen, errors, callEntry, services, payloads, effectLists: input.effectLists, edges, calls: [], writes: [], readSites: [] });

  items(field(input.flow, 'routes')).forEach((route, routeIndex) => {
    const path = str(field(route, 'path'));
    if (!path) return;
    const node = routeNode(route, path, routeIndex, screens, keys, envFor, allWrites);
    for (const p of [path, ...node.aliases]) if (!byPath.has(p)) byPath.set(p, path);
    nodes.push(node);
  });
  allWrites.push(...anyScreenEdges(input, errors, envFor(FLOW_FILE, '*'), edges));

  const resolve = (p: string) => byPath.get(p);
  // Every page state something sets: an edge's, a route's on entry, a literal written to pageState.
  const pageStates = new Set<string>([
    ...edges.map((e) => e.pageState), ...nodes.map((n) => n.entryPageState),
    ...allWrites.filter((w) => w.key === 'pageState').flatMap((w) => literals(w.expr)),
  ].filter((p): p is string => p !== undefined));
  for (const e of edges) if (e.to !== undefined) e.to = resolve(e.to) ?? e.to;
  const landing = resolve('/') ?? nodes[0]?.path ?? '/';
  return {
    nodes,
    edges,
    entries: nodes.filter((n) => !n.pageStates).map((n) => n.path),
    landing,
    keys,
    pageStates: [...pageStates],
    node: (p) => nodes.find((n) => n.path === resolve(p)),
    resolve,
  };
}

export type { Journey, Node, Edge } from './types.js';
