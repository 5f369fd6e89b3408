// The steps that change the browser session the scenario acts in: a new one at an address, the
// link of a message opened as a mail client does, or back to an earlier one.
import { appLink } from '../outbox.js';
import type { StepHandlers } from './handler.js';

export const tabSteps: StepHandlers<'newSession' | 'openOutboxLink' | 'resumeSession'> = {
  newSession: async (step, run) => {
    await run.openTab(step.newSession);
    return `opened a new session at ${step.newSession}`;
  },

  openOutboxLink: async (step, run, n) => {
    const links = (await run.outbox()).filter((m) => m.channel === step.openOutboxLink).map((m) => appLink(m.text)).filter((l) => l !== undefined);
    const link = links.at(-(step.nth ?? 1));
    if (!link) run.fail(n, `a link in message ${step.nth ?? 1} (newest first) by ${step.openOutboxLink}`, `${links.length} links`);
    // The link's own address (path, query and route), opened as the app under test: the simulator
    // under test makes its links absolute to its own origin.
    const url = new URL(link!);
    await run.openTab(`${url.pathname}${url.search}${url.hash}`);
    return `opened the link of ${step.openOutboxLink} message ${step.nth ?? 1} (newest first) in a new session`;
  },

  resumeSession: async (step, run, n) => {
    const back = run.tabs[step.resumeSession - 1] ?? run.fail(n, `a session number 1..${run.tabs.length}`, String(step.resumeSession));
    const route = back.engine.current?.path ?? run.fail(n, 'a screen in that session', 'none');
    await run.resumeTab(back, route);
    return `went back to session ${step.resumeSession} at ${route}`;
  },
};
