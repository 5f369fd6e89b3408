// The map's pieces: a route's box and a way's line with its label. Each route is one element
// with data-route (its path); each way one element with data-from and data-to.
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContextGraph, Edge, Node } from '../../renderer/journey/index.js';
import type { Fault } from '../../scripts/check/types.js';
import { shortLabel, wayLabel, type Way } from '../../renderer/journey/layout.js';

export { wayLabel } from '../../renderer/journey/layout.js';
import { conditionsRaw, conditionsWords, type Say } from '../../renderer/journey/words.js';

export interface Box { x: number; y: number; width: number; height: number }


/** How this applicant takes the way: for sure, maybe (it depends on what they enter or the bank answers), or not at all. */
export function wayTaken(way: Way, walk: ContextGraph | undefined): 'sure' | 'maybe' | 'off' | undefined {
  if (!walk) return undefined;
  if (!walk.reachable.has(way.from)) return 'off';
  const tris = way.edges.map((e) => walk.possible.get(e)).filter((t) => t !== undefined);
  return tris.includes(true) ? 'sure' : tris.length ? 'maybe' : 'off';
}

const hover = (e: Edge, say: Say) =>
  `${e.kind}${e.failure ? ' (failure)' : ''}: ${conditionsWords(e.when, say)}\n  ${conditionsRaw(e.when) || 'always'}\n  ${e.source.file}#${e.source.pointer}`;

export function WayLine({ way, points, label, taken, faults }: {
  way: Way; points: { x: number; y: number }[]; label: { x: number; y: number } | undefined;
  taken: ReturnType<typeof wayTaken>; faults: Fault[];
}) {
  const { t } = useTranslation();
  const say: Say = (key, params) => t(key, params);
  const d = points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const outside = way.edges.every((e) => e.kind === 'link' || e.kind === 'handoff');
  const text = wayLabel(way, say);
  const cls = ['studio-way', outside && 'studio-way--outside', taken && `studio-way--${taken}`, faults.length && 'studio-way--fault'].filter(Boolean).join(' ');
  return (
    <g className={cls} data-from={way.from} data-to={way.to} data-taken={taken}>
      <title>{[t('map.edgeTitle', { from: way.from, to: way.to, words: text }), ...way.edges.map((e) => hover(e, say)), ...faults.map((f) => `⚠ ${f.message}`)].join('\n')}</title>
      <path d={d} markerEnd="url(#studio-arrow)" />
      {label && <text x={label.x} y={label.y + 4} textAnchor="middle" className="studio-way__label">{shortLabel(text)}</text>}
    </g>
  );
}

export function NodeBox({ node, box, selected, onPath, faults, leaves, start, onSelect }: {
  node: Node; box: Box; selected: boolean; onPath: boolean | undefined; faults: Fault[]; leaves: Edge[]; start: boolean;
  onSelect: (path: string) => void;
}) {
  const { t } = useTranslation();
  const say: Say = (key, params) => t(key, params);
  const left = box.x - box.width / 2;
  const top = box.y - box.height / 2;
  const cls = ['studio-node', selected && 'studio-node--selected', onPath === true && 'studio-node--on', onPath === false && 'studio-node--off', faults.length && 'studio-node--fault', node.end !== undefined && 'studio-node--end'].filter(Boolean).join(' ');
  const name = [
    t('map.node', { route: node.path, screen: node.screen ?? '-' }),
    start && t('map.start'), node.end !== undefined && t('map.end'),
    onPath === true && t('map.onPath'), onPath === false && t('map.offPath'),
    faults.length > 0 && t('map.faults', { count: faults.length }),
  ].filter(Boolean).join(', ');
  const key = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onSelect(node.path); }
  };
  return (
    <g className={cls} data-route={node.path} data-on-path={onPath === undefined ? undefined : String(onPath)} role="button" tabIndex={0}
      aria-label={name} aria-pressed={selected} onClick={() => onSelect(node.path)} onKeyDown={key}>
      <title>{[name, node.end, ...leaves.map((e) => `↗ ${hover(e, say)}`), ...faults.map((f) => `⚠ ${f.file}#${f.pointer}: ${f.message}`)].filter(Boolean).join('\n')}</title>
      <rect x={left} y={top} width={box.width} height={box.height} rx={6} />
      <text x={box.x} y={top + 18} textAnchor="middle" className="studio-node__path">{node.path}</text>
      <text x={box.x} y={top + 34} textAnchor="middle" className="studio-node__screen">{node.screen ?? '—'}</text>
      {faults.length > 0 && (
        <g className="studio-node__badge">
          <circle cx={left + box.width} cy={top} r={10} />
          <text x={left + box.width} y={top + 4} textAnchor="middle">{faults.length}</text>
        </g>
      )}
      {leaves.length > 0 && <text x={left + 4} y={top + box.height + 12} className="studio-node__leaves">{`↗ ${t('map.leaves', { count: leaves.length })}`}</text>}
    </g>
  );
}
