// The call catalogue (flows/calls.json) against the config: every `call`
// effect names a catalogued call of the common endpoint (file calls are sent by
// upload widgets, not by effects); the keys of the object its `request` builds
// are request fields of that call (Token is always allowed: the client adds
// it); every `server.<call>.<field>` in any expression, and `response.<field>`
// in a call's `ok`, `save` and `onFail` steps, is a response field of that call.
// `server.<as>` reads the answer of the calls of the same file that name it in
// `as`: the field must be a response field of each of them.
import { EFFECT_LISTS_FILE, listPointer } from '../../renderer/effects/effectLists.js';
import { compile } from '../../rules/evaluator.js';
import { readCatalogue, responseFields, type Catalogue, type CatalogueCall } from './callCatalogue.js';
import { didYouMean } from './didYouMean.js';
import { exprSites } from './exprSites.js';
import { inRule, namedSites } from './namedSites.js';
import { pathUnder, walkAst } from '../../rules/ast.js';
import { ptr } from './pointer.js';
import { allEffects, effectLists, entries, field, isObj, items, type Obj } from './walk.js';
import type { Loaded, Sink, Tree } from './types.js';

const FILE = 'flows/calls.json';

/** The parsed tree of an expression, or undefined when it does not compile (the expressions check reports that). */
function ast(expr: string): unknown {
  try {
    return compile(expr).ast();
  } catch {
    return undefined;
  }
}

/** A field both in response and in responseOptional is a contradiction: is it always there or not? */
function checkCatalogue(tree: Tree, sink: Sink): void {
  for (const [code, entry] of entries(field(tree.calls?.data, 'calls'))) {
    const always = new Set(items(field(entry, 'response')));
    items(field(entry, 'responseOptional')).forEach((name, i) => {
      if (always.has(name)) sink.fault(FILE, ptr('/calls', code, 'responseOptional', i), `"${String(name)}" is also in response: a field is either always there or optional`);
    });
  }
}

/** Keys of the object a request expression builds: an object constructor, or a condition (or block) ending in them. */
function requestKeys(node: unknown): { keys: string[]; computed: number } | undefined {
  if (!isObj(node)) return undefined;
  if (node.type === 'unary' && node.value === '{' && Array.isArray(node.lhs)) {
    const out = { keys: [] as string[], computed: 0 };
    for (const pair of node.lhs as unknown[][]) {
      const key = pair[0] as Obj | undefined;
      if (key?.type === 'string') out.keys.push(String(key.value));
      else out.computed++;
    }
    return out;
  }
  if (node.type === 'condition') {
    const branches = [node.then, node.else].filter((b) => b !== undefined).map(requestKeys);
    if (branches.some((b) => b === undefined)) return undefined;
    return { keys: branches.flatMap((b) => b!.keys), computed: branches.reduce((n, b) => n + b!.computed, 0) };
  }
  if (node.type === 'block' && Array.isArray(node.expressions)) return requestKeys(node.expressions[node.expressions.length - 1]);
  return undefined;
}

function checkCallEffect(effect: Obj, file: string, pointer: string, catalogue: Catalogue, sink: Sink): void {
  const code = effect.call as string;
  const call = catalogue.get(code);
  if (!call) {
    sink.fault(file, ptr(pointer, 'call'), `unknown call "${code}": not in ${FILE}${didYouMean(code, catalogue.keys())}`);
    return;
  }
  // The transport is written in the effect (the runtime does not load the catalogue); the catalogue holds it.
  if (call.endpoint === 'file' && effect.multipart !== true) {
    sink.fault(file, ptr(pointer, 'call'), `"${code}" is a file call (${FILE} endpoint "file": multipart to /api/ProxyApi/${code}): write "multipart": true`);
  }
  if (call.endpoint !== 'file' && effect.multipart === true) {
    sink.fault(file, ptr(pointer, 'multipart'), `"${code}" goes to the common endpoint /api/Common (${FILE}): a call effect for it has no "multipart"`);
  }
  if (typeof effect.request !== 'string') return;
  const tree = ast(effect.request);
  if (tree === undefined) return;
  const at = ptr(pointer, 'request');
  const keys = requestKeys(tree);
  if (!keys) {
    sink.fault(file, at, `the request of ${code} must build an object: { 'Key': value, ... } (or a condition between two), so its keys can be checked against ${FILE}`);
    return;
  }
  if (keys.computed) sink.fault(file, at, `a request key of ${code} is computed: write each key as a string, so it can be checked against ${FILE}`);
  for (const key of keys.keys) {
    if (key === 'Token' || call.request.has(key)) continue;
    sink.fault(file, at, `request key "${key}" is not a request field of ${code} in ${FILE}${didYouMean(key, call.request)}`);
  }
}

function checkResponseField(call: CatalogueCall, read: string, name: string, file: string, pointer: string, sink: Sink, say: (message: string) => string = (m) => m): void {
  const fields = responseFields(call);
  if (fields.has(name)) return;
  sink.fault(file, pointer, say(`${read}: "${name}" is not a response field of ${call.code} in ${FILE}${didYouMean(name, fields)}`));
}

