// The journey map with its coverage: the studio's layout (studio/src/layout.ts, dagre) of the
// journey model drawn as a static SVG, each route and way green when some scenario took it and
// red when none did, the labels in the map's words and the counts in each hover title.
import type { Journey } from '../../../renderer/journey/index.js';
import { layoutInput, place, shortLabel, wayLabel } from '../../../renderer/journey/layout.js';
import type { Say } from '../../../renderer/journey/words.js';
import type { Coverage } from '../coverage/summary.js';
import { esc } from './escape.js';

export function coverageMap(journey: Journey, coverage: Coverage, say: Say): string {
  const input = layoutInput(journey);
  const placed = place(input, (w) => wayLabel(w, say));
  const routeBy = new Map(coverage.routes.map((r) => [r.path, r]));
  const edgeCovered = (source: string, from: string) => coverage.edges.some((e) => e.source === source && e.from === from && e.covered);
  const ways = input.ways.map((w) => {
    const taken = w.edges.filter((e) => edgeCovered(`${e.source.file}#${e.source.pointer}`, e.from)).length;
    const cls = taken === w.edges.length ? 'on' : taken > 0 ? 'part' : 'off';
    const points = placed.ways.get(w.id) ?? [];
    const d = points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
    const label = placed.labels.get(w.id);
    const title = `${w.from} → ${w.to}: ${say('report.mapWay', { taken: String(taken), total: String(w.edges.length) })}\n${wayLabel(w, say)}`;
    return `<g class="way ${cls}" data-from="${esc(w.from)}" data-to="${esc(w.to)}"><title>${esc(title)}</title><path d="${d}" marker-end="url(#arrow)"/>${label ? `<text x="${label.x.toFixed(1)}" y="${(label.y + 4).toFixed(1)}">${esc(shortLabel(wayLabel(w, say)))}</text>` : ''}</g>`;
  });
  const nodes = journey.nodes.map((n) => {
    const box = placed.nodes.get(n.path)!;
    const route = routeBy.get(n.path);
    const cls = route?.covered ? 'on' : 'off';
    const left = box.x - box.width / 2;
    const top = box.y - box.height / 2;
    const title = `${n.path} (${n.screen ?? '—'}): ${say('report.mapRoute', { count: String(route?.by.length ?? 0) })}`;
    return `<g class="node ${cls}" data-route="${esc(n.path)}"><title>${esc(title)}</title><rect x="${left.toFixed(1)}" y="${top.toFixed(1)}" width="${box.width}" height="${box.height}" rx="6"/><text x="${box.x.toFixed(1)}" y="${(top + 18).toFixed(1)}" class="path">${esc(n.path)}</text><text x="${box.x.toFixed(1)}" y="${(top + 34).toFixed(1)}" class="screen">${esc(route?.by.length ?? 0)} ✓</text></g>`;
  });
  return `<svg class="map" viewBox="0 0 ${Math.ceil(placed.width)} ${Math.ceil(placed.height)}" width="100%" preserveAspectRatio="xMidYMin meet" role="img" aria-label="${esc(say('report.mapLabel'))}">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>
${ways.join('\n')}
${nodes.join('\n')}
</svg>`;
}
