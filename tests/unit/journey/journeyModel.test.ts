// whoOf: the applicants a fault concerns, in few words; PerContext tells a fault found for several once.
import { describe, expect, it } from 'vitest';
import { contexts, type Dimension } from '../../../renderer/journey/contexts.js';
import { PerContext, whoOf } from '../../../scripts/check/journeyModel.js';

const dims: Dimension[] = [
  { key: 'CustomerType', values: ['NTB', 'ETB'], cases: [] },
  { key: 'Agent', values: ['Y', null], cases: [] },
  { key: 'ApplyPL', values: ['Y', 'N'], cases: [] },
];
// 0 NTB Y Y, 1 NTB Y N, 2 NTB - Y, 3 NTB - N, 4 ETB Y Y, 5 ETB Y N, 6 ETB - Y, 7 ETB - N
const all = contexts(dims);

describe('whoOf', () => {
  it.each([
    { given: 'every applicant', who: [0, 1, 2, 3, 4, 5, 6, 7], expected: 'every applicant' },
    { given: 'one kind, all such', who: [4, 5, 6, 7], expected: 'CustomerType ETB' },
    { given: 'one kind with an absent key, all such', who: [6, 7], expected: 'CustomerType ETB, no Agent' },
    { given: 'a single context', who: [6], expected: 'CustomerType ETB, no Agent, ApplyPL Y' },
    { given: 'part of a kind', who: [4, 5, 6], expected: 'CustomerType ETB (3 of the 4 such applicants, e.g. CustomerType ETB, Agent Y, ApplyPL Y)' },
    { given: 'part of a kind fixed by two keys', who: [0, 4], expected: 'Agent Y, ApplyPL Y' },
    { given: 'two with nothing in common', who: [0, 7], expected: 'CustomerType NTB, Agent Y, ApplyPL Y (and 1 other applicant)' },
    { given: 'three with nothing in common', who: [0, 5, 7], expected: 'CustomerType NTB, Agent Y, ApplyPL Y (and 2 other applicants)' },
  ])('given $given, when told in few words, then "$expected"', ({ who, expected }) => {
    expect(whoOf(who.map((i) => all[i]), all)).toBe(expected);
  });
});

describe('whoOf with a key of three values', () => {
  const three = contexts([{ key: 'CustomerType', values: ['NTB', 'ETB', 'ETP'], cases: [] }, { key: 'AgentStep', values: ['0', '20', null], cases: [] }]);
  // 0 NTB 0, 1 NTB 20, 2 NTB -, 3 ETB 0, 4 ETB 20, 5 ETB -, 6 ETP 0, 7 ETP 20, 8 ETP -
  it.each([
    { given: 'every applicant with values in two sets', who: [1, 2, 4, 5], expected: 'CustomerType NTB or ETB, AgentStep 20 or none' },
    { given: 'every applicant with two of three values', who: [0, 1, 2, 3, 4, 5], expected: 'CustomerType NTB or ETB' },
    { given: 'not every applicant of the sets', who: [1, 2, 4], expected: 'CustomerType NTB, AgentStep 20 (and 2 other applicants)' },
  ])('given $given, when told in few words, then "$expected"', ({ who, expected }) => {
    expect(whoOf(who.map((i) => three[i]), three)).toBe(expected);
  });
});

describe('PerContext', () => {
  it('given a fault found for two groups of applicants, when reported, then it is told once, for all of them', () => {
    const found = new PerContext(all);
    found.add('f', 'schemas/a.json', '/next', [all[4], all[5]], (who) => `stuck for ${who}`);
    found.add('f', 'schemas/a.json', '/next', [all[5], all[6], all[7]], (who) => `stuck for ${who}`);
    found.add('g', 'schemas/b.json', '/next/1', [all[0]], (who) => `loops for ${who}`);
    const faults: string[] = [];
    found.report((file, pointer, message) => faults.push(`${file}#${pointer}: ${message}`));
    expect(faults).toEqual(['schemas/a.json#/next: stuck for CustomerType ETB', 'schemas/b.json#/next/1: loops for CustomerType NTB, Agent Y, ApplyPL Y']);
  });
});
