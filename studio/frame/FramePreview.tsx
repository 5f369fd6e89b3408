// One preview: the real screen (ScreenForm, the app's widgets and texts) in one language, run by
// the real controller with the persona's session and the preview's bank. Its height and what it
// did go back to the studio page.
import validator from '@rjsf/validator-ajv8';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../renderer/engine/i18n.js';
import { BANK_TEXTS_KEY, bankTextsIn, localizedText } from '../../renderer/engine/localizedValue.js';
import type { LanguageList } from '../../rules/languages.js';
import { ScreenController } from '../../renderer/engine/screen.js';
import type { ScreenConfig } from '../../renderer/engine/types.js';
import { ScreenForm } from '../../renderer/react/ScreenForm.js';
import { everyWidget } from '../../widgets/index.js';
import { previewServices } from './previewServices.js';
import type { FrameReport, RenderRequest } from './protocol.js';

const cssId = (field: string) => `root_${field}`.replace(/["\\]/g, '');

export function FramePreview({ req }: { req: RenderRequest }) {
  const [log, setLog] = useState<string[]>([]);
  const { controller, i18n } = useMemo(() => {
    const lines: string[] = [];
    const write = (line: string) => { lines.push(line); setLog([...lines]); };
    const texts = req.locales as Record<string, Record<string, unknown>>;
    // A served text in a message follows the language, as in the app: the bank's translations the session keeps.
    const bankTexts = bankTextsIn(req.session[BANK_TEXTS_KEY]);
    const i18n = createI18n(req.language, texts, req.languages as LanguageList, { bankText: (value, lng) => localizedText(value, lng, bankTexts) });
    const app = previewServices(req, i18n, write);
    return { controller: new ScreenController(req.screen as ScreenConfig, app, {}), i18n };
  }, [req]);
  useEffect(() => {
    document.documentElement.lang = req.language;
    void controller.load().catch((err: unknown) => setLog((l) => [...l, `load: ${err instanceof Error ? err.message : String(err)}`]));
    return () => controller.dispose();
  }, [controller, req.language]);
  useEffect(() => {
    // The content's own height (not the document's, which follows the frame's: that would grow forever).
    const content = document.getElementById('frame')!;
    const send = () => {
      const report: FrameReport = { type: 'studio:frame', height: Math.ceil(content.getBoundingClientRect().height), log };
      window.parent.postMessage(report, window.location.origin);
    };
    send();
    const observer = new ResizeObserver(send);
    observer.observe(content);
    return () => observer.disconnect();
  }, [log]);
  const report = useMemo(() => (err: unknown) => setLog((l) => [...l, `fault: ${err instanceof Error ? err.message : String(err)}`]), []);
  const marks = req.faultFields.map((f) => `[id="${cssId(f)}"]{outline:3px solid #b00020;outline-offset:2px}`).join('\n');
  return (
    <I18nextProvider i18n={i18n}>
      {marks && <style>{marks}</style>}
      <div className="app app--public" style={{ minHeight: 0 }}>
        <div className="app__main">
          <ScreenForm key={req.route} controller={controller} report={report} validator={validator} registry={everyWidget} />
        </div>
      </div>
    </I18nextProvider>
  );
}
