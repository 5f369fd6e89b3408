// The steps that use the simulated bank's development doors: its clock, its outbox and its forced answers.
import { CALL_CODES } from '../../check/callCodes.js';
import { didYouMean } from '../../check/didYouMean.js';
import { names, type StepHandlers } from './handler.js';

export const bankSteps: StepHandlers<'advanceClock' | 'expectOutbox' | 'bankAnswers'> = {
  advanceClock: async (step, run, n) => {
    const clock = `${run.apiUrl}/__dev/clock`;
    const { offsetMs } = (await (await fetch(clock)).json()) as { offsetMs: number };
    const res = await fetch(clock, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ offsetMs: offsetMs + step.advanceClock }) });
    if (!res.ok) run.fail(n, 'the simulator clock moved', `HTTP ${res.status}`);
    return `moved the bank's clock ${step.advanceClock} ms on`;
  },

  expectOutbox: async (step, run, n) => {
    const { channel, count: want } = step.expectOutbox;
    const count = (await run.outbox()).filter((m) => m.channel === channel).length;
    if (count !== want) run.fail(n, `${want} messages by ${channel}`, String(count));
    return `counted ${count} messages by ${channel}`;
  },

  // An answer the bank gives rarely (a return code the simulator plays only when told): its next
  // answer to each call named is this one, once (POST /__dev/faults, mode answer).
  bankAnswers: async (step, run, n) => {
    for (const [api, answer] of Object.entries(step.bankAnswers)) {
      if (!CALL_CODES.includes(api)) run.fail(n, 'a call of flows/calls.json', `${api}${didYouMean(api, CALL_CODES)}`);
      const res = await fetch(`${run.apiUrl}/__dev/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ api, mode: 'answer', answer, count: 1 }) });
      if (!res.ok) run.fail(n, `the bank told to answer ${api} so`, `HTTP ${res.status}: ${await res.text()}`);
    }
    return `told the bank its next answer to ${names(Object.keys(step.bankAnswers))}`;
  },
};
