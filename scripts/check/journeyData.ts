// Data flow on the journey model, for every applicant (journey.contexts): each session key a
// call sends must be written on every way to the screen that sends it, or be declared
// `"optional": true` in flows/session.json. The fault sits on the way that skips the screens
// writing it (the rule a product owner changed), naming what the call would lose.
import { sessionFlow, wayWithout, writersOf, type SessionFlow } from '../../renderer/journey/dataFlow.js';
import { sureWrites } from '../../renderer/journey/sureWrites.js';
import { allHold, tri } from '../../renderer/journey/tri.js';
import { staysInSession, type ContextGraph, type Edge, type WalkedJourney } from '../../renderer/journey/index.js';
import type { CallUse, Node } from '../../renderer/journey/types.js';
import { journeyOf, PerContext } from './journeyModel.js';
import type { Sink, Tree } from './types.js';

const arrow = (way: Edge[], start: string) => [start, ...way.map((e) => e.to ?? '(out)')].join(' → ');

/** Routes from which one of the writers can be reached (ways forward only: no declared way back, no new session). */
function reachesWriter(journey: WalkedJourney['journey'], from: string, writers: string[]): boolean {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const p = queue.shift()!;
    if (writers.includes(p)) return true;
    for (const e of journey.edges) {
      if (e.from !== p || !staysInSession(e) || e.back !== undefined || seen.has(e.to)) continue;
      seen.add(e.to);
      queue.push(e.to);
    }
  }
  return false;
}

/** The call's request keys that the missing session keys feed ("CardCode, GatewayNo"). */
function lostKeys(call: CallUse, missing: string[]): string[] {
  return Object.entries(call.readsByKey).filter(([, keys]) => keys.some((k) => missing.includes(k))).map(([k]) => k);
}

function checkCall(tree: Tree, walked: WalkedJourney, g: ContextGraph, node: Node, call: CallUse, flow: SessionFlow, found: PerContext): void {
  const { journey, starts, named } = walked;
  const arriving = flow.arriving(node.path);
  const before = sureWrites(call.writesBefore, call.when, g.context.known, named);
  const optional = (k: string): boolean => {
    const declared = journey.keys[k]?.optional;
    return declared === true || (typeof declared === 'string' && tri(declared, { known: g.context.known, named }) === true);
  };
  const missing = call.reads.filter((k) => !arriving.has(k) && !before.has(k) && journey.keys[k] !== undefined && !optional(k));
  // One fault per way that loses keys: keys lost on the same way are told together.
  const byWay = new Map<string, { way: Edge[]; start: string; keys: string[]; blame?: Edge; writers: string[] }>();
  for (const key of missing) {
    const way = wayWithout(journey, g, starts, tree.flow?.data, flow.writes, key, node.path);
    if (!way) continue;
    const start = way[0]?.from ?? node.path;
    // Where going through would have written it for this applicant: a screen one of whose ways surely does
    // (reached or not: the screen this way skips may be reached by no way now).
    const writers = journey.nodes.map((n) => n.path).filter((p) => p !== node.path && journey.edges.some((e) => e.from === p && flow.writes(e).has(key)));
    const blame = [...way].reverse().find((e) => writers.length > 0 && reachesWriter(journey, e.from, writers));
    const id = blame ? `${blame.source.file}${blame.source.pointer}` : arrow(way, start);
    const entry = byWay.get(id) ?? { way, start, keys: [], blame, writers: [] };
    entry.keys.push(key);
    for (const w of writers.length > 0 ? writers : writersOf(journey, key)) if (!entry.writers.includes(w)) entry.writers.push(w);
    byWay.set(id, entry);
  }
  for (const [id, { way, start, keys, blame, writers }] of byWay) {
    const names = keys.map((k) => `session.${k}`).join(', ');
    const lost = lostKeys(call, keys);
    const loses = `${call.code} on ${node.path} (${call.source.file}#${call.source.pointer}) would send no ${names}${lost.length ? `: its ${lost.join(', ')} would be empty` : ''}`;
    const fix = `write ${keys.length > 1 ? 'them' : 'it'} on this way, or declare ${keys.length > 1 ? 'them' : 'it'} "optional": true in flows/session.json if the bank takes ${call.code} without ${keys.length > 1 ? 'them' : 'it'}`;
    const at = blame?.source ?? call.source;
    found.add(`data:${id}:${call.source.file}${call.source.pointer}:${keys.join(',')}`, at.file, at.pointer, g.members, (who) => blame
      ? `for ${who} this way skips ${writers.join(', ')} (where ${names} ${keys.length > 1 ? 'are' : 'is'} written), so ${loses} (the way: ${arrow(way, start)}); ${fix}`
      : `${names} ${keys.length > 1 ? 'are' : 'is'} not written on every way to ${node.path} for ${who}${writers.length ? '' : ' (no screen writes it)'}, so ${loses} (the way: ${arrow(way, start)}); ${fix}`);
  }
}

export function checkJourneyData(tree: Tree, sink: Sink): void {
  if (!tree.flow) return;
  const walked = journeyOf(tree);
  const found = new PerContext(walked.contexts);
  walked.graphs.forEach((g) => {
    const flow = sessionFlow(walked.journey, g, walked.starts, tree.flow?.data, walked.named);
    for (const node of walked.journey.nodes) {
      if (!flow.followed(node.path)) continue;
      for (const call of node.calls) {
        // An audit call's answer is not used; a call this applicant never reaches is not theirs.
        if (call.optional || allHold(call.when, { known: g.context.known, named: walked.named }) === false) continue;
        checkCall(tree, walked, g, node, call, flow, found);
      }
    }
  });
  found.report((file, pointer, message) => sink.fault(file, pointer, message));
}
