// The applicant does nothing: the page's idle timer (flows/flow.json idle, renderer/engine/idle.ts)
// checks every checkEveryMs of the page's clock, which the step moves on, as renderer/react/useIdle.ts
// does with the browser's: its popup, its 500x500 windows, the abandonment. The idle period runs from
// the applicant's last act (the runner tells the timer of each acting step), across idle steps.
import { holds } from '../../../rules/evaluator.js';
import type { StepHandlers } from './handler.js';

export const idleSteps: StepHandlers<'stayIdle'> = {
  stayIdle: async (step, run, n) => {
    const idle = run.engine.idle;
    const config = run.engine.flow.idle;
    if (!idle || !config) return run.fail(n, 'an idle timer (flows/flow.json idle)', 'none');
    const c = run.controller(n);
    // A timer that does not run here would let the step pass for nothing (asked untraced: the timer's own checks count for coverage).
    if (!(await holds(config.when, c.context()))) run.fail(n, `the idle timer running on ${c.screen.id} (flows/flow.json idle.when)`, `\`${config.when}\` false`);
    const windows: string[] = [];
    // The page's clock moves on check by check, as the browser's interval fires (real time passing meanwhile counts too).
    const checks = Math.floor(step.stayIdle / idle.checkEveryMs);
    for (let k = 0; k < checks; k++) {
      run.host.clockAheadMs += idle.checkEveryMs;
      await idle.tick(run.host.now(), run.engine.current?.controller, (url) => windows.push(url));
      await run.settle();
    }
    run.host.clockAheadMs += step.stayIdle - checks * idle.checkEveryMs;
    return `stayed idle ${step.stayIdle} ms on the page's clock${windows.length ? `; windows opened: ${windows.join(', ')}` : ''}`;
  },
};
