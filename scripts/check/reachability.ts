// Check d, on the journey model (renderer/journey): every configured route can be reached, for some
// applicant, from a route without a page-state guard or from what can happen on any screen (the
// flow's own effects, the guard's refusal, a transport failure's route), by any of the model's
// ways (whatever their conditions); a way's page state must be one its target's guard admits; and
// a guard must admit a page state something sets.
import { journeyOf } from './journeyModel.js';
import type { Sink, Tree } from './types.js';

export function checkReachability(tree: Tree, sink: Sink): void {
  if (!tree.flow) return;
  const { journey } = journeyOf(tree);
  const flowFile = tree.flow.file;
  const states = new Set(journey.pageStates);
  const reached = new Set(journey.nodes.filter((n) => n.pageStates === undefined).map((n) => n.path));
  const queue = [...reached, '*'];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const e of journey.edges) {
      if (e.from !== from || e.to === undefined) continue;
      const to = journey.resolve(e.to);
      if (to === undefined || reached.has(to)) continue;
      reached.add(to);
      queue.push(to);
    }
  }
  for (const node of journey.nodes) {
    const unset = node.pageStates && !node.pageStates.some((s) => states.has(s)) ? ` (and nothing sets its page state ${node.pageStates.join(' or ')})` : '';
    if (!reached.has(node.path)) {
      const message = `route "${node.path}" is unreachable: no go, next rule or error route of a reachable screen leads here${unset}`;
      if (node.screen === undefined) sink.warn(`${flowFile}#/routes/${node.routeIndex}: ${message}`);
      else sink.fault(flowFile, `/routes/${node.routeIndex}`, message);
    } else if (unset) {
      sink.fault(flowFile, `/routes/${node.routeIndex}/guard/pageState`, `no effect or next rule sets page state ${node.pageStates!.join(' or ')}, so the guard always refuses "${node.path}"`);
    }
  }
  for (const e of journey.edges) {
    const target = e.to === undefined ? undefined : journey.node(e.to);
    if (e.pageState === undefined || !target?.pageStates || target.pageStates.includes(e.pageState)) continue;
    sink.fault(e.source.file, `${e.source.pointer}/pageState`, `page state "${e.pageState}" is refused by the guard of "${target.path}" (it admits ${target.pageStates.join(', ')})`);
  }
}
