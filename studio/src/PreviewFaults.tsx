// The check's faults of the previewed screen, each at its field where it has one.
import { useTranslation } from 'react-i18next';
import type { Fault } from '../../scripts/check/types.js';
import { fieldOf } from './faults.js';

export function PreviewFaults({ faults }: { faults: Fault[] }) {
  const { t } = useTranslation();
  return (
    <section className="studio-preview__faults" aria-labelledby="studio-preview-faults">
      <h3 id="studio-preview-faults">{t('preview.faults', { count: faults.length })}</h3>
      {faults.length === 0 ? <p>{t('preview.noFaults')}</p> : (
        <ul>{faults.map((f, i) => {
          const field = fieldOf(f);
          return <li key={i} data-fault-pointer={f.pointer}>{field && <strong>{t('preview.field', { field })}: </strong>}{f.message} <code>{f.file}#{f.pointer}</code></li>;
        })}</ul>
      )}
    </section>
  );
}
