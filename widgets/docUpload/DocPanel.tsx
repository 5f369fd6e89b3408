// One tab's panel of a docUpload field: the example link, its boxes, and Add while it may hold more.
import type { ChangeEvent } from 'react';
import type { Box } from './boxes.js';
import { DocBox } from './DocBox.js';
import type { DOC_TEXTS } from './contract.js';

interface DocPanelProps {
  id: string;
  tab: string;
  boxes: Box[];
  panelId: string;
  tabId: string;
  /** The example link's text, when the screen has an example action. */
  example?: { text: string; open(): void };
  accept: string;
  locked: boolean;
  /** Boxes shown from the start (these have no delete), and the most the tab holds. */
  initial: number;
  max: number;
  fieldErrorId?: string;
  inputId(position: number): string;
  boxLabel(position: number): string;
  text(name: keyof typeof DOC_TEXTS, params?: Record<string, unknown>): string;
  message(error: NonNullable<Box['error']>): string;
  onFile(box: Box, e: ChangeEvent<HTMLInputElement>): void;
  onRemove(box: Box): void;
  onAdd(): void;
}

export function DocPanel(p: DocPanelProps) {
  return (
    <div id={p.panelId} className="wg-doc__panel" role="tabpanel" aria-labelledby={p.tabId}>
      {p.example ? (
        <button type="button" className="wg-link wg-doc__example" onClick={p.example.open}>
          {p.example.text}
        </button>
      ) : null}
      <ul className="wg-doc__boxes">
        {p.boxes.map((box, i) => (
          <DocBox
            key={box.key}
            box={box}
            inputId={p.inputId(i + 1)}
            label={p.boxLabel(i + 1)}
            accept={p.accept}
            locked={p.locked}
            deletable={i + 1 > p.initial}
            fieldErrorId={p.fieldErrorId}
            text={p.text}
            message={p.message}
            onFile={(e) => p.onFile(box, e)}
            onRemove={() => p.onRemove(box)}
          />
        ))}
      </ul>
      {p.boxes.length < p.max ? (
        <button id={`${p.id}__add_${p.tab}`} type="button" className="wg-button wg-button--secondary wg-doc__add" disabled={p.locked} onClick={p.onAdd}>
          {p.text('addText')}
        </button>
      ) : null}
    </div>
  );
}
