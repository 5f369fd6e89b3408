// Text into HTML as text: every config, bank and scenario string of the report passes here.
export const esc = (value: unknown): string =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A value as readable JSON text (escaped). */
export const json = (value: unknown): string => esc(value === undefined ? '—' : JSON.stringify(value, null, 1).replace(/\n\s*/g, ' '));
