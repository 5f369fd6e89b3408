// The steps that use the simulated bank's development doors: its clock and its outbox.
import type { StepHandlers } from './handler.js';

export const bankSteps: StepHandlers<'advanceClock' | 'expectOutbox'> = {
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
};
