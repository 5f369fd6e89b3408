// One box of a document tab: its label, the preview (a thumbnail for an image, a file icon and
// the name for a PDF or TIFF), the choose / re-upload button over a real file input, a delete for
// an added box, and its message.
import type { ChangeEvent } from 'react';
import { safeImageSrc } from '../shared/sanitize.js';
import type { Box } from './boxes.js';
import type { DOC_TEXTS } from './contract.js';

type Texts = (name: keyof typeof DOC_TEXTS, params?: Record<string, unknown>) => string;

interface DocBoxProps {
  box: Box;
  inputId: string;
  label: string;
  accept: string;
  locked: boolean;
  deletable: boolean;
  /** The field's own message, when it has one: every box's input is described by it too. */
  fieldErrorId?: string;
  text: Texts;
  message: (error: NonNullable<Box['error']>) => string;
  onFile: (e: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}

function FileIcon() {
  return (
    <svg className="wg-doc-box__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path d="M6 2h8l6 6v14H6z" fill="var(--wg-soft)" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M14 2v6h6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

export function DocBox({ box, inputId, label, accept, locked, deletable, fieldErrorId, text, message, onFile, onRemove }: DocBoxProps) {
  const labelId = `${inputId}__label`;
  const buttonId = `${inputId}__button`;
  const messageId = `${inputId}__message`;
  const shown = safeImageSrc(box.preview);
  return (
    <li className={box.error ? 'wg-doc-box wg-doc-box--error' : 'wg-doc-box'}>
      <p id={labelId} className="wg-doc-box__label">{label}</p>
      {shown ? <img className="wg-doc-box__preview" src={shown} alt={text('previewAlt', { label })} /> : null}
      {!shown && box.entry ? (
        <p className="wg-doc-box__file">
          <FileIcon />
          <span>{box.fileName ?? text('fileLabel')}</span>
        </p>
      ) : null}
      <div className="wg-doc-box__actions">
        <input
          id={inputId}
          type="file"
          className="wg-upload__input"
          accept={accept}
          disabled={locked}
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-describedby={[box.error ? messageId : '', fieldErrorId ?? ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={box.error || (fieldErrorId && !box.entry) ? true : undefined}
          onChange={onFile}
        />
        <label id={buttonId} htmlFor={inputId} className="wg-upload__button">
          {box.entry ? text('reuploadText') : text('chooseText')}
        </label>
        {deletable ? (
          <button type="button" className="wg-button wg-button--secondary wg-doc-box__delete" disabled={locked} aria-label={`${text('deleteText')} ${label}`} onClick={onRemove}>
            {text('deleteText')}
          </button>
        ) : null}
      </div>
      {box.error ? (
        <p id={messageId} className="wg-error" role="alert">
          {message(box.error)}
        </p>
      ) : null}
    </li>
  );
}
