// A configuration fault is visible: in development the whole message (file,
// pointer, expression); in production a plain notice, details in the console.
import { useTranslation } from 'react-i18next';

export function FaultPanel({ faults }: { faults: unknown[] }) {
  const { t } = useTranslation();
  if (!faults.length) return null;
  return (
    <aside className="fault-panel" role="alert">
      <strong>{t('shell.faultTitle')}</strong>
      {import.meta.env.DEV && (
        <ul>{faults.map((f, i) => <li key={i}><code>{f instanceof Error ? f.message : String(f)}</code></li>)}</ul>
      )}
    </aside>
  );
}
