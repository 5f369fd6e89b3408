// A QR code of an evaluated text, drawn to a data URL and shown as an image.
import { useEffect, useState } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formContextOf, tr } from '../shared/formContext.js';
import { numberOption } from '../shared/sanitize.js';
import { useEvaluated } from '../shared/useEvaluated.js';
import type { QrCodeOptions } from './contract.js';

export function QrCodeField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const o = getUiOptions(props.uiSchema) as Partial<QrCodeOptions>;
  const value = useEvaluated(fc, o.valueExpr);
  const size = numberOption(o.size) ?? 180;
  const text = value.status === 'ok' && (typeof value.value === 'string' || typeof value.value === 'number') ? String(value.value) : '';
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);

  useEffect(() => {
    if (text === '') return;
    let live = true;
    // The encoder is its own chunk: only the screens that show a QR code load it.
    import('qrcode').then((m) => m.default.toDataURL(text, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' })).then(
      (url) => live && setDrawn({ text, url }),
      (err: unknown) => console.error('qrCode: could not draw', err),
    );
    return () => {
      live = false;
    };
  }, [text, size]);

  const id = props.fieldPathId.$id;
  if (!drawn || drawn.text !== text) return <div id={id} className="wg-qr" style={{ width: size, height: size }} aria-busy="true" />;
  return (
    <div id={id} className="wg-qr">
      <img src={drawn.url} alt={tr(fc.runtime, o.alt)} width={size} height={size} />
    </div>
  );
}
