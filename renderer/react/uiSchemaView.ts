// The uiSchema as rjsf sees it: every text key translated, hidden fields
// swapped for a field that renders nothing (their data is kept), locked fields
// read-only (rules.readonly); and the
// uiSchema faults rjsf would answer with its raw schema dump.
import { orderProperties } from '@rjsf/utils';

const TEXT_KEYS = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help', 'ui:submitButtonOptions']);

type Ui = Record<string, unknown>;

export function uiSchemaView(ui: Ui | undefined, hidden: ReadonlySet<string>, t: (key: string) => string, readonly: ReadonlySet<string> = new Set()): Ui {
  const out: Ui = {};
  for (const [key, value] of Object.entries(ui ?? {})) {
    if (TEXT_KEYS.has(key) && typeof value === 'string') out[key] = t(value);
    else if (key === 'ui:enumNames' && Array.isArray(value)) out[key] = value.map((v) => t(String(v)));
    else if (key.startsWith('ui:') || typeof value !== 'object' || value === null) out[key] = value;
    else out[key] = uiSchemaView(value as Ui, new Set(), t);
  }
  for (const field of readonly) out[field] = { ...(out[field] as Ui | undefined), 'ui:readonly': true };
  for (const field of hidden) {
    // A hidden field draws nothing: its label texts go (the template would still show a help line).
    const { 'ui:help': _help, 'ui:description': _description, 'ui:title': _title, ...kept } = (out[field] as Ui | undefined) ?? {};
    out[field] = { ...kept, 'ui:field': 'hiddenField' };
  }
  return out;
}

const isObj = (x: unknown): x is Ui => typeof x === 'object' && x !== null && !Array.isArray(x);
const token = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * What rjsf would refuse to render, as `file#pointer: message`. rjsf answers a ui:order that
 * leaves a field out (a typo, usually) with "Invalid root object field configuration" and the
 * raw schema in place of the whole form; the view shows the fault panel instead.
 */
export function uiSchemaFaults(schema: unknown, ui: unknown, file: string, at = '/uiSchema'): string[] {
  if (!isObj(schema) || !isObj(ui)) return [];
  if (isObj(schema.items)) return uiSchemaFaults(schema.items, ui.items, file, `${at}/items`);
  const fields = isObj(schema.properties) ? Object.keys(schema.properties) : [];
  const out: string[] = [];
  const order = ui['ui:order'];
  if (Array.isArray(order)) {
    try {
      orderProperties(fields, order as string[]);
    } catch (err) {
      const strays = order.filter((e) => e !== '*' && !fields.includes(String(e)));
      const named = strays.length ? ` (ui:order names ${strays.map((s) => `"${String(s)}"`).join(', ')}, not a field of the schema)` : '';
      out.push(`${file}#${at}/ui:order: ${(err as Error).message}${named}`);
    }
  }
  for (const field of fields) out.push(...uiSchemaFaults((schema.properties as Ui)[field], ui[field], file, `${at}/${token(field)}`));
  return out;
}
