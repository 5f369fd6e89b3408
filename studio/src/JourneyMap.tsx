// The journey map: the routes and ways of the journey model laid out in layers (layout.ts), the
// chosen applicant's walk highlighted, the check's faults marked where they are. Fit to the
// screen, zoomed and panned with the buttons, the keyboard (+ − 0 and the arrows) or a drag.
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContextGraph, Journey } from '../../renderer/journey/index.js';
import type { Fault } from '../../scripts/check/types.js';
import { faultsByRoute, isOnWay } from './faults.js';
import { layoutInput, place } from '../../renderer/journey/layout.js';
import { NodeBox, WayLine, wayLabel, wayTaken } from './MapParts.js';
import type { Say } from '../../renderer/journey/words.js';
import { useMapView } from './useMapView.js';

export function JourneyMap({ journey, starts, walk, faults, selected, onSelect }: {
  journey: Journey; starts: string[]; walk: ContextGraph | undefined; faults: Fault[]; selected: string | undefined; onSelect: (path: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const input = useMemo(() => layoutInput(journey), [journey]);
  const placed = useMemo(() => {
    const say: Say = (key, params) => i18n.t(key, params);
    return place(input, (w) => wayLabel(w, say));
  }, [input, i18n, i18n.language]);
  const byRoute = useMemo(() => faultsByRoute(faults, journey), [faults, journey]);
  const svg = useRef<SVGSVGElement>(null);
  const { view, fit, zoom, onKey, pointer } = useMapView(svg, placed);

  return (
    <section className="studio-map" aria-labelledby="studio-map-heading">
      <h2 id="studio-map-heading" className="studio-visually-hidden">{t('map.label')}</h2>
      <div className="studio-map__tools" role="toolbar" aria-label={t('map.label')}>
        <button type="button" onClick={() => zoom(1.25)} aria-label={t('map.zoomIn')} title={t('map.zoomIn')}>+</button>
        <button type="button" onClick={() => zoom(0.8)} aria-label={t('map.zoomOut')} title={t('map.zoomOut')}>−</button>
        <button type="button" onClick={fit}>{t('map.fit')}</button>
        <button type="button" onClick={() => window.print()}>{t('map.print')}</button>
        <span className="studio-map__keys" id="studio-map-keys">{t('map.keys')}</span>
      </div>
      <svg ref={svg} className="studio-map__svg" role="group" aria-label={t('map.label')} aria-describedby="studio-map-keys" tabIndex={0}
        onKeyDown={onKey} {...pointer}
        data-width={placed.width} data-height={placed.height}>
        <defs>
          <marker id="studio-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" />
          </marker>
        </defs>
        <g transform={`translate(${view.x.toFixed(1)},${view.y.toFixed(1)}) scale(${view.k.toFixed(4)})`}>
          {input.ways.map((w) => (
            <WayLine key={w.id} way={w} points={placed.ways.get(w.id) ?? []} label={placed.labels.get(w.id)} taken={wayTaken(w, walk)}
              faults={faults.filter((f) => isOnWay(f, w))} />
          ))}
          {journey.nodes.map((n) => (
            <NodeBox key={n.path} node={n} box={placed.nodes.get(n.path)!} selected={selected === n.path} onPath={walk ? walk.reachable.has(n.path) : undefined}
              faults={byRoute.get(n.path) ?? []} leaves={input.leaves.get(n.path) ?? []} start={starts.includes(n.path)} onSelect={onSelect} />
          ))}
        </g>
      </svg>
      <p className="studio-map__legend">{t('map.legend')}</p>
      {input.anyScreen.length > 0 && (
        <p className="studio-map__any">{t('map.anyScreen')}: {input.anyScreen.map((e) => `${e.kind} (${e.trigger})`).join(', ')}</p>
      )}
    </section>
  );
}
