// Node's locale texts: locales/<code>.json of every language of flows/languages.json under root.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleTexts } from '../engine/i18n.js';
import type { LanguageList } from '../../rules/languages.js';

export function readLanguageList(root: string): LanguageList {
  return JSON.parse(readFileSync(join(root, 'flows/languages.json'), 'utf8')) as LanguageList;
}

export function nodeLocaleTexts(root: string, list: LanguageList = readLanguageList(root)): LocaleTexts {
  return Object.fromEntries(list.languages.map(({ code }) => [code, JSON.parse(readFileSync(join(root, `locales/${code}.json`), 'utf8')) as Record<string, unknown>]));
}
