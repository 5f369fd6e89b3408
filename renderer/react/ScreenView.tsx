// One configured screen in the app: loads the screen's precompiled JSON Schema
// validator and the widgets its uiSchema names (widgets/registry.ts), side by side,
// then renders the form (ScreenForm). This file knows no screen.
import type { ValidatorType } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { loadScreenWidgets, type ScreenWidgets } from '../../widgets/registry.js';
import type { ScreenController } from '../engine/screen.js';
import { ScreenForm } from './ScreenForm.js';
import './a11y.css';
import { loadValidator } from './validators.js';

interface Loaded { validator: ValidatorType; registry: ScreenWidgets }

export function ScreenView({ controller, report }: { controller: ScreenController; report: (err: unknown) => void }) {
  const screen = controller.screen;
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let live = true;
    Promise.all([loadValidator(screen.id), loadScreenWidgets(screen)])
      .then(([validator, registry]) => live && setLoaded({ validator, registry }), report);
    return () => { live = false; };
  }, [screen, report]);

  if (!loaded) return <div className="screen screen--loading" aria-busy="true" />;
  return <ScreenForm controller={controller} report={report} validator={loaded.validator} registry={loaded.registry} />;
}
