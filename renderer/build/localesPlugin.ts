// Vite plugin: `virtual:locales`, the browser's locale texts as flows/languages.json orders them.
// The fallback language (the default, zh-TW) comes with the app, but only the shell's groups of it;
// a screen's own groups come with that screen (`screenTexts`, localeParts.ts); every other language
// is a chunk of its own, loaded whole when an applicant switches to it (or reloads in it). The start
// screen carries the shell's texts and its own, not every screen's in two languages (issue 22).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { LanguageList } from '../../rules/languages.js';
import { localeParts, pick } from './localeParts.js';
import { fromPart } from './screenPartsPlugin.js';

const MODULE = 'virtual:locales';
const RESOLVED = `\0${MODULE}`;
/** One screen's texts of the fallback language: `virtual:locale-part/<screen id>`. */
export const PART = 'virtual:locale-part/';

function localeFile(root: string, code: string): string {
  const path = join(root, 'locales', `${code}.json`);
  if (!existsSync(path)) throw new Error(`flows/languages.json lists "${code}" but locales/${code}.json does not exist`);
  return path;
}

const readTexts = (root: string, code: string) => JSON.parse(readFileSync(localeFile(root, code), 'utf8')) as Record<string, unknown>;
/** JSON text as a module value: JSON.parse of a string is quicker to load than an object literal, and CSP-safe. */
const jsonValue = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** The module's source: the fallback's shell texts, each screen's part and the other languages as lazy imports (a screen's part through its screen part in a build, screenPartsPlugin.ts). */
export function localesModule(root: string, list: LanguageList, build = false): string {
  const others = list.languages.filter((l) => l.code !== list.fallback);
  const fallback = readTexts(root, list.fallback);
  const parts = localeParts(root, fallback);
  return [
    `export const bundled = { ${JSON.stringify(list.fallback)}: ${jsonValue(pick(fallback, parts.shell))} };`,
    'export const lazy = {',
    ...others.map((l) => `  ${JSON.stringify(l.code)}: () => import(${JSON.stringify(localeFile(root, l.code))}).then((m) => m.default),`),
    '};',
    'export const screenTexts = {',
    ...Object.keys(parts.screens).sort().map((id) => `  ${JSON.stringify(id)}: () => ${build ? fromPart(id, 'texts') : `import(${JSON.stringify(PART + id)}).then((m) => m.default)`},`),
    '};',
  ].join('\n');
}

/** `virtual:locale-part/<id>`'s source: the fallback's groups that screen loads. */
export function localePartModule(root: string, list: LanguageList, id: string): string {
  const fallback = readTexts(root, list.fallback);
  return `export default ${jsonValue(pick(fallback, localeParts(root, fallback).screens[id] ?? []))};`;
}

export function locales(root: string): Plugin {
  const listFile = join(root, 'flows/languages.json');
  let build = false;
  return {
    name: 'locales',
    configResolved: (config) => { build = config.command === 'build'; },
    resolveId: (id) => (id === MODULE || id.startsWith(PART) ? `\0${id}` : undefined),
    load(id) {
      if (id !== RESOLVED && !id.startsWith(`\0${PART}`)) return undefined;
      const list = JSON.parse(readFileSync(listFile, 'utf8')) as LanguageList;
      // Which screen a group goes with follows the screens, the code and the texts themselves.
      for (const file of [listFile, localeFile(root, list.fallback)]) this.addWatchFile(file);
      return id === RESOLVED ? localesModule(root, list, build) : localePartModule(root, list, id.slice(`\0${PART}`.length));
    },
  };
}
