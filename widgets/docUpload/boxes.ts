// The boxes of the document tabs and the upload list they stand for (002 §3.1): FILE_<type>_<n>
// for every box holding an upload, per tab shown.
import type { DOC_TEXTS, FileEntry } from './contract.js';
import { slotId } from './contract.js';

export interface Box {
  key: number;
  entry?: { uuid: string; size: number; url: string };
  /** What was chosen: a thumbnail (data: address) or a file name beside an icon. */
  preview?: string;
  fileName?: string;
  /** A message of ours (translated when drawn, so it follows the language) or the server's text. */
  error?: { key: keyof typeof DOC_TEXTS; params?: Record<string, unknown> } | { text: string };
}

export type Boxes = Record<string, Box[]>;

let lastKey = 0;
/** A new box's React key (unique across the page's fields). */
export const newKey = (): number => ++lastKey;

/** The boxes a restored value fills: per tab at least initialBoxes, up to the highest index held. */
export function boxesFrom(value: Record<string, FileEntry>, tabs: string[], types: Record<string, number>, initial: (t: string) => number): Boxes {
  const out: Boxes = {};
  for (const tab of tabs) {
    const held = Object.values(value).filter((e) => e.type === types[tab]);
    const count = Math.max(initial(tab), ...held.map((e) => e.index));
    out[tab] = Array.from({ length: count }, (_, i) => {
      const e = held.find((h) => h.index === i + 1);
      return e ? { key: newKey(), entry: { uuid: e.uuid, size: e.size, url: e.url } } : { key: newKey() };
    });
  }
  return out;
}

/** The upload list of the tabs shown: FILE_<type>_<position> for every box holding an upload. */
export function valueOfBoxes(boxes: Boxes, tabs: string[], types: Record<string, number>): Record<string, FileEntry> {
  const out: Record<string, FileEntry> = {};
  for (const tab of tabs) {
    (boxes[tab] ?? []).forEach((b, i) => {
      if (b.entry) out[slotId(types[tab], i + 1)] = { ...b.entry, type: types[tab], index: i + 1 };
    });
  }
  return out;
}

