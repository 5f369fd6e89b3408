// $lang(session.Lang, 'api' | 'session'): the bank's Lang value for the session's
// language, through flows/languages.json, so no screen writes 'zh_TW' or 'TW'.
// An absent or unknown session Lang is the default language's.
import { bankLang } from '../languages.js';
import type { CustomFunction } from './types.js';

export function lang(sessionLang: string | undefined, kind: string): string {
  if (kind !== 'api' && kind !== 'session') {
    throw Object.assign(new Error(`$lang: the second argument must be 'api' or 'session', not ${JSON.stringify(kind)}`), { code: 'LANG1' });
  }
  return bankLang(sessionLang, kind);
}

export const langFunction: CustomFunction = { name: 'lang', implementation: lang, signature: '<ss:s>' };
