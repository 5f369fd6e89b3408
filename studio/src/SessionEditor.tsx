// The preview's session as JSON to edit: applied with the button (text that is not JSON is said
// beside it and applies nothing); a new persona or step starts it afresh.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function SessionEditor({ implied, onApply }: { implied: Record<string, unknown>; onApply(session: Record<string, unknown>): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => JSON.stringify(implied, null, 2));
  const [bad, setBad] = useState<string>();
  useEffect(() => { setDraft(JSON.stringify(implied, null, 2)); setBad(undefined); }, [implied]);
  const apply = () => {
    try {
      onApply(JSON.parse(draft) as Record<string, unknown>);
      setBad(undefined);
    } catch (err) {
      setBad(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <details className="studio-preview__session">
      <summary>{t('preview.session')}</summary>
      <label htmlFor="studio-session" className="studio-visually-hidden">{t('preview.session')}</label>
      <textarea id="studio-session" value={draft} rows={10} spellCheck={false} onChange={(e) => setDraft(e.currentTarget.value)} aria-invalid={bad ? true : undefined} aria-describedby={bad ? 'studio-session-error' : undefined} />
      {bad && <p id="studio-session-error" role="alert">{t('preview.badJson', { error: bad })}</p>}
      <button type="button" onClick={apply}>{t('preview.apply')}</button>
    </details>
  );
}
