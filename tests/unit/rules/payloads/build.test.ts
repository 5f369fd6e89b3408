// buildPayload: a payload's keys in the mapping's order, each from its source; an absent value is
// not sent; a part whose condition does not hold sends none of its keys; a flag is Y when its key
// was sent with a value (JSONata's $boolean), else N.
import { describe, expect, it } from 'vitest';
import { evaluate, holds } from '../../../../rules/evaluator.js';
import { buildPayload, jsonataBoolean } from '../../../../rules/payloads/build.js';
import type { Payload } from '../../../../rules/payloads/types.js';

const PAYLOAD: Payload = {
  parts: [
    { fields: { Name: 'session.Form.Name', Upper: { value: '$uppercase(session.Id)', why: 'test: upper-cased' }, Kind: "'O'" } },
    { when: "session.Loan = 'Y'", why: 'test: with the loan only', fields: { Amount: 'session.Form.Amount', Spouse: 'session.Form.Spouse' } },
    { flags: ['Amount', 'Spouse'], why: 'test: flags' },
    { fields: { Last: 'session.Last' } },
  ],
};
const build = (session: Record<string, unknown>) => buildPayload(PAYLOAD, { session }, { evaluate, holds }, 'test#');

describe('buildPayload', () => {
  it('sends the keys in the mapping\'s order, transformed where the mapping says, literals as written', async () => {
    const body = await build({ Form: { Name: '林', Amount: '150', Spouse: '' }, Id: 'a1', Loan: 'Y', Last: 'z' });
    expect(Object.keys(body)).toEqual(['Name', 'Upper', 'Kind', 'Amount', 'Spouse', 'AmountFlag', 'SpouseFlag', 'Last']);
    expect(body).toEqual({ Name: '林', Upper: 'A1', Kind: 'O', Amount: '150', Spouse: '', AmountFlag: 'Y', SpouseFlag: 'N', Last: 'z' });
  });

  it('leaves out a key whose source is absent', async () => {
    expect(await build({ Loan: 'Y' })).toEqual({ Kind: 'O', AmountFlag: 'N', SpouseFlag: 'N' });
  });

  it('a part whose condition does not hold sends none of its keys; its flags are N', async () => {
    const body = await build({ Form: { Name: '林', Amount: '150', Spouse: '王' }, Loan: 'N' });
    expect(body).toEqual({ Name: '林', Kind: 'O', AmountFlag: 'N', SpouseFlag: 'N' });
  });

  it('a source that fails is a fault naming the mapping\'s pointer, never a missing key', async () => {
    const broken: Payload = { parts: [{ fields: { X: { value: '$uppercase(session.N)', why: 'test' } } }] };
    await expect(buildPayload(broken, { session: { N: 5 } }, { evaluate, holds }, 'flows/payloads.json#/payloads/T')).rejects.toThrow('flows/payloads.json#/payloads/T/parts/0/fields/X/value');
  });
});

describe('jsonataBoolean is JSONata\'s $boolean', () => {
  it.each<[unknown]>([[''], ['x'], ['0'], [0], [1], [-2], [true], [false], [null], [undefined], [{}], [{ a: 1 }], [[]], [['']], [['x']], [['', 'x']], [[0, 0]]])('%j', async (value) => {
    const expected = (await evaluate('$boolean(v) ? true : false', { v: value })) as boolean;
    expect(jsonataBoolean(value)).toBe(expected);
  });
});
