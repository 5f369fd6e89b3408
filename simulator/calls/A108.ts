// A108: the English name of a Chinese name, in Hanyu Pinyin as Taiwan's passports write it
// (family name, then the given name's syllables joined by hyphens, capitals, ü as YU), via
// pinyin-pro with surname readings (曾 ZENG, 單 SHAN). Two-character family names are split off
// when the name has at least three characters. A name of chineseNameMin to chineseNameMax characters
// (flows/constants.json, 2 to 100 by the seeds). Reads nothing of the bank's: a valid token.
import { pinyin } from 'pinyin-pro';
import type { Handler } from '../context.js';
import { str } from '../util.js';

const COMPOUND_SURNAMES = new Set(['歐陽', '司馬', '諸葛', '上官', '東方', '皇甫', '公孫', '令狐', '慕容', '司徒', '西門', '張簡', '范姜', '周黃', '張廖', '簡林', '陳吳']);

const MSG_BAD_NAME = '中文姓名格式不正確';

// pinyin-pro's surname readings are keyed by simplified characters: the traditional forms of the
// surnames read otherwise than the character (單 SHAN, not DAN) are mapped before the lookup.
const SIMPLIFIED_SURNAME: Record<string, string> = { 單: '单', 樂: '乐', 區: '区', 繆: '缪', 蓋: '盖', 員: '员', 長: '长', 萬: '万' };

/** One syllable as a passport writes it: no tone, ü as YU (呂 LYU), capitals. */
const passport = (syllable: string): string => syllable.replace(/ü|v/g, 'yu').toUpperCase();

/** Han characters, one UTF-16 unit each (the BMP blocks), so a name's length is its characters. */
const HAN = /^[\u3400-\u9fff\uf900-\ufaff]+$/u;

export function romanise(name: string, length: { min: number; max: number }): { ENameLast: string; ENameFirst: string } | undefined {
  if (!HAN.test(name) || name.length < length.min || name.length > length.max) return undefined;
  const lookup = (SIMPLIFIED_SURNAME[name[0]] ?? name[0]) + name.slice(1);
  const syllables = pinyin(lookup, { toneType: 'none', type: 'array', surname: 'head', v: false }).map(passport);
  const familyLength = name.length >= 3 && COMPOUND_SURNAMES.has(name.slice(0, 2)) ? 2 : 1;
  return { ENameLast: syllables.slice(0, familyLength).join(''), ENameFirst: syllables.slice(familyLength).join('-') };
}

export const A108: Handler = (req, ctx) => {
  const english = romanise(str(req, 'CName'), { min: ctx.policy.chineseNameMin, max: ctx.policy.chineseNameMax });
  return english ? { Success: true, ...english } : { Success: false, ErrMsg: MSG_BAD_NAME };
};
