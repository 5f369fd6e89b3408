// One configured screen in the app: its precompiled JSON Schema validator and the widgets its
// uiSchema names (screenParts.ts), then the form (ScreenForm). This file knows no screen.
import { useEffect, useState } from 'react';
import type { ScreenController } from '../engine/screen.js';
import { ScreenForm } from './ScreenForm.js';
import { loadScreenParts, screenPartsNow, type ScreenParts } from './screenParts.js';
import './a11y.css';

export function ScreenView({ controller, report }: { controller: ScreenController; report: (err: unknown) => void }) {
  const screen = controller.screen;
  // Loaded with the screen's config as a rule (main.tsx): then drawn at once.
  const [loaded, setLoaded] = useState<ScreenParts | undefined>(() => screenPartsNow(screen));

  useEffect(() => {
    if (screenPartsNow(screen)) return undefined;
    let live = true;
    loadScreenParts(screen).then((parts) => live && setLoaded(parts), report);
    return () => { live = false; };
  }, [screen, report]);

  if (!loaded) return <div className="screen screen--loading" aria-busy="true" />;
  return <ScreenForm controller={controller} report={report} validator={loaded.validator} registry={loaded.registry} />;
}
