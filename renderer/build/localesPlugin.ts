// Vite plugin: `virtual:locales`, the browser's locale texts as flows/languages.json orders them.
// The fallback language (the default, zh-TW) is bundled with the app; every other language is a
// chunk of its own, loaded when an applicant switches to it (or reloads in it): the start screen
// carries one language's texts, not all (issue 22).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { LanguageList } from '../../rules/languages.js';

const MODULE = 'virtual:locales';
const RESOLVED = `\0${MODULE}`;

/** The module's source: the fallback's texts imported, the others as lazy imports. */
export function localesModule(root: string, list: LanguageList): string {
  const file = (code: string) => {
    const path = join(root, 'locales', `${code}.json`);
    if (!existsSync(path)) throw new Error(`flows/languages.json lists "${code}" but locales/${code}.json does not exist`);
    return JSON.stringify(path);
  };
  const others = list.languages.filter((l) => l.code !== list.fallback);
  return [
    `import fallback from ${file(list.fallback)};`,
    `export const bundled = { ${JSON.stringify(list.fallback)}: fallback };`,
    'export const lazy = {',
    ...others.map((l) => `  ${JSON.stringify(l.code)}: () => import(${file(l.code)}).then((m) => m.default),`),
    '};',
  ].join('\n');
}

export function locales(root: string): Plugin {
  const listFile = join(root, 'flows/languages.json');
  return {
    name: 'locales',
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(listFile);
      return localesModule(root, JSON.parse(readFileSync(listFile, 'utf8')) as LanguageList);
    },
  };
}
