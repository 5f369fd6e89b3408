// The studio's edge labels: JSONata conditions said in words (studio/src/words.ts), with the
// studio's English texts, and the shapes it does not cover shown as written.
import { describe, expect, it } from 'vitest';
import en from '../../../studio/locales/en.json';
import zh from '../../../studio/locales/zh-TW.json';
import { conditionWords, conditionsWords, keyWords, type Say } from '../../../renderer/journey/words.js';

const source = { file: 'schemas/x.json', pointer: '/next/0/when' };
const sayIn = (texts: Record<string, unknown>): Say => (key, params = {}) => {
  const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
  if (typeof template !== 'string') throw new Error(`no text ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
};
const say = sayIn(en);

describe('conditionWords', () => {
  it.each([
    ["session.CustomerType = 'ETB' and session.OFFUSFlag != 'Y'", false, 'customer type ETB and no OFFUS flag'],
    ["session.CustomerType = 'ETB'", true, 'customer type not ETB'],
    ["session.IsOCR = 'Y'", false, 'is OCR'],
    ["$not(session.IsOCR = 'Y')", false, 'no is OCR'],
    ["$exists(session.AddressToken)", false, 'address token known'],
    ["$not($exists(session.token))", false, 'no token'],
    ["session.Channel in ['IB', 'MB']", false, 'channel IB or MB'],
    ["$named('etpFlow', $$)", true, 'not etp flow'],
    ["$boolean(form.OtherNation1)", false, 'form other nation1 given'],
    ["server.A20.Success = true", false, 'A20 success'],
    ["$count(session.Gifts) > 2", false, 'number of gifts above 2'],
    ["$count(session.Gifts) > 2", true, 'number of gifts at most 2'],
    ["session.A = 'x' or (session.B = 'y' and session.C = 'z')", false, 'A x or (B y and C z)'],
    ["session.A = 'x' and session.B = 'y'", true, 'A not x or B not y'],
  ])('%s (negated %s): %s', (expr, negated, words) => {
    expect(conditionWords({ expr, negated, source }, say)).toBe(words);
  });

  it('an expression the words do not cover is shown as written (negated: wrapped)', () => {
    expect(conditionWords({ expr: "$substring(session.ID, 0, 1) = 'A'", source }, say)).toBe("$substring(session.ID, 0, 1) = 'A'");
    expect(conditionWords({ expr: '$foo(', negated: true, source }, say)).toBe('not ($foo()');
  });

  it('an opaque condition says its label', () => {
    expect(conditionWords({ label: 'A73 refused', source }, say)).toBe('A73 refused');
  });

  it('no condition reads "always"; several are joined with "and"; Chinese has its own words', () => {
    expect(conditionsWords([], say)).toBe('always');
    expect(conditionsWords([{ expr: "session.IBMB = 'Y'", source }, { label: 'A84 refused', source }], say)).toBe('IBMB and A84 refused');
    expect(conditionWords({ expr: "session.CustomerType = 'ETB' and session.OFFUSFlag != 'Y'", source }, sayIn(zh))).toBe('customer type 為 ETB 且 無 OFFUS flag');
  });
});

describe('keyWords', () => {
  it.each([['OFFUSFlag', 'OFFUS flag'], ['CustomerType', 'customer type'], ['IBMB', 'IBMB'], ['ApplyShortForm', 'apply short form']])('%s -> %s', (key, words) => {
    expect(keyWords(key)).toBe(words);
  });
});

describe('the studio texts', () => {
  const keys = (node: unknown, prefix = ''): string[] => (typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix]);
  it('English and Chinese have the same keys', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });
});
