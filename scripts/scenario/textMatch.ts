// How a scenario names a text it expects: as written, or by its i18n key. A key's text with
// parameters ("未年滿{minAge}歲無法申請信用卡") matches whatever values the screen filled in, so a
// tester names a message by its key without knowing the configured numbers.
import type { i18n } from 'i18next';

export interface TextMatch {
  /** The text as the tester will read it in a failure: the key's text (placeholders kept) or the text itself. */
  shown: string;
  /** Whether a text on screen holds it. */
  in(text: string): boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function textMatch(i18n: i18n, want: string): TextMatch {
  const shown = i18n.exists(want) ? i18n.t(want) : want;
  // i18next leaves a placeholder it was given no value for as written ({minAge}).
  const parts = shown.split(/\{[A-Za-z_][\w.]*(?:,[^}]*)?\}/);
  if (parts.length === 1) return { shown, in: (text) => text.includes(shown) };
  const pattern = new RegExp(parts.map(escape).join('[\\s\\S]+?'));
  return { shown, in: (text) => pattern.test(text) };
}
