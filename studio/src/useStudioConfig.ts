// The config and the check's faults, live: asked again when the dev server says a config file
// changed (studio:config over Vite's hot-reload socket) and taken as the check pushes them.
import { useCallback, useEffect, useState } from 'react';
import type { CheckState } from '../server/checkRunner.js';
import type { StudioConfig } from '../server/configPayload.js';

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

export function useStudioConfig(): { config?: StudioConfig; check?: CheckState; error?: string } {
  const [config, setConfig] = useState<StudioConfig>();
  const [check, setCheck] = useState<CheckState>();
  const [error, setError] = useState<string>();
  const load = useCallback(() => {
    getJson<StudioConfig>('/__studio/api/config').then((c) => { setConfig(c); setError(undefined); }, (e: Error) => setError(e.message));
  }, []);
  useEffect(() => {
    load();
    getJson<CheckState>('/__studio/api/faults').then(setCheck, () => undefined);
    const hot = import.meta.hot;
    if (!hot) return undefined;
    const onConfig = () => {
      load();
      setCheck((c) => (c ? { ...c, state: 'running' } : c));
    };
    const onFaults = (state: CheckState) => setCheck(state);
    hot.on('studio:config', onConfig);
    hot.on('studio:faults', onFaults);
    return () => { hot.off('studio:config', onConfig); hot.off('studio:faults', onFaults); };
  }, [load]);
  return { config, check, error };
}
