// The applicant the map walks and the preview shows: one select per dimension of flows/flow.json
// journey.contexts (labelled with the session key it sets), and the campaign.
import { useTranslation } from 'react-i18next';
import type { PersonaChoice } from './model.js';

const NONE = '';

export function Persona({ choice, campaigns, campaign, onChange, onCampaign, reached }: {
  choice: PersonaChoice; campaigns: string[]; campaign: string; reached: number | undefined;
  onChange: (key: string, value: string | null) => void; onCampaign: (ctid: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="studio-persona" aria-labelledby="studio-persona-heading">
      <h2 id="studio-persona-heading">{t('persona.heading')}</h2>
      <div className="studio-persona__selects">
        {choice.options.map((o) => (
          <div key={o.key} className="studio-select">
            {/* A label of its own (not wrapping the select): the control's name is the key alone. */}
            <label htmlFor={`studio-persona-${o.key}`}>{o.key}</label>
            <select id={`studio-persona-${o.key}`} value={o.value ?? NONE} onChange={(e) => onChange(o.key, e.currentTarget.value === NONE ? null : e.currentTarget.value)}>
              {o.values.map((v) => <option key={v ?? NONE} value={v ?? NONE}>{v ?? t('persona.none')}</option>)}
            </select>
          </div>
        ))}
        <div className="studio-select">
          <label htmlFor="studio-persona-campaign">{t('persona.campaign')}</label>
          <select id="studio-persona-campaign" value={campaign} onChange={(e) => onCampaign(e.currentTarget.value)}>
            {campaigns.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </div>
      </div>
      {choice.context && <p className="studio-persona__who">{t('persona.who', { label: choice.context.label })}{reached !== undefined && ` · ${t('persona.reached', { count: reached })}`}</p>}
    </section>
  );
}
