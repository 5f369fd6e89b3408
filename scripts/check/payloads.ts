// flows/payloads.json against the config. Its sources, transformations and part conditions are
// expression sites (exprSites.ts), so they compile and their roots, constants, session keys and
// their fields (session.Form1Data.NameChinese: sessionKeys.ts) and server.<call>.<field> are
// checked like any rule, at the entry's pointer. Here: an entry written as a plain string is a
// plain source (a path or a literal; a transformation is { value, why }); a form.<field> is a
// field of every screen that builds the payload; a key is sent once; a flag names a key of an
// earlier part; a payload does not build another. And every $payload call of the config names a
// payload (a string, then $$), and a key read from it ($payload('A97', $$).ChineseName) is one of
// its keys. Each fault has the nearest name.
import { compile } from '../../rules/evaluator.js';
import { isPlainSource } from '../../rules/payloads/entries.js';
import { didYouMean, suggestion } from './didYouMean.js';
import { exprSites, type ExprSite } from './exprSites.js';
import { unknownField } from './formSchema.js';
import { rootPaths, walkAst } from '../../rules/ast.js';
import { ptr } from './pointer.js';
import { entries, field, isObj, items, type Obj } from './walk.js';
import type { Sink, Tree } from './types.js';

const FILE = 'flows/payloads.json';
/** What a payload may read: the context of the rule that builds it (never a call's response or an action's event). */
const SOURCE_ROOTS = ['session', 'form', 'query', 'server', 'consts'];
const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+$/;

function ast(expr: string): unknown {
  try {
    return compile(expr).ast();
  } catch {
    return undefined; // the expressions check reports it
  }
}

interface PayloadCall {
  name?: string;
  /** The key read from its result (`$payload('A97', $$).ChineseName`). */
  key?: string;
  position?: number;
  /** The second argument is not $$. */
  notRoot: boolean;
}

/** Every $payload(...) of an expression, with the key read from it. */
function payloadCalls(tree: unknown): PayloadCall[] {
  const out: PayloadCall[] = [];
  const seen = new Set<unknown>();
  const read = (n: Obj, key?: string) => {
    if (seen.has(n)) return;
    seen.add(n);
    const args = items(n.arguments);
    const first = args[0] as Obj | undefined;
    const second = args[1] as Obj | undefined;
    out.push({
      ...(first?.type === 'string' ? { name: String(first.value) } : {}),
      ...(key !== undefined ? { key } : {}),
      position: n.position as number | undefined,
      notRoot: !(second?.type === 'variable' && second.value === '$'),
    });
  };
  const isPayload = (n: unknown): n is Obj => isObj(n) && n.type === 'function' && field(n.procedure, 'type') === 'variable' && field(n.procedure, 'value') === 'payload';
  walkAst(tree, (n) => {
    if (n.type === 'path' && Array.isArray(n.steps) && isPayload(n.steps[0])) {
      const next = n.steps[1] as Obj | undefined;
      read(n.steps[0] as Obj, next?.type === 'name' ? String(next.value) : undefined);
    } else if (isPayload(n)) read(n);
  });
  return out;
}

/** The keys each payload sends (flag keys included), for the keys read through $payload. */
function keysOf(payload: unknown): string[] {
  const out: string[] = [];
  for (const part of items(field(payload, 'parts'))) {
    for (const [key] of entries(field(part, 'fields'))) out.push(key);
    for (const of of items(field(part, 'flags'))) if (typeof of === 'string') out.push(`${of}Flag`);
  }
  return out;
}

