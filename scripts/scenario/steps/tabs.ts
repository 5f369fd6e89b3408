// The steps that change the browser session the scenario acts in: a new one at an address, the
// link of a message opened as a mail client does, the link of a QR code a phone scans, or back to an earlier one.
import { appLink } from '../outbox.js';
import type { ScenarioRun } from '../run.js';
import type { StepHandlers } from './handler.js';

/** A link opened as the app under test: its own address (path, query and route); the simulator under test makes its links absolute to its own origin. */
const ownAddress = (link: string): string => {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** What the current screen's QR code field `name` encodes (its valueExpr), or a failure of step n. */
async function qrLink(run: ScenarioRun, n: number, name: string): Promise<string> {
  const c = run.controller(n);
  const node = (c.screen.uiSchema?.[name] ?? {}) as { 'ui:field'?: string; 'ui:widget'?: string; 'ui:options'?: { valueExpr?: string } };
  const has = Object.hasOwn((c.screen.schema.properties ?? {}) as object, name);
  if (node['ui:field'] !== 'qrCode') run.fail(n, `a QR code field ${name} on screen ${c.screen.id}`, has ? `the ${node['ui:field'] ?? node['ui:widget'] ?? 'default'} widget` : 'no such field');
  if (c.state.hidden.has(name)) run.fail(n, `the QR code ${name} shown`, 'hidden');
  const link = await c.evaluate(node['ui:options']!.valueExpr!);
  if (typeof link !== 'string' || !/^https?:/.test(link)) run.fail(n, `a link in the QR code ${name}`, JSON.stringify(link ?? null));
  return link as string;
}

export const tabSteps: StepHandlers<'newSession' | 'openOutboxLink' | 'scanQrCode' | 'resumeSession'> = {
  newSession: async (step, run) => {
    await run.openTab(step.newSession);
    return `opened a new session at ${step.newSession}`;
  },

  openOutboxLink: async (step, run, n) => {
    const links = (await run.outbox()).filter((m) => m.channel === step.openOutboxLink).map((m) => appLink(m.text)).filter((l) => l !== undefined);
    const link = links.at(-(step.nth ?? 1));
    if (!link) run.fail(n, `a link in message ${step.nth ?? 1} (newest first) by ${step.openOutboxLink}`, `${links.length} links`);
    await run.openTab(ownAddress(link!));
    return `opened the link of ${step.openOutboxLink} message ${step.nth ?? 1} (newest first) in a new session`;
  },

  // A phone's camera reads the QR code the screen shows (the ID upload's hand-over): its link opens
  // in a new browser session on a phone.
  scanQrCode: async (step, run, n) => {
    const link = await qrLink(run, n, step.scanQrCode);
    await run.openTab(ownAddress(link), 'mobile');
    return `scanned the QR code ${step.scanQrCode} with a phone: its link opened in a new session`;
  },

  resumeSession: async (step, run, n) => {
    const back = run.tabs[step.resumeSession - 1] ?? run.fail(n, `a session number 1..${run.tabs.length}`, String(step.resumeSession));
    const route = back.engine.current?.path ?? run.fail(n, 'a screen in that session', 'none');
    await run.resumeTab(back, route);
    return `went back to session ${step.resumeSession} at ${route}`;
  },
};
