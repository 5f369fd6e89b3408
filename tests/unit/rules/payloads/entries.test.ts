// A payload entry written as a plain string must be a plain source: a path from a root of the
// context or a literal. Anything else is a transformation, written { value, why }.
import { describe, expect, it } from 'vitest';
import { isPlainSource, payloadKeys } from '../../../../rules/payloads/entries.js';

describe('isPlainSource', () => {
  it.each([
    ['session.IDNO', true], ['session.Form1Data.NameChinese', true], ['server.A20.Email', true], ['consts.otpSeconds', true],
    ['query.CTID', true], ['form.PromoCode', true], ["'O'", true], ["''", true], ['"O"', true], ['7', true], ['-1.5', true], ['true', true], ['null', true],
    ['$uppercase(session.IDNO)', false], ["session.ApplyPL = 'Y' ? 'Y' : 'N'", false], ['session', false], ['sesion.IDNO', false],
    ['response.ApplyID', false], ['session.Form3Data[0]', false], ["'it''s'", false], ['IDNO', false],
  ])('%s: %s', (expr, plain) => {
    expect(isPlainSource(expr)).toBe(plain);
  });
});

describe('payloadKeys', () => {
  it('lists the keys in the order sent, with the pointer of each source, the part\'s condition and the flags', () => {
    const keys = payloadKeys({
      parts: [
        { fields: { A: 'session.A', 'B/C': { value: '$uppercase(session.B)', why: 'test' } } },
        { when: "session.X = 'Y'", why: 'test', fields: { D: 'session.D' } },
        { flags: ['D'], why: 'test' },
      ],
    });
    expect(keys).toEqual([
      { kind: 'field', key: 'A', expr: 'session.A', pointer: '/parts/0/fields/A', transformation: false },
      { kind: 'field', key: 'B/C', expr: '$uppercase(session.B)', pointer: '/parts/0/fields/B~1C/value', why: 'test', transformation: true },
      { kind: 'field', key: 'D', expr: 'session.D', pointer: '/parts/1/fields/D', when: { expr: "session.X = 'Y'", pointer: '/parts/1/when' }, transformation: false },
      { kind: 'flag', key: 'DFlag', of: 'D', pointer: '/parts/2/flags/0' },
    ]);
  });
});
