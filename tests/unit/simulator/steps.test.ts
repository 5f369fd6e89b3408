// simulator/judge/steps.ts callsBefore: given the repository's own config and an applicant as the
// bank knows them, when the journey model is walked to /Confirm's A97, then the calls made on
// every way there; what the bank does not know stays open and can only take calls away.
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadJudgeConfig, type JudgeConfig } from '../../../simulator/judge/index.js';
import { callsBefore } from '../../../simulator/judge/steps.js';

let config: JudgeConfig;
beforeAll(() => { config = loadJudgeConfig(resolve(import.meta.dirname, '../../..')); });

/** Session values as the model's conditions read them (undefined: surely absent). */
const known = (values: Record<string, unknown>) => new Map(Object.entries(values).map(([k, v]) => [`session.${k}`, v]));
/** No agent, no banking, no ID photos on record: what the bank knows of a plain web applicant. */
const web = { Agent: undefined, AgentStep: undefined, IBMB: undefined, Channel: undefined, imageFlag: undefined };

describe('callsBefore: the steps the journey model requires before A97', () => {
  it.each([
    { who: 'E220456783 (ETP, FlowType ETB, not pre-approved)', values: { ...web, CustomerType: 'ETP', FlowType: 'ETB', ApproveCus: 'N', ApplyShortForm: 'N' } },
    { who: 'an ETB customer', values: { ...web, CustomerType: 'ETB', FlowType: 'ETB', ApproveCus: 'N', ApplyShortForm: 'N' } },
    { who: 'a new applicant', values: { ...web, CustomerType: 'NTB', FlowType: 'NTB', ApproveCus: 'N' } },
    { who: 'an ETB customer through banking', values: { ...web, CustomerType: 'ETB', FlowType: 'ETB', ApproveCus: 'N', ApplyShortForm: 'N', IBMB: 'Y', Channel: 'IB' } },
  ])('$who: A84 and the ID photos submitted (FileUploadSubmit, with their recognition A61)', ({ values }) => {
    expect(callsBefore(config.journey, known(values), 'A97')).toEqual(expect.arrayContaining(['A61', 'A84', 'FileUploadSubmit']));
  });

  it.each([
    { who: 'an ETP customer with an ETP flag (FlowType ETP, pre-approved)', values: { ...web, CustomerType: 'ETP', FlowType: 'ETP', ApproveCus: 'Y', ApplyShortForm: 'N' } },
    { who: 'an ETB customer whose agent case the bank cannot place (Agent open)', values: { CustomerType: 'ETB', FlowType: 'ETB', ApproveCus: 'N' } },
    { who: 'an ETB customer whose ID photos are on record already (imageFlag open: /Validate2 may have set it)', values: { Agent: undefined, AgentStep: undefined, IBMB: undefined, Channel: undefined, CustomerType: 'ETB', FlowType: 'ETB', ApproveCus: 'N' } },
  ])('$who: no ID photos required', ({ values }) => {
    const calls = callsBefore(config.journey, known(values), 'A97');
    expect(calls).toContain('A84');
    expect(calls).not.toContain('FileUploadSubmit');
  });

  it('a call the model never reaches for the applicant requires nothing', () => {
    expect(callsBefore(config.journey, known({ ...web, CustomerType: 'ETB', FlowType: 'ETB' }), 'A0')).toEqual([]);
  });
});
