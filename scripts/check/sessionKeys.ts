// Session keys: every key the config writes to the session, and every
// `session.X` an expression reads, must be declared in flows/session.json
// (the seeds' session context and the runtime's own keys), or be
// form.<screenId>. Writes are `set` effect keys, a call's `save` keys,
// `next[].set` keys (screens), a screen's `saveAs` and flows/flow.json queryToSession values;
// effects in popups (a screen's or the flow's) are walked with the others.
// A read of a field of an object key (`session.Form1Data.NameChinese`) must be one of the fields
// flows/session.json declares for it, when it declares them (`properties`).
// An unknown key or field is a fault at its own pointer, with the nearest declared one.
import { FORM_KEY_PATTERN } from '../../renderer/engine/sessionKeys.js';
import { compile } from '../../rules/evaluator.js';
import { didYouMean, suggestion } from './didYouMean.js';
import { exprSites } from './exprSites.js';
import { inRule, namedSites } from './namedSites.js';
import { ptr } from './pointer.js';
import { pathUnder, walkAst } from '../../rules/ast.js';
import { allEffects, entries, field, isObj, items, type Obj } from './walk.js';
import type { Sink, Tree } from './types.js';

interface Write {
  file: string;
  pointer: string;
  key: string;
}

const FILE = 'flows/session.json';

/** The declared keys of the tree's flows/session.json. */
function declaredKeys(tree: Tree): Set<string> {
  const data = tree.sessionKeys?.data;
  return new Set([...entries(field(data, 'seed')), ...entries(field(data, 'runtime'))].map(([key]) => key));
}

/** Every session write of the config, with the pointer of the key itself. */
function writes(tree: Tree): Write[] {
  const out: Write[] = [];
  const mapKeys = (file: string, map: unknown, at: string) => {
    for (const [key] of entries(map)) out.push({ file, pointer: ptr(at, key), key });
  };
  for (const site of allEffects(tree)) {
    for (const key of ['set', 'save']) mapKeys(site.file, site.effect[key], ptr(site.pointer, key));
  }
  for (const screen of tree.screens.values()) {
    items(field(screen.data, 'next')).forEach((rule, i) => mapKeys(screen.file, field(rule, 'set'), ptr('/next', i, 'set')));
    const saveAs = field(screen.data, 'saveAs');
    if (typeof saveAs === 'string') out.push({ file: screen.file, pointer: '/saveAs', key: saveAs });
  }
  if (tree.flow) {
    for (const [param, key] of entries(field(tree.flow.data, 'queryToSession'))) {
      // A non-string value is the meta-schema check's fault.
      if (typeof key === 'string') out.push({ file: tree.flow.file, pointer: ptr('/queryToSession', param), key });
    }
  }
  return out;
}

function unknownKey(key: string, known: Set<string>, read = false): string {
  return `unknown session key "${key}"${read ? ` read as session.${key}` : ''} (not declared in ${FILE})${didYouMean(key, known)}`;
}

/** Session key -> the fields flows/session.json declares for it (undefined: none declared, any field goes). */
function declaredFields(tree: Tree): Map<string, Set<string> | undefined> {
  const data = tree.sessionKeys?.data;
  const out = new Map<string, Set<string> | undefined>();
  for (const [key, spec] of [...entries(field(data, 'seed')), ...entries(field(data, 'runtime'))]) {
    const props = field(spec, 'properties');
    out.set(key, isObj(props) ? new Set(Object.keys(props)) : undefined);
  }
  return out;
}

/** What is wrong with an expectSession path (`Form1Data.NameChinese`): an unknown key, or a field its declaration does not list. */
function expectedPathFault(path: string, isKey: (key: string) => boolean, known: Set<string>, fields: Map<string, Set<string> | undefined>): string | undefined {
  if (isKey(path)) return undefined;
  const parts = path.split('.');
  const [key, sub] = parts[0] === 'form' ? [`${parts[0]}.${parts[1]}`, parts[2]] : [parts[0], parts[1]];
  if (!isKey(key)) return unknownKey(key, known);
  const declared = fields.get(key);
  if (sub !== undefined && declared && !declared.has(sub)) return `unknown field "${sub}" of session.${key}: flows/session.json declares its fields${suggestion(sub, declared)}`;
  return undefined;
}

/** Every `session.X.Y` (or `$$.session.X.Y`) path in jsonata's tree: [X, Y]. */
function sessionFieldReads(ast: unknown): [string, string][] {
  const out: [string, string][] = [];
  walkAst(ast, (n) => {
    if (n.type !== 'path' || !Array.isArray(n.steps)) return;
    const steps = n.steps as Obj[];
    const start = steps[0]?.type === 'variable' && (steps[0].value === '' || steps[0].value === '$') ? 1 : 0;
    const [root, key, sub] = steps.slice(start, start + 3);
    if (root?.type === 'name' && root.value === 'session' && key?.type === 'name' && sub?.type === 'name') out.push([String(key.value), String(sub.value)]);
  });
  return out;
}

/** Names X of every `session.X` (or `$$.session.X`) path in jsonata's tree. */
function sessionReads(ast: unknown, out: Set<string>): void {
  walkAst(ast, (n) => {
    const read = pathUnder(n, 'session');
    if (read) out.add(read.name);
  });
}

export function checkSessionKeys(tree: Tree, sink: Sink): void {
  if (!tree.sessionKeys) return; // a missing or unreadable flows/session.json is already a fault
  const known = declaredKeys(tree);
  const isKey = (key: string) => known.has(key) || FORM_KEY_PATTERN.test(key);
  for (const w of writes(tree)) {
    if (!isKey(w.key)) sink.fault(w.file, w.pointer, unknownKey(w.key, known));
  }
  const fields = declaredFields(tree);
  // A scenario's setSession and expectSession name session keys too; expectSession a field of one by its dotted path.
  for (const { file, data } of tree.scenarios) {
    items(field(data, 'steps')).forEach((step, i) => {
      for (const [key] of entries(field(step, 'setSession'))) if (!isKey(key)) sink.fault(file, ptr('/steps', i, 'setSession', key), unknownKey(key, known));
      for (const [path] of entries(field(step, 'expectSession'))) {
        const fault = expectedPathFault(path, isKey, known, fields);
        if (fault) sink.fault(file, ptr('/steps', i, 'expectSession', path), fault);
      }
    });
  }
  const sites = exprSites(tree);
  for (const site of [...sites, ...namedSites(tree, sites)]) {
    const read = new Set<string>();
    let ast: unknown;
    try {
      ast = compile(site.expr).ast();
    } catch {
      continue; // the expressions check reports what does not compile
    }
    sessionReads(ast, read);
    for (const key of read) {
      if (!isKey(key)) sink.fault(site.file, site.pointer, inRule(site, unknownKey(key, known, true)));
    }
    for (const [key, sub] of sessionFieldReads(ast)) {
      const declared = fields.get(key);
      if (declared && !declared.has(sub)) sink.fault(site.file, site.pointer, inRule(site, `unknown field "${sub}" of session.${key} in \`${site.expr}\`: flows/session.json declares its fields${suggestion(sub, declared)}`));
    }
  }
}
