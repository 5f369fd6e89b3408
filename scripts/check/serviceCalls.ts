// A runtime service that makes a call names it in its args ("call": "'A76'", the device log), so
// no call code is written in the runtime: the code is a call of flows/calls.json on the common
// endpoint, and the service's other args are request fields of that call.
import { readCatalogue } from './callCatalogue.js';
import { didYouMean } from './didYouMean.js';
import { ptr } from './pointer.js';
import { allEffects, entries, field } from './walk.js';
import type { Sink, Tree } from './types.js';

const FILE = 'flows/calls.json';

/** The code a JSONata string literal names ('A76'), or undefined for any other expression. */
const literal = (expr: unknown): string | undefined => (typeof expr === 'string' ? /^'([A-Za-z][A-Za-z0-9]*)'$/.exec(expr)?.[1] : undefined);

export function checkServiceCalls(tree: Tree, sink: Sink): void {
  if (!tree.calls) return; // missing or unparsed: load.ts reported it
  const catalogue = readCatalogue(tree.calls.data);
  for (const { effect, file, pointer } of allEffects(tree)) {
    const args = field(effect, 'args');
    const expr = field(args, 'call');
    if (typeof effect.service !== 'string' || expr === undefined) continue;
    const at = ptr(pointer, 'args');
    const code = literal(expr);
    if (code === undefined) { sink.fault(file, ptr(at, 'call'), `service "${effect.service}": call must be a call code as a JSONata string ('A76'), so it can be checked against ${FILE}`); continue; }
    const call = catalogue.get(code);
    if (!call) { sink.fault(file, ptr(at, 'call'), `service "${effect.service}": unknown call "${code}": not in ${FILE}${didYouMean(code, [...catalogue.keys()])}`); continue; }
    if (call.endpoint !== 'common') { sink.fault(file, ptr(at, 'call'), `service "${effect.service}": "${code}" is a file call (${FILE} endpoint "file"); a service sends common calls only`); continue; }
    for (const [key] of entries(args)) {
      if (key === 'call' || key === 'Token' || call.request.has(key)) continue;
      sink.fault(file, ptr(at, key), `service "${effect.service}": "${key}" is not a request field of ${code} in ${FILE}${didYouMean(key, call.request)}`);
    }
  }
}
