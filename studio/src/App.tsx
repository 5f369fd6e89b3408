// The studio page: the applicant (persona selects), the journey map, the chosen screen's preview
// and texts, and the check's faults. Everything is drawn from the config the dev server serves,
// and drawn again when it changes.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { StudioConfig } from '../server/configPayload.js';
import { useTranslation } from 'react-i18next';
import { FaultList } from './FaultList.js';
import { JourneyMap } from './JourneyMap.js';
import { modelOf, personaChoice, walkOf, type Chosen, type StudioModel } from './model.js';
import { Persona } from './Persona.js';
import { Preview } from './Preview.js';
import { STUDIO_LANGUAGES } from './i18n.js';
import { urlState } from './urlState.js';
import { useStudioConfig } from './useStudioConfig.js';

const ctidOf = (c: unknown): string | undefined => (typeof c === 'object' && c !== null && typeof (c as { CTID?: unknown }).CTID === 'string' ? (c as { CTID: string }).CTID : undefined);

/** What the journey model is built from (model.ts). */
const modelKey = (c: StudioConfig) => JSON.stringify([c.flow, c.errors, c.calls, c.session, c.payloads, c.screens]);

export function App() {
  const { t, i18n } = useTranslation();
  const { config, check, error } = useStudioConfig();
  const [chosen, setChosen] = useState<Chosen>({});
  const [campaign, setCampaign] = useState<string>();
  // The address may name a screen and a session (a link from the testers' report).
  const [fromUrl] = useState(() => urlState(window.location.search));
  const [selected, setSelected] = useState<string | undefined>(fromUrl.route);
  // A text or campaign edit keeps the model: it is built again only when what it reads changed.
  const lastModel = useRef<{ key: string; built: { model?: StudioModel; failure?: string } }>(undefined);
  const built = useMemo(() => {
    if (!config) return undefined;
    const key = modelKey(config);
    if (lastModel.current?.key === key) return lastModel.current.built;
    let next: { model?: StudioModel; failure?: string };
    try {
      next = { model: modelOf(config) };
    } catch (err) {
      next = { failure: err instanceof Error ? err.message : String(err) };
    }
    lastModel.current = { key, built: next };
    return next;
  }, [config]);
  const model = built?.model;
  const choice = useMemo(() => (model ? personaChoice(model.dims, model.contexts, chosen) : undefined), [model, chosen]);
  const walk = useMemo(() => (model && choice ? walkOf(model, choice.context) : undefined), [model, choice]);
  const campaigns = useMemo(() => Object.values(config?.campaigns ?? {}).map(ctidOf).filter((c): c is string => Boolean(c)), [config]);
  const ctid = campaign && campaigns.includes(campaign) ? campaign : campaigns[0] ?? '';
  // One column (a phone, a narrow window): the preview is under the map, so it is brought into view.
  useEffect(() => {
    if (selected && window.matchMedia('(max-width: 900px)').matches) document.querySelector('[data-preview]')?.scrollIntoView({ block: 'start' });
  }, [selected]);
  const faults = useMemo(() => [...(config?.loadFaults ?? []), ...(check?.faults ?? [])], [config, check]);

  return (
    <div className="studio">
      <header className="studio__header">
        <h1>{t('title')}</h1>
        <div className="studio-select studio-select--inline">
          <label htmlFor="studio-language">{t('language')}</label>
          <select id="studio-language" value={i18n.language} onChange={(e) => { void i18n.changeLanguage(e.currentTarget.value); document.documentElement.lang = e.currentTarget.value; }}>
            {STUDIO_LANGUAGES.map((l) => <option key={l.code} value={l.code} lang={l.code}>{l.label}</option>)}
          </select>
        </div>
      </header>
      {error && <p role="alert" className="studio-error">{error}</p>}
      {fromUrl.sessionFault && <p role="alert" className="studio-error">{fromUrl.sessionFault}</p>}
      {built?.failure && <p role="alert" className="studio-error">{built.failure}</p>}
      {!config && !error && <p aria-busy="true">{t('loading')}</p>}
      {config && model && choice && (
        <main className="studio__main">
          <div className="studio__left">
            <Persona choice={choice} campaigns={campaigns} campaign={ctid} reached={walk?.reachable.size}
              onChange={(key, value) => setChosen((c) => ({ ...c, [key]: value }))} onCampaign={setCampaign} />
            <JourneyMap journey={model.journey} starts={model.starts} walk={walk} faults={faults} selected={selected} onSelect={setSelected} />
            <FaultList faults={faults} check={check} journey={model.journey} onSelect={setSelected} />
          </div>
          <div className="studio__right">
            <Preview config={config} journey={model.journey} route={selected} persona={choice.context?.values ?? {}} ctid={ctid} walk={walk} faults={faults}
              session={selected === fromUrl.route ? fromUrl.session : undefined} />
          </div>
        </main>
      )}
    </div>
  );
}
