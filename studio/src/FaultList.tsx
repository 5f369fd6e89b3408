// Every fault of the check (and of reading the files), each with its file and JSON pointer, and
// the route it is on as a button that shows that screen.
import { useTranslation } from 'react-i18next';
import type { Journey } from '../../renderer/journey/index.js';
import type { Fault } from '../../scripts/check/types.js';
import type { CheckState } from '../server/checkRunner.js';
import { routesOf } from './faults.js';

export function FaultList({ faults, check, journey, onSelect }: { faults: Fault[]; check: CheckState | undefined; journey: Journey; onSelect: (path: string) => void }) {
  const { t } = useTranslation();
  return (
    <section className="studio-faults" aria-labelledby="studio-faults-heading" aria-busy={check?.state === 'running'}>
      <h2 id="studio-faults-heading">{t('map.allFaults', { count: faults.length })}</h2>
      <p className="studio-faults__state" role="status">
        {check?.state === 'running' ? t('map.checking') : check?.state === 'failed' ? t('map.checkFailed', { error: check.error ?? '' }) : faults.length === 0 ? t('map.noFaults') : ''}
      </p>
      <ul>
        {faults.map((f, i) => (
          <li key={i} data-fault-file={f.file}>
            <code>{f.file}#{f.pointer}</code>: {f.message}
            {routesOf(f, journey).map((path) => (
              <button key={path} type="button" className="studio-link" onClick={() => onSelect(path)}>{path}</button>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
