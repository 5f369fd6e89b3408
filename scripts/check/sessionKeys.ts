// Session keys: every key the config writes to the session must be one of
// renderer/engine/sessionKeys.ts (the seeds' session context, the runtime's
// own keys, or form.<screenId>). Writes are `set` effect keys, a call's `save`
// keys, `next[].set` keys (screens) and flows/flow.json queryToSession values;
// effects in popups (a screen's or the flow's) are walked with the others.
// A misspelt key is a fault at its own pointer. As a warning only: a
// `session.X` read in an expression whose X is neither known nor written.
import { isSessionKey, RUNTIME_SESSION_KEYS, SEED_SESSION_KEYS } from '../../renderer/engine/sessionKeys.js';
import { compile } from '../../rules/evaluator.js';
import { exprSites } from './exprSites.js';
import { formatFault, ptr } from './pointer.js';
import { pathUnder, walkAst } from './jsonataAst.js';
import { allEffects, entries, field, items } from './walk.js';
import type { Sink, Tree } from './types.js';

interface Write {
  file: string;
  pointer: string;
  key: string;
}

const KNOWN: readonly string[] = [...SEED_SESSION_KEYS, ...RUNTIME_SESSION_KEYS];

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
  }
  if (tree.flow) {
    for (const [param, key] of entries(field(tree.flow.data, 'queryToSession'))) {
      // A non-string value is the meta-schema check's fault.
      if (typeof key === 'string') out.push({ file: tree.flow.file, pointer: ptr('/queryToSession', param), key });
    }
  }
  return out;
}

function unknownKey(key: string): string {
  const near = KNOWN.find((k) => k.toLowerCase() === key.toLowerCase());
  return `unknown session key "${key}" (not in the seeds' session context nor in renderer/engine/sessionKeys.ts)${near ? `; did you mean "${near}"?` : ''}`;
}

/** Names X of every `session.X` (or `$$.session.X`) path in jsonata's tree. */
function sessionReads(ast: unknown, out: Set<string>): void {
  walkAst(ast, (n) => {
    const read = pathUnder(n, 'session');
    if (read) out.add(read.name);
  });
}

export function checkSessionKeys(tree: Tree, sink: Sink): void {
  const written = new Set<string>();
  for (const w of writes(tree)) {
    written.add(w.key);
    if (!isSessionKey(w.key)) sink.fault(w.file, w.pointer, unknownKey(w.key));
  }
  for (const site of exprSites(tree)) {
    const read = new Set<string>();
    try {
      sessionReads(compile(site.expr).ast(), read);
    } catch {
      continue; // the expressions check reports what does not compile
    }
    for (const key of read) {
      if (isSessionKey(key) || written.has(key)) continue;
      sink.warn(formatFault({ file: site.file, pointer: site.pointer, message: `session.${key} is read but no config writes it and it is not in renderer/engine/sessionKeys.ts` }));
    }
  }
}
