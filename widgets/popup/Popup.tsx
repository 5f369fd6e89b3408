// An accessible modal dialog for alerts and config popups. Texts arrive already
// translated and are rendered as text (newlines kept). Every dialog shows a visible
// title: its own, else the default one (提醒 / Notice, given by the shell). Buttons use
// .wg-button from widgets/widgets.css (the brand's colours).
import { useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap, wrapTab } from './focusTrap.js';
import './Popup.css';

export interface PopupButtonSpec {
  label: string;
  variant?: 'primary' | 'secondary';
  onClick(): void;
}

export interface PopupImageSpec {
  /** An address of the app's own assets (relative to the app, e.g. examples/income-proof.svg). */
  src: string;
  /** Its text alternative, already translated: what the picture shows. */
  alt: string;
  width?: number;
  height?: number;
}

export interface PopupProps {
  title?: string;
  /** The visible title of a dialog that has none of its own (an alert): 提醒 / Notice. */
  defaultTitle?: string;
  body: string;
  /** An illustration between the body and the buttons (an example of an accepted document); the body then reads left-aligned. */
  image?: PopupImageSpec;
  buttons: readonly PopupButtonSpec[];
  /** Escape closes the popup (through onClose) only when this is true. */
  closeOnEscape?: boolean;
  onClose?(): void;
  /** Element to render into (default document.body). */
  container?: Element;
  /** Only the topmost of stacked popups holds the focus; the ones below are inert (default true). */
  topmost?: boolean;
}

export function Popup({ title: ownTitle, defaultTitle, body, image, buttons, closeOnEscape = false, onClose, container, topmost = true }: PopupProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  // The attribute itself, set before paint: React 18 has no `inert` prop.
  useLayoutEffect(() => { backdrop.current?.toggleAttribute('inert', !topmost); }, [topmost]);
  const titleId = useId();
  const bodyId = useId();
  const title = ownTitle || defaultTitle;

  useFocusTrap(dialog, topmost);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (closeOnEscape && onClose) onClose();
      return;
    }
    if (e.key === 'Tab' && dialog.current) wrapTab(e, dialog.current);
  };

  const popup = (
    <div ref={backdrop} className="wg-popup__backdrop">
      <div
        ref={dialog}
        className={image ? 'wg-popup wg-popup--figure' : 'wg-popup'}
        role="dialog"
        aria-modal={topmost}
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : body.split('\n')[0]}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {title ? (
          <h2 id={titleId} className="wg-popup__title">
            {title}
          </h2>
        ) : null}
        <p id={bodyId} className="wg-popup__body">
          {body}
        </p>
        {image ? (
          <figure className="wg-popup__figure">
            <img className="wg-popup__image" src={image.src} alt={image.alt} width={image.width} height={image.height} />
          </figure>
        ) : null}
        <div className="wg-popup__buttons">
          {buttons.map((b, i) => (
            <button key={i} type="button" className={`wg-button wg-button--${b.variant ?? (i === 0 ? 'primary' : 'secondary')}`} onClick={b.onClick}>
              {b.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
  return createPortal(popup, container ?? document.body);
}
