// $payload keeps the last payload built while the roots its expressions name hold the same values:
// the preview's thirty rows build A97 once per revision, not thirty times.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../../rules/evaluator.js';
import { payloadMemoKey } from '../../../../rules/payloads/memo.js';

describe('payloadMemoKey', () => {
  it('keys by the roots the expressions name, by value', () => {
    const key = payloadMemoKey({ parts: [{ fields: { A: 'session.A', B: 'consts.B' } }] })!;
    expect(key({ session: { A: 1 }, consts: { B: 2 }, server: { X: 1 } })).toBe(key({ session: { A: 1 }, consts: { B: 2 }, server: { X: 2 } }));
    expect(key({ session: { A: 1 }, consts: { B: 2 } })).not.toBe(key({ session: { A: 2 }, consts: { B: 2 } }));
  });

  it.each([['$$.session.A'], ['$.session.A'], ['$string($)'], ["$named('etpFlow', $$) ? 'Y' : 'N'"], ['$now()'], ['$millis()'], ['$random()'], ["$eval('session.A')"]])('never keeps a payload reading %s', (value) => {
    expect(payloadMemoKey({ parts: [{ fields: { A: { value, why: 'test' } } }] })).toBeUndefined();
  });
});

describe('$payload', () => {
  it('gives the same payload while the session holds the same values, a new one when it changes', async () => {
    const root = (name: string) => ({ session: { Form1Data: { NameChinese: name } }, form: {}, query: {}, server: {}, consts: {} });
    const first = await evaluate("$payload('A97', $$)", root('林小華'));
    expect(await evaluate("$payload('A97', $$)", root('林小華'))).toBe(first);
    const other = (await evaluate("$payload('A97', $$)", root('王美麗'))) as Record<string, unknown>;
    expect(other).not.toBe(first);
    expect(other.ChineseName).toBe('王美麗');
  });
});
