// The map's layout: a layered drawing (dagre, Sugiyama's method) of the journey's routes and the
// ways between them. One drawn way per pair of routes (the model's several edges between the same
// two routes are told in its label); ways that leave the app are counted on their route. Shared by
// the studio's map and the testers' report; the app never imports it (index.ts does not export it).
import dagre from '@dagrejs/dagre';
import { moves, type Edge, type Journey } from './index.js';
import { conditionsWords, type Say } from './words.js';

export interface Way {
  id: string;
  from: string;
  to: string;
  /** The model's edges between the two routes, first the ones taken without a failure. */
  edges: Edge[];
}

export interface LayoutInput {
  nodes: { id: string; label: string; width: number; height: number }[];
  ways: Way[];
  /** Per route, the model's edges that leave the app from it. */
  leaves: Map<string, Edge[]>;
  /** Edges from any screen ('*': the idle timer, the exit popup). */
  anyScreen: Edge[];
}

const CHAR_PX = 7.5;
export const NODE_HEIGHT = 44;

/** What the layout is given: routes as boxes sized to their labels, ways grouped by pair. */
export function layoutInput(journey: Journey): LayoutInput {
  const nodes = journey.nodes.map((n) => {
    const label = n.path;
    const width = Math.max(96, Math.ceil(Math.max(label.length, (n.screen ?? '').length) * CHAR_PX) + 28);
    return { id: n.path, label, width, height: NODE_HEIGHT };
  });
  const byPair = new Map<string, Way>();
  const leaves = new Map<string, Edge[]>();
  const anyScreen: Edge[] = [];
  for (const e of journey.edges) {
    if (e.from === '*') { anyScreen.push(e); continue; }
    if (!moves(e)) { leaves.set(e.from, [...(leaves.get(e.from) ?? []), e]); continue; }
    const to = journey.resolve(e.to) ?? e.to;
    const id = `${e.from}→${to}`;
    const way = byPair.get(id) ?? { id, from: e.from, to, edges: [] };
    way.edges.push(e);
    byPair.set(id, way);
  }
  for (const way of byPair.values()) way.edges.sort((a, b) => Number(a.failure) - Number(b.failure));
  return { nodes, ways: [...byPair.values()], leaves, anyScreen };
}

export interface Placed {
  nodes: Map<string, { x: number; y: number; width: number; height: number }>;
  ways: Map<string, { x: number; y: number }[]>;
  /** Where each way's label is drawn (its middle). */
  labels: Map<string, { x: number; y: number }>;
  width: number;
  height: number;
}

/** A label as drawn: cut to a length that keeps the map readable (the whole text is in its hover title). */
export const shortLabel = (text: string, max = 26): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Runs dagre top to bottom, each way's label given room of its own; cycles are kept (dagre
 * reverses an edge of each while ranking, and draws it as it is).
 */
export function place(input: LayoutInput, labelOf: (way: Way) => string): Placed {
  const g = new dagre.graphlib.Graph({ multigraph: false });
  g.setGraph({ rankdir: 'TB', nodesep: 28, ranksep: 56, edgesep: 14, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of input.nodes) g.setNode(n.id, { width: n.width, height: n.height });
  for (const w of input.ways) {
    if (w.from !== w.to) g.setEdge(w.from, w.to, { id: w.id, width: shortLabel(labelOf(w)).length * 5.2 + 6, height: 14, labelpos: 'c' });
  }
  dagre.layout(g);
  const nodes = new Map(input.nodes.map((n) => {
    const p = g.node(n.id);
    return [n.id, { x: p.x, y: p.y, width: n.width, height: n.height }];
  }));
  const ways = new Map<string, { x: number; y: number }[]>();
  const labels = new Map<string, { x: number; y: number }>();
  for (const w of input.ways) {
    if (w.from === w.to) {
      // A way back to the same screen: a small loop on its right side.
      const n = nodes.get(w.from)!;
      const x = n.x + n.width / 2;
      ways.set(w.id, [{ x, y: n.y - 8 }, { x: x + 26, y: n.y - 16 }, { x: x + 26, y: n.y + 16 }, { x, y: n.y + 8 }]);
      labels.set(w.id, { x: x + 30, y: n.y + 28 });
      continue;
    }
    const e = g.edge(w.from, w.to) as { points: { x: number; y: number }[]; x: number; y: number };
    ways.set(w.id, e.points);
    labels.set(w.id, { x: e.x, y: e.y });
  }
  const graph = g.graph() as { width?: number; height?: number };
  return { nodes, ways, labels, width: graph.width ?? 0, height: graph.height ?? 0 };
}

/** What a way's label says: the conditions of its first edge, and how many other edges it stands for. */
export function wayLabel(way: Way, say: Say): string {
  const words = conditionsWords(way.edges[0].when, say);
  return way.edges.length > 1 ? `${words} ${say('words.more', { count: String(way.edges.length - 1) })}` : words;
}
