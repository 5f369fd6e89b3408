// walkJourney: the model built, then walked once per group of applicants for whom every condition comes out the same.
import { describe, expect, it } from 'vitest';
import { walkJourney } from '../../../renderer/journey/index.js';
import { flow, input } from './fixture.js';

describe('walkJourney', () => {
  it('given a dimension no condition reads, when walked, then applicants differing only there walk together', () => {
    const contexts = [...flow.journey.contexts, { key: 'Lang', values: ['zh', 'en'] }];
    const walked = walkJourney({ ...input, flow: { ...flow, journey: { starts: ['/'], contexts } } });
    expect(walked.contexts).toHaveLength(8);
    expect(walked.graphs.map((g) => g.members.map((c) => c.label))).toEqual([
      ['CustomerType NTB, Agent Y, Lang zh', 'CustomerType NTB, Agent Y, Lang en'],
      ['CustomerType NTB, Lang zh', 'CustomerType NTB, Lang en'],
      ['CustomerType ETB, Agent Y, Lang zh', 'CustomerType ETB, Agent Y, Lang en'],
      ['CustomerType ETB, Lang zh', 'CustomerType ETB, Lang en'],
    ]);
    expect(walked.graphs.map((g) => g.context)).toEqual(walked.graphs.map((g) => g.members[0]));
  });

  it.each([
    { given: 'journey.starts', journey: { starts: ['/IndexPage', '/Verify'] }, starts: ['/IndexPage', '/Verify'] },
    { given: 'no journey.starts', journey: {}, starts: ['/'] },
  ])('given $given, when walked, then it starts from $starts', ({ journey, starts }) => {
    const walked = walkJourney({ ...input, flow: { ...flow, journey } });
    expect(walked.starts).toEqual(starts);
    expect(walked.contexts.map((c) => c.label)).toEqual(['any applicant']);
    expect(walked.named).toEqual({});
  });
});
