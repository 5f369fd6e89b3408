// The applicants the journey is walked for: every combination of the session values that
// decide the way (flows/flow.json journey.contexts: CustomerType, ApplyShortForm, IsOCR ...).
// A dimension's values may depend on the ones before it (`cases`): Channel only in banking,
// an NTB applicant's FlowType is NTB.
import { allHold, type Known } from './tri.js';
import { field, items, str } from './json.js';

type Value = string | null;

export interface Dimension {
  key: string;
  /** null: the key is absent. Used when no case holds. */
  values: Value[];
  /** The first case whose condition (over the dimensions before) holds gives the values instead. */
  cases: { when: string; values: Value[] }[];
}

export interface Context {
  /** "CustomerType ETB, ApplyShortForm N, ..." (absent keys left out). */
  label: string;
  /** session.<key> -> value; undefined: known to be absent. */
  known: Known;
  values: Record<string, Value>;
}

const valuesOf = (x: unknown): Value[] => items(x).filter((v): v is Value => typeof v === 'string' || v === null);

export function dimensions(flow: unknown): Dimension[] {
  return items(field(field(flow, 'journey'), 'contexts')).flatMap((d) => {
    const key = str(field(d, 'key'));
    const values = valuesOf(field(d, 'values'));
    const cases = items(field(d, 'cases')).flatMap((c) => {
      const when = str(field(c, 'when'));
      return when ? [{ when, values: valuesOf(field(c, 'values')) }] : [];
    });
    return key && values.length > 0 ? [{ key, values, cases }] : [];
  });
}

const labelOf = (values: Record<string, Value>): string =>
  Object.entries(values).filter(([, v]) => v !== null).map(([k, v]) => `${k} ${v}`).join(', ') || 'any applicant';

/** Every combination, in the dimensions' order. */
export function contexts(dims: Dimension[], named?: Record<string, string>): Context[] {
  let rows: Record<string, Value>[] = [{}];
  for (const d of dims) {
    rows = rows.flatMap((row) => {
      const known = toKnown(row);
      const chosen = d.cases.find((c) => allHold([{ expr: c.when }], { known, named }) === true);
      return (chosen?.values ?? d.values).map((v) => ({ ...row, [d.key]: v }));
    });
  }
  return rows.map((values) => ({ label: labelOf(values), known: toKnown(values), values }));
}

function toKnown(values: Record<string, Value>): Map<string, unknown> {
  return new Map(Object.entries(values).map(([k, v]) => [`session.${k}`, v === null ? undefined : v]));
}
