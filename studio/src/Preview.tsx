// The chosen screen as the chosen applicant sees it: the real screen in every language side by
// side, at phone or desktop width, with the persona's session values (editable), the check's
// faults of the screen at their fields, the way the applicant comes here, and its texts.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageList } from '../../rules/languages.js';
import type { ContextGraph, Journey } from '../../renderer/journey/index.js';
import type { Fault } from '../../scripts/check/types.js';
import type { RenderRequest } from '../frame/protocol.js';
import type { StudioConfig } from '../server/configPayload.js';
import { fieldOf, routesOf } from './faults.js';
import { PreviewFaults } from './PreviewFaults.js';
import { SessionEditor } from './SessionEditor.js';
import { PreviewFrame } from './PreviewFrame.js';
import { lookup, screenTexts } from './texts.js';
import { TextsTable } from './TextsTable.js';

const WIDTHS = { phone: 360, desktop: 1280 };

/**
 * The session the persona implies: its values (absent ones left out), the campaign's CTID, and the
 * campaign's fields that are session keys of flows/session.json (CardName ...), as the bank's
 * campaign call would have left them.
 */
export function personaSession(persona: Record<string, string | null>, ctid: string, campaign: unknown, sessionFile: unknown): Record<string, unknown> {
  const declared = new Set(Object.values((sessionFile ?? {}) as Record<string, unknown>).flatMap((part) => (part && typeof part === 'object' ? Object.keys(part) : [])));
  const fromCampaign = Object.entries((campaign ?? {}) as Record<string, unknown>).filter(([k, v]) => declared.has(k) && typeof v === 'string');
  return { ...Object.fromEntries(fromCampaign), ...Object.fromEntries(Object.entries(persona).filter(([, v]) => v !== null)), CTID: ctid };
}

type Props = {
  config: StudioConfig; journey: Journey; route: string | undefined; persona: Record<string, string | null>; ctid: string;
  walk: ContextGraph | undefined; faults: Fault[];
  /**
   * The address's `session` (a step of the testers' report): the preview's session as it is, the
   * persona's values left aside, so a key that step's session lacked is absent here too.
   */
  session?: Record<string, unknown>;
};

export function Preview(props: Props) {
  const { t } = useTranslation();
  if (!props.route) return <p className="studio-preview__choose">{t('preview.choose')}</p>;
  return <ScreenPreview {...props} route={props.route} />;
}

/** An element's width, followed as it changes. */
function useWidth(el: RefObject<HTMLElement | null>, initial: number): number {
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const node = el.current;
    if (!node) return undefined;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  });
  return width;
}

function ScreenPreview({ config, journey, route, persona, ctid, walk, faults, session: given }: Props & { route: string }) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<keyof typeof WIDTHS>('phone');
  const campaign = useMemo(() => Object.values(config.campaigns).find((c) => (c as { CTID?: unknown }).CTID === ctid), [config, ctid]);
  // A report's link gives the step's whole session: it replaces the persona's (a key it lacks must not come from the persona).
  const implied = useMemo(() => given ?? personaSession(persona, ctid, campaign, config.session), [persona, ctid, campaign, config.session, given]);
  const [session, setSession] = useState(implied);
  useEffect(() => setSession(implied), [implied]);
  const pane = useRef<HTMLDivElement>(null);
  const paneWidth = useWidth(pane, 760);
  const node = journey.node(route);
  const screen = node?.screen ? config.screens[node.screen] : undefined;
  const languages = useMemo(() => ((config.languages as LanguageList | undefined)?.languages ?? []).map((l) => ({ code: l.code, label: l.label, sessionLang: l.sessionLang })), [config]);
  const mine = useMemo(() => faults.filter((f) => routesOf(f, journey).includes(route)), [faults, journey, route]);
  const faultFields = useMemo(() => mine.map(fieldOf).filter((f): f is string => f !== undefined), [mine]);
  const requests = useMemo(() => languages.map((l): RenderRequest => ({
    type: 'studio:render', screen, route, language: l.code, locales: config.locales, languages: config.languages, flow: config.flow,
    calls: config.calls, effectLists: config.effectLists, constants: config.constants, branding: config.branding, session: { ...session, Lang: l.sessionLang },
    faultFields: JSON.parse(JSON.stringify(faultFields)) as string[],
  })), [languages, screen, route, config, session, JSON.stringify(faultFields)]);
  const way = walk?.wayTo(route);
  const titleKey = (screen as { title?: string } | undefined)?.title;
  const side = width === 'phone' ? Math.max(200, (paneWidth - 24) / Math.max(1, languages.length)) : paneWidth;
  return (
    <section className="studio-preview" data-preview={route} aria-labelledby="studio-preview-heading">
      <h2 id="studio-preview-heading">{t('preview.heading', { route })}</h2>
      {titleKey && (
        <p className="studio-preview__titles">
          {languages.map((l) => <span key={l.code} lang={l.code}>{String(lookup(config.locales[l.code], titleKey) ?? titleKey)}</span>)}
        </p>
      )}
      <p className="studio-preview__way">{way ? t('preview.way', { way: [way[0]?.from ?? route, ...way.map((e) => e.to)].join(' → ') }) : walk ? t('preview.notReached') : ''}</p>
      <PreviewFaults faults={mine} />
      {!screen ? <p>{t('preview.noScreen')}</p> : (
        <>
          <fieldset className="studio-preview__width">
            <legend>{t('preview.width')}</legend>
            {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((w) => (
              <label key={w}><input type="radio" name="studio-width" value={w} checked={width === w} onChange={() => setWidth(w)} /> {t(`preview.${w}`)}</label>
            ))}
          </fieldset>
          <div ref={pane} className={`studio-preview__frames studio-preview__frames--${width}`}>
            {languages.map((l, i) => (
              <PreviewFrame key={l.code} req={requests[i]} width={WIDTHS[width]} fitTo={side} label={t('preview.frame', { route, language: l.label })} />
            ))}
          </div>
          <SessionEditor implied={implied} onApply={setSession} />
          <TextsTable rows={screenTexts(node!.screen!, `schemas/${node!.screen}.json`, config.textSites, config.locales)} languages={languages} />
        </>
      )}
    </section>
  );
}