/** The $payload calls of every expression of the config: a known name, written as a string, with $$; a key it sends. */
function checkCalls(sites: ExprSite[], payloads: Map<string, unknown>, sink: Sink): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  for (const site of sites) {
    for (const call of payloadCalls(ast(site.expr))) {
      const at = `at position ${call.position} in \`${site.expr}\``;
      if (site.file === FILE) {
        sink.fault(site.file, site.pointer, `$payload ${at}: a payload does not build another (write the keys it needs here)`);
        continue;
      }
      if (call.name === undefined) {
        sink.fault(site.file, site.pointer, `$payload ${at}: the first argument is the payload's name as a string ('A97'), so it can be checked`);
        continue;
      }
      if (call.notRoot) sink.fault(site.file, site.pointer, `$payload('${call.name}', …) ${at}: the second argument is $$ (the whole context the payload reads)`);
      if (!payloads.has(call.name)) {
        sink.fault(site.file, site.pointer, `unknown payload "${call.name}" ${at}: not in ${FILE}${suggestion(call.name, payloads.keys())}`);
        continue;
      }
      users.set(call.name, (users.get(call.name) ?? new Set()).add(site.file));
      const keys = keysOf(payloads.get(call.name));
      if (call.key !== undefined && !keys.includes(call.key)) {
        sink.fault(site.file, site.pointer, `$payload('${call.name}', $$).${call.key}: "${call.key}" is not a key of the payload ${call.name} in ${FILE}${didYouMean(call.key, keys)}`);
      }
    }
  }
  return users;
}

/** Sources of one expression of a payload: the roots it may read, the building screens' form fields. */
function checkSources(site: ExprSite, forms: { file: string; schema: unknown }[], sink: Sink): void {
  const tree = ast(site.expr);
  if (tree === undefined) return;
  const quoted = `in \`${site.expr}\``;
  for (const path of rootPaths(tree)) {
    const [root, key] = path.names;
    if (root === 'form' && key !== undefined) {
      for (const form of forms) {
        const miss = unknownField(form.schema, path.names.slice(1));
        if (miss) sink.fault(site.file, site.pointer, `unknown form field "${path.names[1 + miss.index]}" ${quoted}: ${form.file} builds this payload and its schema has no such field${suggestion(path.names[1 + miss.index], miss.known)}`);
      }
    }
  }
  for (const response of rootPaths(tree).filter((p) => p.names[0] === 'response' || p.names[0] === 'event')) {
    sink.fault(site.file, site.pointer, `${response.names.join('.')} ${quoted}: a payload reads ${SOURCE_ROOTS.join(', ')} (it is built before any answer)`);
  }
}

/** The mapping's own shape beyond the meta-schema: plain entries are plain, each key once, flags of earlier keys. */
function checkMapping(name: string, payload: unknown, sink: Sink): void {
  const sent = new Map<string, string>();
  const send = (key: string, pointer: string) => {
    const first = sent.get(key);
    if (first !== undefined) sink.fault(FILE, pointer, `"${key}" is sent twice in ${name} (first at ${first}): a key is sent once`);
    else sent.set(key, pointer);
  };
  items(field(payload, 'parts')).forEach((part, i) => {
    const at = ptr('/payloads', name, 'parts', i);
    for (const [key, entry] of entries(field(part, 'fields'))) {
      send(key, ptr(at, 'fields', key));
      // A path from a root no rule has (sesion.X, response.X) is the roots' fault, not a transformation.
      if (typeof entry === 'string' && !isPlainSource(entry) && !PATH.test(entry.trim())) {
        sink.fault(FILE, ptr(at, 'fields', key), `"${entry}" is not a plain source (a path such as session.Form1Data.NameChinese or server.A20.Email, or a literal such as 'O'): write a transformation as { "value": "<JSONata>", "why": "<seed reference: reason>" }`);
      }
    }
    items(field(part, 'flags')).forEach((of, j) => {
      if (typeof of !== 'string') return;
      const pointer = ptr(at, 'flags', j);
      if (!sent.has(of)) sink.fault(FILE, pointer, `flag of "${of}": not a key of an earlier part of ${name}${didYouMean(of, sent.keys())}`);
      send(`${of}Flag`, pointer);
    });
  });
}

export function checkPayloads(tree: Tree, sink: Sink): void {
  const payloads = new Map(entries(field(tree.payloads?.data, 'payloads')));
  const sites = exprSites(tree);
  const users = checkCalls(sites, payloads, sink);
  if (!tree.payloads) return;
  for (const [name, payload] of payloads) {
    checkMapping(name, payload, sink);
    const forms = [...(users.get(name) ?? [])].flatMap((file) => {
      const screen = [...tree.screens.values()].find((s) => s.file === file);
      return screen ? [{ file, schema: field(screen.data, 'schema') }] : [];
    });
    const prefix = ptr('/payloads', name) + '/';
    for (const site of sites) if (site.file === FILE && site.pointer.startsWith(prefix)) checkSources(site, forms, sink);
  }
}