/** Expression fields of one effect (its nested effect lists are walked by the caller). */
function* effectExprs(effect: Obj, at: string): Generator<{ key: string; pointer: string; expr: string }> {
  for (const key of ['request', 'ok', 'when', 'redirect', 'delayMs', 'wait']) {
    if (typeof effect[key] === 'string') yield { key, pointer: ptr(at, key), expr: effect[key] as string };
  }
  for (const key of ['save', 'set', 'setForm', 'params', 'args']) {
    for (const [name, expr] of entries(effect[key])) if (typeof expr === 'string') yield { key, pointer: ptr(at, key, name), expr };
  }
}

/**
 * `response.<field>` where `response` is a call's answer: its ok and save, and every step of its
 * onFail. `scope` is the call whose answer `response` is here (undefined: none).
 */
function checkResponseReads(list: unknown, at: string, scope: CatalogueCall | undefined, file: string, catalogue: Catalogue, sink: Sink): void {
  items(list).forEach((effect, i) => {
    if (!isObj(effect)) return;
    const here = ptr(at, i);
    const call = typeof effect.call === 'string' ? catalogue.get(effect.call) : undefined;
    const isCall = typeof effect.call === 'string';
    for (const site of effectExprs(effect, here)) {
      // A call's request is built before it is sent: there `response` is still the enclosing one.
      const inScope = isCall && site.key !== 'request' ? call : scope;
      if (!inScope) continue;
      walkAst(ast(site.expr), (n) => {
        const read = pathUnder(n, 'response');
        if (read) checkResponseField(inScope, `response.${read.name}`, read.name, file, site.pointer, sink);
      });
    }
    if (isCall) {
      checkResponseReads(effect.onFail, ptr(here, 'onFail'), call, file, catalogue, sink);
      checkResponseReads(effect.onError, ptr(here, 'onError'), scope, file, catalogue, sink); // a transport failure: no answer
    } else {
      for (const key of ['then', 'else']) checkResponseReads(effect[key], ptr(here, key), scope, file, catalogue, sink);
    }
  });
}

/** `server.<name>` and `server.<name>.<field>` (or `$$.server...`) paths of an expression. */
function serverReads(tree: unknown): { name: string; field?: string }[] {
  const out: { name: string; field?: string }[] = [];
  walkAst(tree, (n) => {
    if (n.type !== 'path' || !Array.isArray(n.steps)) return;
    const steps = n.steps as Obj[];
    const start = steps[0]?.type === 'variable' && (steps[0].value === '' || steps[0].value === '$') ? 1 : 0;
    const [root, name, next] = steps.slice(start, start + 3);
    if (root?.type !== 'name' || root.value !== 'server' || name?.type !== 'name') return;
    out.push({ name: String(name.value), ...(next?.type === 'name' ? { field: String(next.value) } : {}) });
  });
  return out;
}

/** Per file: `as` name -> the codes whose answers it holds (a named list's calls answer in the list and in each screen using it). */
function asNames(tree: Tree): Map<string, Map<string, Set<string>>> {
  const out = new Map<string, Map<string, Set<string>>>();
  for (const site of allEffects(tree)) {
    const { as, call } = site.effect;
    if (typeof as !== 'string' || typeof call !== 'string') continue;
    for (const file of new Set([site.file, site.owner])) {
      if (!out.has(file)) out.set(file, new Map());
      const names = out.get(file)!;
      names.set(as, (names.get(as) ?? new Set()).add(call));
    }
  }
  return out;
}

function checkServerReads(tree: Tree, catalogue: Catalogue, sink: Sink): void {
  const named = asNames(tree);
  const sites = exprSites(tree);
  // A shared rule's body reads the answers of the calling file's calls.
  for (const site of [...sites, ...namedSites(tree, sites)]) {
    const local = named.get(site.file) ?? new Map<string, Set<string>>();
    for (const read of serverReads(ast(site.expr))) {
      const codes = local.get(read.name) ?? (catalogue.has(read.name) ? new Set([read.name]) : undefined);
      if (!codes) {
        sink.fault(site.file, site.pointer, inRule(site, `server.${read.name}: no call answers as "${read.name}" (not a call of ${FILE} nor the "as" of a call in this file)${didYouMean(read.name, [...catalogue.keys(), ...local.keys()])}`));
        continue;
      }
      if (read.field === undefined) continue;
      for (const code of codes) {
        const call = catalogue.get(code);
        if (call) checkResponseField(call, `server.${read.name}.${read.field}`, read.field, site.file, site.pointer, sink, (m) => inRule(site, m));
      }
    }
  }
}

export function checkCalls(tree: Tree, sink: Sink): void {
  if (!tree.calls) return; // missing or unparsed: load.ts reported it
  const catalogue = readCatalogue(tree.calls.data);
  checkCatalogue(tree, sink);
  for (const site of allEffects(tree)) {
    if (typeof site.effect.call === 'string') checkCallEffect(site.effect, site.file, site.pointer, catalogue, sink);
  }
  const files: Loaded[] = [...(tree.flow ? [tree.flow] : []), ...tree.screens.values()];
  for (const loaded of files) {
    for (const [pointer, list] of effectLists(loaded.data)) checkResponseReads(list, pointer, undefined, loaded.file, catalogue, sink);
  }
  for (const [name, list] of entries(field(tree.effectLists?.data, 'lists'))) {
    checkResponseReads(field(list, 'effects'), listPointer(name), undefined, EFFECT_LISTS_FILE, catalogue, sink);
  }
  checkServerReads(tree, catalogue, sink);
}
