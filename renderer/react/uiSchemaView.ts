// The uiSchema as rjsf sees it: every text key translated, hidden fields
// swapped for a field that renders nothing (their data is kept).
const TEXT_KEYS = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help', 'ui:submitButtonOptions']);

type Ui = Record<string, unknown>;

export function uiSchemaView(ui: Ui | undefined, hidden: ReadonlySet<string>, t: (key: string) => string): Ui {
  const out: Ui = {};
  for (const [key, value] of Object.entries(ui ?? {})) {
    if (TEXT_KEYS.has(key) && typeof value === 'string') out[key] = t(value);
    else if (key === 'ui:enumNames' && Array.isArray(value)) out[key] = value.map((v) => t(String(v)));
    else if (key.startsWith('ui:') || typeof value !== 'object' || value === null) out[key] = value;
    else out[key] = uiSchemaView(value as Ui, new Set(), t);
  }
  for (const field of hidden) out[field] = { ...(out[field] as Ui | undefined), 'ui:field': 'hiddenField' };
  return out;
}
