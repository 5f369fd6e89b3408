// contexts: the applicants the journey is walked for, every combination of the values that decide
// the way, a dimension's values depending on the ones before it (cases).
import { describe, expect, it } from 'vitest';
import { contexts, dimensions, type Dimension } from '../../../renderer/journey/contexts.js';

const customer: Dimension = { key: 'CustomerType', values: ['NTB', 'ETB'], cases: [] };
const flowType: Dimension = { key: 'FlowType', values: ['ETB', 'ETP'], cases: [{ when: "session.CustomerType = 'NTB'", values: ['NTB'] }] };
const ibmb: Dimension = { key: 'IBMB', values: ['Y', 'N'], cases: [] };
const channel: Dimension = { key: 'Channel', values: [null], cases: [{ when: "session.IBMB = 'Y'", values: ['IB', 'MB'] }] };

interface Row {
  given: string;
  dims: Dimension[];
  labels: string[];
}

const rows: Row[] = [
  { given: 'no dimensions', dims: [], labels: ['any applicant'] },
  { given: 'one dimension', dims: [customer], labels: ['CustomerType NTB', 'CustomerType ETB'] },
  {
    given: 'FlowType NTB for NTB, Channel only when IBMB = Y',
    dims: [customer, flowType, ibmb, channel],
    labels: [
      'CustomerType NTB, FlowType NTB, IBMB Y, Channel IB',
      'CustomerType NTB, FlowType NTB, IBMB Y, Channel MB',
      'CustomerType NTB, FlowType NTB, IBMB N',
      'CustomerType ETB, FlowType ETB, IBMB Y, Channel IB',
      'CustomerType ETB, FlowType ETB, IBMB Y, Channel MB',
      'CustomerType ETB, FlowType ETB, IBMB N',
      'CustomerType ETB, FlowType ETP, IBMB Y, Channel IB',
      'CustomerType ETB, FlowType ETP, IBMB Y, Channel MB',
      'CustomerType ETB, FlowType ETP, IBMB N',
    ],
  },
  {
    given: 'a case over a key no dimension fixes (it does not surely hold)',
    dims: [customer, { key: 'Agent', values: ['Y', null], cases: [{ when: "session.Other = 'Y'", values: ['N'] }] }],
    labels: ['CustomerType NTB, Agent Y', 'CustomerType NTB', 'CustomerType ETB, Agent Y', 'CustomerType ETB'],
  },
  {
    given: 'two cases that hold: the first wins',
    dims: [customer, { key: 'Step', values: ['0'], cases: [{ when: "session.CustomerType = 'ETB'", values: ['1'] }, { when: 'true', values: ['2'] }] }],
    labels: ['CustomerType NTB, Step 2', 'CustomerType ETB, Step 1'],
  },
  {
    given: 'a case through a named rule',
    dims: [customer, { key: 'Prefill', values: ['N'], cases: [{ when: "$named('existing', $$)", values: ['Y'] }] }],
    labels: ['CustomerType NTB, Prefill N', 'CustomerType ETB, Prefill Y'],
  },
  { given: 'only absent values', dims: [{ key: 'Agent', values: [null], cases: [] }], labels: ['any applicant'] },
];

describe('contexts', () => {
  it.each(rows)('given $given, when the applicants are listed, then they are, in order: $labels', ({ dims, labels }) => {
    expect(contexts(dims, { existing: "session.CustomerType != 'NTB'" }).map((c) => c.label)).toEqual(labels);
  });

  it('given a null value, when an applicant is listed, then its key is known to be absent (not unknown) and its value null', () => {
    const [withChannel, , without] = contexts([customer, flowType, ibmb, channel]);
    expect([...without.known]).toEqual([['session.CustomerType', 'NTB'], ['session.FlowType', 'NTB'], ['session.IBMB', 'N'], ['session.Channel', undefined]]);
    expect(without.known.has('session.Channel')).toBe(true);
    expect(without.values).toEqual({ CustomerType: 'NTB', FlowType: 'NTB', IBMB: 'N', Channel: null });
    expect(withChannel.values).toEqual({ CustomerType: 'NTB', FlowType: 'NTB', IBMB: 'Y', Channel: 'IB' });
  });
});

describe('dimensions', () => {
  it('given flows/flow.json journey.contexts, when it is read, then each dimension with its values and cases; entries without a key or values, and cases without when, left out', () => {
    const flow = {
      journey: {
        contexts: [
          { key: 'CustomerType', values: ['NTB', 'ETB', 3] },
          { key: 'Channel', values: [null], cases: [{ when: "session.IBMB = 'Y'", values: ['IB', 'MB'] }, { values: ['X'] }] },
          { key: 'Empty', values: [] },
          { values: ['Y'] },
        ],
      },
    };
    expect(dimensions(flow)).toEqual([
      { key: 'CustomerType', values: ['NTB', 'ETB'], cases: [] },
      { key: 'Channel', values: [null], cases: [{ when: "session.IBMB = 'Y'", values: ['IB', 'MB'] }] },
    ]);
  });

  it('given a flow without journey.contexts, when it is read, then there are none', () => {
    expect(dimensions({ routes: [] })).toEqual([]);
  });
});
