// The journey map's words for a way's conditions (studio/src/words.ts), with the studio's texts
// (studio/locales), so the report says why a route was chosen as the map does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Condition } from '../../../renderer/journey/index.js';
import { conditionsWords, type Say } from '../../../renderer/journey/words.js';

export type ReportLanguage = 'en' | 'zh-TW';

const fill = (text: string, params: Record<string, string> = {}) => text.replace(/\{(\w+)\}/g, (m, name: string) => params[name] ?? m);

/** The studio's texts of a language: `say('words.and')`, `say('report.step', { n })`. */
export function studioSay(root: string, language: ReportLanguage): Say {
  const texts = JSON.parse(readFileSync(join(root, `studio/locales/${language}.json`), 'utf8')) as Record<string, unknown>;
  return (key, params) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
    if (typeof value !== 'string') throw new Error(`studio/locales/${language}.json has no text "${key}"`);
    return fill(value, params);
  };
}

export const wayWords = (when: Condition[], say: Say): string => conditionsWords(when, say);
