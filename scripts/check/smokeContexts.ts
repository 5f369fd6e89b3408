// The contexts the smoke render runs each screen under: the session values
// that change what a screen shows (CustomerType, ApplyShortForm, IsOCR, IBMB)
// and every language. The full product grows fast (3·2·2·2·languages), so the
// rows cover every pair of values instead (pairwise): a fault that needs two
// values together is still met.
import { entries, field, items, str } from './walk.js';
import type { Tree } from './types.js';

export type Factor = [name: string, values: string[]];
export type Row = Record<string, string>;

const SESSION_FACTORS: Factor[] = [
  ['CustomerType', ['NTB', 'ETB', 'ETP']],
  ['ApplyShortForm', ['Y', 'N']],
  ['IsOCR', ['Y', 'N']],
  ['IBMB', ['Y', 'N']],
];

/** Every row of the full product, in order. */
function product(factors: Factor[]): Row[] {
  return factors.reduce<Row[]>((rows, [name, values]) => rows.flatMap((row) => values.map((v) => ({ ...row, [name]: v }))), [{}]);
}

const pairsOf = (row: Row, factors: Factor[]): string[] => {
  const out: string[] = [];
  for (let i = 0; i < factors.length; i++) {
    for (let j = i + 1; j < factors.length; j++) out.push(`${factors[i][0]}=${row[factors[i][0]]}|${factors[j][0]}=${row[factors[j][0]]}`);
  }
  return out;
};

/** Rows covering every pair of values of any two factors (greedy: each next row covers the most pairs not yet covered). */
export function pairwise(factors: Factor[]): Row[] {
  const candidates = product(factors);
  const uncovered = new Set(candidates.flatMap((row) => pairsOf(row, factors)));
  const rows: Row[] = [];
  while (uncovered.size > 0) {
    let best = candidates[0];
    let bestCount = -1;
    for (const row of candidates) {
      const count = pairsOf(row, factors).filter((p) => uncovered.has(p)).length;
      if (count > bestCount) [best, bestCount] = [row, count];
    }
    rows.push(best);
    for (const p of pairsOf(best, factors)) uncovered.delete(p);
  }
  return rows;
}

export interface SmokeContext {
  /** Printed in a fault: "CustomerType NTB, ApplyShortForm Y, IsOCR N, IBMB Y, language en". */
  label: string;
  session: Record<string, unknown>;
  language: string;
}

/** The languages: flows/languages.json (code and the session's Lang value), else the locale files. */
function languages(tree: Tree): { code: string; sessionLang?: string }[] {
  const listed = items(field(tree.languages?.data, 'languages'))
    .map((l) => ({ code: str(field(l, 'code')), sessionLang: str(field(l, 'sessionLang')) }))
    .filter((l): l is { code: string; sessionLang: string | undefined } => l.code !== undefined && tree.locales.has(l.code));
  return listed.length > 0 ? listed : [...tree.locales.keys()].map((code) => ({ code }));
}

export function smokeContexts(tree: Tree): SmokeContext[] {
  const langs = languages(tree);
  const factors: Factor[] = [...SESSION_FACTORS, ['language', langs.map((l) => l.code)]];
  return pairwise(factors.filter(([, values]) => values.length > 0)).map((row) => {
    const { language = langs[0]?.code ?? '', ...session } = row;
    const sessionLang = langs.find((l) => l.code === language)?.sessionLang;
    return {
      label: entries(row).map(([k, v]) => `${k} ${String(v)}`).join(', '),
      session: { ...session, ...(sessionLang ? { Lang: sessionLang } : {}) },
      language,
    };
  });
}
