// The image slot: a file input (jpg/png; phones offer camera or gallery), the type check,
// resize (longer side ≤ maxSide) and JPEG re-encoding (quality, lower while above the size
// limit), a portrait image rotated when asked, the size check, then the upload through a named
// action; progress, preview, re-upload and the server's message on failure. The whole work on a
// chosen file is an upload in flight (runtime.upload): Next waits for it instead of refusing.
// The image lives in this page's memory only (the preview, the action's event); the form keeps
// what the action gives back (the server's uuid), and a restored value shows previewExpr's address.
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, fieldError, formContextOf, tr } from '../shared/formContext.js';
import { safeImageSrc } from '../shared/sanitize.js';
import { useEvaluated, valueOf } from '../shared/useEvaluated.js';
import { useReported } from '../shared/useReported.js';
import { useKnownNumber, useNumberOption } from '../shared/uploadOptions.js';
import { ACCEPT, IMAGE_TEXTS, isAcceptedImage, type ImageUploadOptions } from './contract.js';
import { DEFAULT_QUALITY } from './imageProcessing.js';
import { sendImage, type Phase } from './sendImage.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function ImageUploadWidget(props: WidgetProps) {
  const fc = formContextOf(props.registry);
  const { runtime } = fc;
  const o = props.options as Partial<ImageUploadOptions>;
  const text = (name: keyof typeof IMAGE_TEXTS, params?: Record<string, unknown>) => tr(runtime, o[name] ?? IMAGE_TEXTS[name], params);
  // The limits are the screen's (ui:options, from A25 or flows/constants.json); known once evaluated.
  const knownMaxKb = useKnownNumber(fc, o.maxKb);
  const knownMaxSide = useKnownNumber(fc, o.maxSide);
  const quality = useNumberOption(fc, o.quality, DEFAULT_QUALITY);
  const restored = useEvaluated(fc, props.value ? o.previewExpr : undefined);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const run = useRef(0);
  const report = useReported(props.registry.formContext, props.name, props.value, (value) => props.onChange(value));
  // The server's message in the applicant's language when drawn (a language switch changes it at once).
  const error = phase.kind === 'error' ? runtime.shown(phase.message) : fieldError(fc, props.name, props.rawErrors);
  const statusId = `${props.id}__status`;
  const messageId = `${props.id}__message`;
  const busy = phase.kind === 'processing' || phase.kind === 'uploading';
  const shown = preview ?? (props.value ? safeImageSrc(valueOf(restored)) : undefined);

  const fail = (message: string) => setPhase({ kind: 'error', message });

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = ''; // choosing the same file again is a new choice
    if (!file) return;
    const mine = ++run.current;
    if (!isAcceptedImage(file)) return fail(text('typeError'));
    setPhase({ kind: 'processing' });
    // In flight from this moment (before the first await): a Next pressed now waits for it.
    void runtime.upload(sendImage({
      runtime, o, name: props.name, known: { maxKb: knownMaxKb, maxSide: knownMaxSide }, quality, text,
      latest: () => run.current, setPhase, setPreview, onChange: report,
    }, file, mine));
  };

  return (
    <div className={error ? 'wg-upload wg-upload--error' : 'wg-upload'} aria-busy={busy || undefined}>
      {shown ? <img className="wg-upload__preview" src={shown} alt={text('previewAlt', { label: props.label })} /> : null}
      <input
        ref={input}
        id={props.id}
        name={props.htmlName ?? props.id}
        className="wg-upload__input"
        type="file"
        accept={ACCEPT}
        capture={o.capture as 'environment' | 'user' | undefined}
        required={props.required && !props.value}
        disabled={props.disabled || props.readonly || busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.id, [statusId, error && phase.kind === 'error' ? messageId : ''].filter(Boolean).join(' '))}
        onChange={onFile}
      />
      <label htmlFor={props.id} className="wg-upload__button">
        {props.value || shown ? text('reuploadText') : text('chooseText')}
      </label>
      <UploadStatus id={statusId} phase={phase} text={text} />
      {phase.kind === 'error' ? (
        <p id={messageId} className="wg-error" role="alert">
          {runtime.shown(phase.message)}
        </p>
      ) : null}
    </div>
  );
}

/** What the slot is doing now, for screen readers too: preparing, uploading (with its progress), done. */
function UploadStatus({ id, phase, text }: { id: string; phase: Phase; text: (name: keyof typeof IMAGE_TEXTS) => string }) {
  return (
    <div id={id} className="wg-upload__status" role="status">
      {phase.kind === 'processing' ? (
        <>
          {text('processingText')}
          {/* Preparing a phone photo takes seconds on a slow phone: a bar that says it is working. */}
          <progress className="wg-upload__progress" max={1} aria-label={text('processingText')} />
        </>
      ) : null}
      {phase.kind === 'uploading' ? (
        <>
          {text('uploadingText')}
          <progress className="wg-upload__progress" max={1} value={phase.progress} aria-label={text('uploadingText')} />
        </>
      ) : null}
      {phase.kind === 'done' ? text('doneText') : null}
    </div>
  );
}
