// payloadReads: what each key of a payload reads, for the journey model's data-flow check.
import { describe, expect, it } from 'vitest';
import { payloadReads } from '../../../../rules/payloads/reads.js';
import { payloadNamed } from '../../../../rules/payloads/table.js';

describe('payloadReads', () => {
  it('lists each key\'s paths in the order sent: its source, its part\'s condition, a flag\'s key, through named rules', () => {
    const rows = payloadReads({
      parts: [
        { fields: { Name: 'session.Form1Data.NameChinese', Kind: "'O'", Card: { value: 'session.GiftInfo.CardType ? session.GiftInfo.CardType : session.CardType', why: 'test' } } },
        { when: "$named('etpFlow', $$)", why: 'test', fields: { Amount: 'session.Form3Data.ApplyAmt' } },
        { flags: ['Amount'], why: 'test' },
      ],
    });
    expect(rows).toEqual([
      { key: 'Name', reads: ['session.Form1Data.NameChinese'], pointer: '/parts/0/fields/Name' },
      { key: 'Kind', reads: [], pointer: '/parts/0/fields/Kind' },
      { key: 'Card', reads: ['session.GiftInfo.CardType', 'session.CardType'], pointer: '/parts/0/fields/Card/value' },
      { key: 'Amount', reads: ['session.Form3Data.ApplyAmt', 'session.FlowType', 'session.CustomerType'], pointer: '/parts/1/fields/Amount' },
      { key: 'AmountFlag', reads: ['session.Form3Data.ApplyAmt', 'session.FlowType', 'session.CustomerType'], pointer: '/parts/2/flags/0' },
    ]);
  });

  it('an expression that does not compile is a fault beside its key, not an empty list passed off as none', () => {
    const [row] = payloadReads({ parts: [{ fields: { X: { value: 'session.A +', why: 'test' } } }] });
    expect(row).toMatchObject({ key: 'X', reads: [] });
    expect(row.fault).toMatch(/session\.A \+/);
  });

  it('A97: every key the mapping sends, the Form1 name from Form1Data, the loan keys through ApplyPL', () => {
    const rows = new Map(payloadReads(payloadNamed('A97')!).map((r) => [r.key, r.reads]));
    expect(rows.size).toBe(117);
    expect(rows.get('ChineseName')).toEqual(['session.Form1Data.NameChinese']);
    expect(rows.get('Birthday')).toEqual(['session.Birthday']);
    expect(rows.get('LoanFor')).toEqual(['session.Form3Data.LoanFor', 'session.ApplyPL']);
    expect(rows.get('SpouseIdFlag')).toEqual(['session.Form3Data.CustId1', 'session.ApplyPL']);
    expect(rows.get('ClientType')).toEqual([]);
    expect(rows.get('ModFlag')).toEqual(['session.ModFlag']);
  });
});
