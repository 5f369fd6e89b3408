// The missing-field trap (trapAst.ts) in every expression of the config, and
// once in each shared rule of rules/named/ a config expression reaches through
// $named('x', $$), at its own source (rules/named/<name>.jsonata).
// What may be absent when a rule runs: a session key, unless flows/session.json
// declares it "always" (the runtime writes it before any screen reads it); a
// form field, unless the screen's schema gives it a top-level "default" (the
// runtime starts the form with those); anything of query and server.
import { compile } from '../../rules/evaluator.js';
import { exprSites } from './exprSites.js';
import { loadNamedRules, namedCalls } from './namedSites.js';
import { trapFaults, type MayBeAbsent } from './trapAst.js';
import { entries, field, isObj } from './walk.js';
import type { Sink, Tree } from './types.js';

/** Session keys flows/session.json marks "always": true. */
function alwaysKeys(tree: Tree): Set<string> {
  const data = tree.sessionKeys?.data;
  const all = [...entries(field(data, 'seed')), ...entries(field(data, 'runtime'))];
  return new Set(all.filter(([, spec]) => field(spec, 'always') === true).map(([key]) => key));
}

/** Whether a screen's schema gives form.<name> a top-level default (as renderer/engine/screen.ts starts the form). */
const hasDefault = (schema: unknown, name: string): boolean => field(field(field(schema, 'properties'), name), 'default') !== undefined;

/** The rule's tree; one that does not compile is the expressions check's fault. */
function parse(expr: string): unknown {
  try {
    return compile(expr).ast();
  } catch {
    return undefined;
  }
}

export async function checkMissingFieldTrap(tree: Tree, sink: Sink): Promise<void> {
  const always = alwaysKeys(tree);
  const schemas = new Map([...tree.screens.values()].map((s) => [s.file, field(s.data, 'schema')]));
  /** May be absent in a rule run by these files (a form field: unless every one of them is a screen giving it a default). */
  const absentIn = (files: Iterable<string>): MayBeAbsent => (names) => {
    const [root, key] = names;
    if (root === 'query' || root === 'server') return true;
    if (root === 'session') return names.length > 2 || !always.has(key);
    if (root === 'form') return names.length > 2 || [...files].some((f) => !schemas.has(f) || !hasDefault(schemas.get(f), key));
    return false; // consts, and an effect's response or event, are not the context's data
  };

  /** Shared rule -> the files whose rules reach it (directly or through another shared rule). */
  const reached = new Map<string, Set<string>>();
  const reach = (name: string, file: string) => reached.set(name, (reached.get(name) ?? new Set()).add(file));
  for (const site of exprSites(tree)) {
    const ast = parse(site.expr);
    if (ast === undefined) continue;
    for (const message of trapFaults(ast, absentIn([site.file]))) sink.fault(site.file, site.pointer, message);
    for (const name of namedCalls(site.expr)) reach(name, site.file);
  }
  if (reached.size === 0) return;

  const named = loadNamedRules(tree.root);
  // A shared rule calling another passes its callers on, until nothing new is reached.
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, files] of [...reached]) {
      for (const inner of named.has(name) ? namedCalls(named.get(name)!.expr) : []) {
        const before = reached.get(inner)?.size ?? 0;
        for (const f of files) reach(inner, f);
        if (reached.get(inner)!.size > before) grew = true;
      }
    }
  }
  for (const [name, files] of [...reached].sort(([a], [b]) => a.localeCompare(b))) {
    const rule = named.get(name);
    const ast = rule ? parse(rule.expr) : undefined;
    if (!rule || ast === undefined || !isObj(ast)) continue; // an unknown name fails when the rule runs (the smoke render)
    for (const message of trapFaults(ast, absentIn(files))) sink.fault(rule.file, '', message);
  }
}
