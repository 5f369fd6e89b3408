// The applicants the journey is walked for: every combination of the session values that
// decide the way (flows/flow.json journey.contexts: CustomerType, ApplyShortForm, IsOCR ...).
// A dimension may apply only when another holds (Channel only in banking, IBMB = Y).
import { allHold, type Known } from './tri.js';
import { field, items, str } from './json.js';

export interface Dimension {
  key: string;
  /** null: the key is absent. */
  values: (string | null)[];
  /** Applies only when this holds over the dimensions before it; otherwise the key is absent. */
  when?: string;
}

export interface Context {
  /** "CustomerType ETB, ApplyShortForm N, ..." (absent keys left out). */
  label: string;
  /** session.<key> -> value; undefined: known to be absent. */
  known: Known;
  values: Record<string, string | null>;
}

export function dimensions(flow: unknown): Dimension[] {
  return items(field(field(flow, 'journey'), 'contexts')).flatMap((d) => {
    const key = str(field(d, 'key'));
    const values = items(field(d, 'values')).filter((v): v is string | null => typeof v === 'string' || v === null);
    return key && values.length > 0 ? [{ key, values, ...(str(field(d, 'when')) ? { when: str(field(d, 'when')) } : {}) }] : [];
  });
}

const labelOf = (values: Record<string, string | null>): string =>
  Object.entries(values).filter(([, v]) => v !== null).map(([k, v]) => `${k} ${v}`).join(', ') || 'any applicant';

/** Every combination, in the dimensions' order. */
export function contexts(dims: Dimension[], named?: Record<string, string>): Context[] {
  let rows: Record<string, string | null>[] = [{}];
  for (const d of dims) {
    rows = rows.flatMap((row) => {
      const known = toKnown(row);
      const applies = d.when === undefined ? true : allHold([{ expr: d.when }], { known, named });
      // A dimension whose condition is false for this row takes only "absent".
      const values = applies === false ? [null] : d.values;
      return values.map((v) => ({ ...row, [d.key]: v }));
    });
  }
  return rows.map((values) => ({ label: labelOf(values), known: toKnown(values), values }));
}

function toKnown(values: Record<string, string | null>): Map<string, unknown> {
  return new Map(Object.entries(values).map(([k, v]) => [`session.${k}`, v === null ? undefined : v]));
}
