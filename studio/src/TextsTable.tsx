// Texts side by side: every text key of the chosen screen in each language, a missing text
// marked in its cell, a key of the screen's locale part that the config never names marked on its row.
import { useTranslation } from 'react-i18next';
import type { TextRow } from './texts.js';

export function TextsTable({ rows, languages }: { rows: TextRow[]; languages: { code: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <section className="studio-texts">
      <h3 id="studio-texts-heading">{t('texts.heading')}</h3>
      {rows.length === 0 ? <p>{t('texts.none')}</p> : (
        <div className="studio-texts__scroll" tabIndex={0} role="region" aria-labelledby="studio-texts-heading">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('texts.key')}</th>
                {languages.map((l) => <th key={l.code} scope="col" lang={l.code}>{l.label}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} data-text-key={r.key} className={r.where.length === 0 ? 'studio-texts__unused' : undefined}>
                  <th scope="row">
                    <code>{r.key}</code>
                    {r.where.length === 0 && <span className="studio-tag">{t('texts.unused')}</span>}
                  </th>
                  {languages.map((l) => (
                    <td key={l.code} lang={l.code} data-missing={r.texts[l.code] === undefined || undefined}>
                      {r.texts[l.code] ?? <span className="studio-tag studio-tag--bad">{t('texts.missing')}</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
