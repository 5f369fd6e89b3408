// What each key of a payload reads from the context: the paths of its source or transformation,
// of its part's condition, and for a <key>Flag those of its key; a shared rule used in a
// transformation ($named('etpFlow', $$)) is read through. Pure (no React, no Node): the journey
// model's data-flow check uses it to say which keys of A97 a path would lose.
import jsonata from 'jsonata';
import { rootPaths, walkAst } from '../ast.js';
import { namedRules } from '../named/index.js';
import { payloadKeys } from './entries.js';
import type { Payload } from './types.js';

export interface PayloadRead {
  /** The key sent (`ChineseName`, `SpouseNameFlag`). */
  key: string;
  /** Paths read from the context, each once, in the order written: `session.Form1Data.NameChinese`, `session.ApplyPL`. */
  reads: string[];
  /** Pointer of the key's source within the payload (`/parts/1/fields/ChineseName`). */
  pointer: string;
  /** The expression that does not compile (its reads are then unknown): the checker reports it too. */
  fault?: string;
}

/** Paths an expression reads, through the shared rules it names; throws when it does not compile. */
function pathsOf(expression: string, out: string[], seen = new Set<string>()): void {
  const ast = jsonata(expression).ast();
  for (const path of rootPaths(ast)) {
    const read = path.names.join('.');
    if (!out.includes(read)) out.push(read);
  }
  walkAst(ast, (n) => {
    const procedure = n.procedure as { type?: string; value?: unknown } | undefined;
    const first = Array.isArray(n.arguments) ? (n.arguments[0] as { type?: string; value?: unknown } | undefined) : undefined;
    if (n.type !== 'function' || procedure?.type !== 'variable' || procedure.value !== 'named' || first?.type !== 'string') return;
    const name = String(first.value);
    if (seen.has(name) || !Object.hasOwn(namedRules, name)) return;
    seen.add(name);
    pathsOf(namedRules[name], out, seen);
  });
}

/** For each key of the payload, in the order sent: what it reads. */
export function payloadReads(payload: Payload): PayloadRead[] {
  const byKey = new Map<string, PayloadRead>();
  const out: PayloadRead[] = [];
  for (const k of payloadKeys(payload)) {
    let row: PayloadRead;
    if (k.kind === 'flag') {
      const of = byKey.get(k.of);
      row = { key: k.key, reads: [...(of?.reads ?? [])], pointer: k.pointer, ...(of?.fault ? { fault: of.fault } : {}) };
    } else {
      const reads: string[] = [];
      row = { key: k.key, reads, pointer: k.pointer };
      for (const expression of [k.expr, ...(k.when ? [k.when.expr] : [])]) {
        try {
          pathsOf(expression, reads);
        } catch (err) {
          row.fault = `${(err as { message?: string }).message ?? String(err)} in \`${expression}\``;
        }
      }
    }
    byKey.set(k.key, row);
    out.push(row);
  }
  return out;
}
