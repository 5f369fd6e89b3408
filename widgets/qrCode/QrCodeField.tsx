// A QR code: the server's image of it (imageUrl) when given, else the evaluated text drawn to a
// data URL in the browser. A server image that fails to load falls back to the local drawing.
import { useEffect, useState } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formContextOf, tr } from '../shared/formContext.js';
import { numberOption, safeHref } from '../shared/sanitize.js';
import { useEvaluated } from '../shared/useEvaluated.js';
import type { QrCodeOptions } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

const asText = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function QrCodeField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const o = getUiOptions(props.uiSchema) as Partial<QrCodeOptions>;
  const value = useEvaluated(fc, o.valueExpr);
  const image = useEvaluated(fc, o.imageUrl);
  const size = numberOption(o.size) ?? 180;
  const text = value.status === 'ok' ? asText(value.value) : '';
  // Only a web or relative address: never javascript: or a data: document.
  const served = image.status === 'ok' && asText(image.value) !== '' ? safeHref(asText(image.value)) : undefined;
  const [broken, setBroken] = useState<string | undefined>(undefined);
  const useServed = served !== undefined && broken !== served;
  const waiting = o.imageUrl !== undefined && (image.status === 'pending' || (image.status === 'ok' && asText(image.value) === ''));
  const draw = !useServed && !waiting && text !== '';
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);

  useEffect(() => {
    if (!draw) return;
    let live = true;
    // The encoder is its own chunk: only the screens that show a QR code load it.
    import('qrcode').then((m) => m.default.toDataURL(text, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' })).then(
      (url) => live && setDrawn({ text, url }),
      (err: unknown) => console.error('qrCode: could not draw', err),
    );
    return () => {
      live = false;
    };
  }, [draw, text, size]);

  const id = props.fieldPathId.$id;
  const alt = tr(fc.runtime, o.alt);
  if (useServed) {
    return (
      <div id={id} className="wg-qr">
        <img src={served} alt={alt} width={size} height={size} onError={() => setBroken(served)} />
      </div>
    );
  }
  if (!draw || !drawn || drawn.text !== text) return <div id={id} className="wg-qr" style={{ width: size, height: size }} aria-busy={draw || waiting ? 'true' : undefined} />;
  return (
    <div id={id} className="wg-qr">
      <img src={drawn.url} alt={alt} width={size} height={size} />
    </div>
  );
}
