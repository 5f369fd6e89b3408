// flows/languages.json against itself and the locale files: codes and Lang
// values listed once, default and fallback listed, a locale file for every
// language and no locale file without a language; and every scenario's
// language (the run's and a step's) is a listed one.
import { didYouMean } from './didYouMean.js';
import { ptr } from './pointer.js';
import { field, items, str } from './walk.js';
import type { Sink, Tree } from './types.js';

const FILE = 'flows/languages.json';

/** The listed codes, in order; without a readable list, the locale files present (so the other checks still run). */
export function languageCodes(tree: Tree): string[] {
  const listed = items(field(tree.languages?.data, 'languages')).map((l) => str(field(l, 'code'))).filter((c): c is string => !!c);
  return tree.languages ? [...new Set(listed)] : [...tree.locales.keys()];
}

/** The language other locales are compared with: the list's fallback (else its first). */
export function referenceLanguage(tree: Tree): string | undefined {
  const codes = languageCodes(tree);
  const fallback = str(field(tree.languages?.data, 'fallback'));
  return fallback && codes.includes(fallback) ? fallback : codes[0];
}

function checkList(tree: Tree, sink: Sink): void {
  if (!tree.languages) return;
  const data = tree.languages.data;
  const seen = new Map<string, Set<string>>([['code', new Set()], ['sessionLang', new Set()]]);
  items(field(data, 'languages')).forEach((entry, i) => {
    for (const [key, values] of seen) {
      const value = str(field(entry, key));
      if (value === undefined) continue;
      if (values.has(value)) sink.fault(FILE, ptr('/languages', i, key), `${key} "${value}" is listed twice`);
      values.add(value);
    }
    const code = str(field(entry, 'code'));
    const file = `locales/${code}.json`;
    if (code && !tree.locales.has(code) && !tree.unparsed.has(file)) sink.fault(FILE, ptr('/languages', i, 'code'), `${file} is missing: every listed language needs its locale file`);
  });
  const codes = languageCodes(tree);
  for (const key of ['default', 'fallback']) {
    const code = str(field(data, key));
    if (code !== undefined && !codes.includes(code)) sink.fault(FILE, ptr('', key), `"${code}" is not a listed language (listed: ${codes.join(', ')})${didYouMean(code, codes)}`);
  }
  for (const code of tree.locales.keys()) {
    if (!codes.includes(code)) sink.fault(`locales/${code}.json`, '', `"${code}" is not a language of ${FILE}: add a line there, or remove the file`);
  }
}

function checkScenarios(tree: Tree, sink: Sink): void {
  const codes = languageCodes(tree);
  const check = (file: string, pointer: string, value: unknown) => {
    if (typeof value === 'string' && !codes.includes(value)) sink.fault(file, pointer, `unknown language "${value}" (listed in ${FILE}: ${codes.join(', ')})${didYouMean(value, codes)}`);
  };
  for (const { file, data } of tree.scenarios) {
    check(file, '/language', field(data, 'language'));
    items(field(data, 'steps')).forEach((step, i) => check(file, ptr('/steps', i, 'language'), field(step, 'language')));
  }
}

export function checkLanguages(tree: Tree, sink: Sink): void {
  checkList(tree, sink);
  checkScenarios(tree, sink);
}
