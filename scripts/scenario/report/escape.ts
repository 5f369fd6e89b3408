// Text into HTML as text: every config, bank and scenario string of the report passes here.
export const esc = (value: unknown): string =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A value as readable JSON text (escaped). */
export const json = (value: unknown): string => esc(value === undefined ? '—' : JSON.stringify(value, null, 1).replace(/\n\s*/g, ' '));

/** A value as JSON text cut at `max` characters (a bank's list answer runs to pages), escaped. */
export function jsonCut(value: unknown, max = 1200): string {
  const text = value === undefined ? '—' : JSON.stringify(value);
  return esc(text.length > max ? `${text.slice(0, max)} … (${text.length} characters in all)` : text);
}
