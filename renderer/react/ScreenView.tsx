// One configured screen in the app: loads the screen's precompiled JSON Schema
// validator, then renders the form (ScreenForm). This file knows no screen.
import type { ValidatorType } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import type { ScreenController } from '../engine/screen.js';
import { ScreenForm } from './ScreenForm.js';
import './a11y.css';
import { loadValidator } from './validators.js';

export function ScreenView({ controller, report }: { controller: ScreenController; report: (err: unknown) => void }) {
  const screenId = controller.screen.id;
  const [validator, setValidator] = useState<ValidatorType>();

  useEffect(() => {
    let live = true;
    loadValidator(screenId).then((v) => live && setValidator(() => v), report);
    return () => { live = false; };
  }, [screenId, report]);

  if (!validator) return <div className="screen screen--loading" aria-busy="true" />;
  return <ScreenForm controller={controller} report={report} validator={validator} />;
}
