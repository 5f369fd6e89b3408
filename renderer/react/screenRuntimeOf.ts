// The renderer's side of the widgets' interface (widgets/shared/screenRuntime.ts): what a widget
// may read of the running screen and ask it to do, over its controller and the app's i18n.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenRuntime } from '../../widgets/shared/screenRuntime.js';
import { shownValue } from '../engine/localizedValue.js';
import type { ScreenController } from '../engine/screen.js';

/** The screen's runtime for its widgets; a fault of theirs (an action, an expression) is reported. */
export function useScreenRuntime(controller: ScreenController, report: (err: unknown) => void): ScreenRuntime {
  const { t, i18n } = useTranslation();
  return useMemo<ScreenRuntime>(() => ({
    trigger: (action, event, options) => controller.trigger(action, event, options).then(() => undefined, report),
    upload: (job) => controller.upload(job),
    context: () => controller.context(),
    evaluate: (expr) => controller.evaluate(expr).catch((err: unknown) => { report(err); throw err; }),
    evaluateNow: (expr) => controller.evaluateNow(expr),
    t: (key, params) => t(key, params ?? {}),
    language: () => i18n.language,
    shown: (value) => shownValue({ language: () => i18n.language, context: () => controller.context() }, value),
  }), [controller, report, t, i18n.language]);
}
