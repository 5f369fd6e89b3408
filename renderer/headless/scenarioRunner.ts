// Runs a tester's scenario file (tests/fixtures/*.json, schemas/meta/scenario.schema.json)
// through the real flow engine against a simulator, without a browser.
// loadScenario (scenarioFile.ts) refuses a file that breaks its meta-schema
// before it gets here. A failing step is named by its number and its JSON,
// with what was expected and what was found. `newSession` opens a new browser
// session (fresh session storage, the same simulator) at an address, as an
// applicant coming back another day does; `resumeSession` goes back to an
// earlier one (the agent's window after the customer's); `identityPortal` and `dataPlatform` press
// a button on the simulated outside site the app just sent the browser to (the identity portal's
// form post, the data platform's page) and follow it back into the app in the same tab (its
// session storage kept, as a browser keeps it across the trip).
import { createHeadlessApp } from './createHeadlessApp.js';
import type { MemoryStorage } from '../engine/session.js';
import { parseLocation } from '../engine/flow.js';
import { langOf } from '../../rules/languages.js';
import { fieldLabel, screenTexts } from './screenText.js';
import { giftChoices, type GiftPick } from './giftChoices.js';

export type Step =
  | { expectRoute: string } | { fill: Record<string, unknown> } | { submit: true }
  | { action: string; event?: unknown } | { fillOtpFromOutbox: string; channel?: 'sms' | 'email' } | { expectSession: Record<string, unknown> }
  | { expectAlert: string } | { expectFieldError: Record<string, string> } | { setSession: Record<string, unknown> }
  | { popupButton: string } | { goto: string; query?: Record<string, string> } | { expectRedirect: string } | { expectPopup: string }
  | { expectVisible: string[] } | { expectHidden: string[] } | { expectSubmit: 'enabled' | 'disabled' | 'hidden' }
  | { expectText: string | string[]; language?: string } | { expectLabel: Record<string, string>; language?: string }
  | { expectForm: Record<string, unknown> } | { newSession: string }
  | { blur: string } | { expectLocked: string[] } | { expectEditable: string[] }
  | { openOutboxLink: 'sms' | 'email'; nth?: number } | { advanceClock: number } | { expectOutbox: { channel: 'sms' | 'email'; count: number } }
  | { resumeSession: number } | { chooseGifts: GiftPick } | { agentSignIn: string } | { identityPortal: string } | { dataPlatform: string };

type OutboxMessage = { channel: string; to: string; text: string; code: string };
/** The app address a message carries (absolute, http(s)://…/#/route?…, as a mail client opens it), or undefined: a relative one is none. */
export const appLink = (text: string): string | undefined => /(https?:\/\/[^\s#]+#\/[^\s]*)/.exec(text)?.[1];

export interface Scenario {
  name: string;
  description?: string;
  start: string;
  platform: 'mobile' | 'desktop';
  /** A code of flows/languages.json; default: its default language. */
  language?: string;
  steps: Step[];
}

const AGENTS = {
  mobile: 'Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.106 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.116 Safari/537.36',
};

export class ScenarioFailure extends Error {}

/** Whether `actual` holds `expected`: objects by the keys named (recursively), anything else whole; null means absent. */
export function formHolds(expected: unknown, actual: unknown): boolean {
  if (expected === null) return actual === undefined || actual === null;
  if (typeof expected === 'object' && !Array.isArray(expected)) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
    return Object.entries(expected as Record<string, unknown>).every(([k, v]) => formHolds(v, (actual as Record<string, unknown>)[k]));
  }
  return JSON.stringify(expected) === JSON.stringify(actual);
}

export async function runScenario(scenario: Scenario, root: string, apiUrl: string): Promise<void> {
  /** A browser session at `address` (path, query and #hash): its own session storage (or the tab's, `storage`), host and language. */
  const open = (address: string, storage?: MemoryStorage) => {
    const [pathAndSearch, hash = ''] = address.split('#');
    const search = pathAndSearch.includes('?') ? pathAndSearch.slice(pathAndSearch.indexOf('?')) : '';
    return { hash, search, ...createHeadlessApp({ root, apiUrl, userAgent: AGENTS[scenario.platform], address: `${apiUrl}${address}`, language: scenario.language, storage }) };
  };
  let app = open(scenario.start);
  /** Every browser session opened, in order (resumeSession n goes back to the nth). */
  const sessions = [app];
  let { engine, host, session, i18n, search } = app;
  const t = (text: string) => (i18n.exists(text) ? i18n.t(text) : text);
  /** Step n (1-based) failed: which step, its JSON, what was expected and what was found. */
  const fail = (n: number, expected: string, found?: string): never => {
    const step = JSON.stringify(scenario.steps[n - 1]);
    throw new ScenarioFailure(`${scenario.name}, step ${n} ${step}: expected ${expected}${found === undefined ? '' : `; found ${found}`}`);
  };
  /** As the header's switch does: the session's Lang and i18next's language. */
  const useLanguage = async (code: string | undefined) => {
    if (code === undefined || code === i18n.language) return;
    session.set('Lang', langOf(code, app.languages));
    await i18n.changeLanguage(code);
  };

  const enter = async (route: string, extra: Record<string, string> = {}) => {
    const { path, query } = parseLocation(route, search);
    await engine.enter(path, { ...query, ...extra });
    await settle();
  };
  async function settle(): Promise<void> {
    for (let hops = 0; host.pendingRoute !== undefined; hops++) {
      if (hops > 20) throw new ScenarioFailure(`${scenario.name}: more than 20 navigations without a step`);
      const route = host.pendingRoute;
      host.pendingRoute = undefined;
      const { path, query } = parseLocation(route, search);
      await engine.enter(path, query);
    }
    if (app.faults.length) throw new ScenarioFailure(`${scenario.name}: fault: ${String(app.faults[0])}`);
  }
  const outbox = async () => (await (await fetch(`${apiUrl}/__dev/outbox`)).json()) as OutboxMessage[];
  /** An outside site's address as the browser reaches it: a path is on the simulator's origin. */
  const outside = (address: string) => (/^https?:/.test(address) ? address : `${apiUrl}${address}`);
  const formPost = (body: Record<string, string> | URLSearchParams) => ({
    method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body), redirect: 'manual' as const,
  });
  /**
   * The outside site's button sent the browser back (303): the app loads again at that address in
   * the same tab, whose session storage the trip kept (its page memory is gone: a new page load).
   */
  const comeBack = async (n: number, back: Response, choice: string) => {
    const location = back.headers.get('location');
    if (back.status !== 303 || !location) fail(n, `the browser sent back to the app for ${choice}`, `HTTP ${back.status}`);
    engine.current?.controller?.dispose();
    const tab = sessions.indexOf(app);
    app = open(location!.replace(/^https?:\/\/[^/]+/, ''), app.storage);
    sessions[tab] = app;
    ({ engine, host, session, i18n, search } = app);
    await enter(app.hash || '/');
  };
  const controller = (step: number) => engine.current?.controller ?? fail(step, 'a screen', `none at ${engine.current?.path}`);

  await enter(app.hash || '/');
  for (const [i, step] of scenario.steps.entries()) {
    const n = i + 1;
    if ('expectRoute' in step) {
      if (engine.current?.path !== step.expectRoute) fail(n, `route ${step.expectRoute}`, `route ${engine.current?.path}`);
    } else if ('fill' in step) {
      const c = controller(n);
      await c.change({ ...c.state.form, ...step.fill });
      await settle();
    } else if ('chooseGifts' in step) {
      // As the applicant ticking a gift in every group the screen shows, however many there are.
      const c = controller(n);
      const chosen = await giftChoices(c, step.chooseGifts);
      if (Object.keys(chosen).length === 0) fail(n, `gift groups shown on screen ${c.screen.id}`, 'none');
      await c.change({ ...c.state.form, ...chosen });
      await settle();
    } else if ('submit' in step) {
      await controller(n).submit();
      await settle();
    } else if ('action' in step) {
      await controller(n).trigger(step.action, withFiles(step.event));
      await settle();
    } else if ('fillOtpFromOutbox' in step) {
      const channel = step.channel ?? 'sms';
      // The newest code of the channel: the session may hold only a masked mobile (A5), so match by time, not number.
      const sms = (await outbox()).filter((m) => m.channel === channel && m.code !== '').at(-1);
      if (!sms) fail(n, `a code by ${channel} in the outbox`, 'none');
      const c = controller(n);
      await c.change({ ...c.state.form, [step.fillOtpFromOutbox]: sms!.code });
      const ui = (c.screen.uiSchema?.[step.fillOtpFromOutbox] ?? {}) as { 'ui:options'?: { completeAction?: string } };
      // As the OTP widget does: the complete code travels as the event too.
      await c.trigger(ui['ui:options']?.completeAction ?? 'verify', { value: sms!.code });
      await settle();
    } else if ('expectSession' in step) {
      for (const [k, v] of Object.entries(step.expectSession)) {
        if (JSON.stringify(session.get(k) ?? null) !== JSON.stringify(v)) fail(n, `session ${k} = ${JSON.stringify(v)}`, JSON.stringify(session.get(k)));
      }
    } else if ('expectAlert' in step) {
      const want = t(step.expectAlert);
      if (!host.alerts.some((a) => a.includes(want))) fail(n, `an alert "${want}"`, `alerts ${JSON.stringify(host.alerts)}`);
    } else if ('expectFieldError' in step) {
      const c = controller(n);
      for (const [field, text] of Object.entries(step.expectFieldError)) {
        const err = c.state.fieldErrors[field];
        const shown = err ? i18n.t(err.message, err.params) : '';
        // A message key names the message whatever its values (err.under20 with the configured minimum age).
        if (err?.message !== text && !shown.includes(t(text))) fail(n, `field ${field} to show "${t(text)}"`, `"${shown}"`);
      }
    } else if ('setSession' in step) {
      session.assign(step.setSession);
    } else if ('popupButton' in step) {
      const label = t(step.popupButton);
      // The newest popup first: one opened on a screen since left (a reload) has no say any more.
      const button = [...host.popups].reverse().flatMap((p) => p.view.buttons).find((b) => b.label === label);
      if (!button) fail(n, `an open popup with the button "${label}"`, `buttons ${JSON.stringify(host.popups.flatMap((p) => p.view.buttons.map((b) => b.label)))}`);
      button!.onClick();
      await new Promise((r) => setTimeout(r, 20));
      await settle();
    } else if ('expectPopup' in step) {
      const want = t(step.expectPopup);
      if (!host.popups.some((p) => p.view.title === want || p.view.body.includes(want))) fail(n, `a popup "${want}"`, `popups ${JSON.stringify(host.popups.map((p) => p.view.title ?? p.view.body))}`);
    } else if ('expectRedirect' in step) {
      if (!host.redirects.some((r) => r.includes(step.expectRedirect))) fail(n, `a redirect to ${step.expectRedirect}`, `redirects ${JSON.stringify(host.redirects)}`);
    } else if ('expectVisible' in step || 'expectHidden' in step) {
      const c = controller(n);
      const want = 'expectVisible' in step;
      for (const field of want ? step.expectVisible : (step as { expectHidden: string[] }).expectHidden) {
        if (!(field in ((c.screen.schema.properties ?? {}) as object))) fail(n, `a field ${field}`, `screen ${c.screen.id} has none`);
        if (c.state.hidden.has(field) === want) fail(n, `field ${field} ${want ? 'visible' : 'hidden'}`, want ? 'hidden' : 'visible');
      }
    } else if ('expectLocked' in step || 'expectEditable' in step) {
      const c = controller(n);
      const locked = 'expectLocked' in step;
      for (const field of locked ? step.expectLocked : (step as { expectEditable: string[] }).expectEditable) {
        if (!(field in ((c.screen.schema.properties ?? {}) as object))) fail(n, `a field ${field}`, `screen ${c.screen.id} has none`);
        if (c.state.readonly.has(field) !== locked) fail(n, `field ${field} ${locked ? 'locked' : 'editable'}`, locked ? 'editable' : 'locked');
      }
    } else if ('blur' in step) {
      // The applicant leaves the field, as the browser's blur does: its onBlur effects run.
      await controller(n).blur(step.blur);
    } else if ('expectSubmit' in step) {
      const { submitEnabled, submitHidden } = controller(n).state;
      const actual = submitHidden ? 'hidden' : submitEnabled ? 'enabled' : 'disabled';
      if (actual !== step.expectSubmit) fail(n, `the submit button ${step.expectSubmit}`, actual);
    } else if ('expectText' in step) {
      await useLanguage(step.language);
      const c = controller(n);
      const shown = await screenTexts(c, i18n, host.popups, session.get('IBMB') === 'Y', engine.flow);
      for (const want of typeof step.expectText === 'string' ? [step.expectText] : step.expectText) {
        if (!shown.some((text) => text.includes(want))) fail(n, `the text "${want}" on screen ${c.screen.id} (${i18n.language})`, `texts ${JSON.stringify(shown)}`);
      }
    } else if ('expectLabel' in step) {
      await useLanguage(step.language);
      const c = controller(n);
      for (const [field, want] of Object.entries(step.expectLabel)) {
        if (!(field in ((c.screen.schema.properties ?? {}) as object))) fail(n, `a field ${field}`, `screen ${c.screen.id} has none`);
        if (c.state.hidden.has(field)) fail(n, `field ${field} labelled "${want}"`, 'the field is hidden');
        const label = fieldLabel(c, field, i18n);
        if (label !== want) fail(n, `field ${field} labelled "${want}" (${i18n.language})`, label === undefined ? 'no label' : `"${label}"`);
      }
    } else if ('goto' in step) {
      await enter(step.goto, step.query);
    } else if ('expectForm' in step) {
      const c = controller(n);
      const fields = (c.screen.schema.properties ?? {}) as object;
      for (const [field, want] of Object.entries(step.expectForm)) {
        if (!(field in fields)) fail(n, `a field ${field}`, `screen ${c.screen.id} has none`);
        const found = c.state.form[field];
        if (!formHolds(want, found)) fail(n, `field ${field} = ${JSON.stringify(want)} on screen ${c.screen.id}`, found === undefined ? 'no value' : JSON.stringify(found));
      }
    } else if ('openOutboxLink' in step) {
      const links = (await outbox()).filter((m) => m.channel === step.openOutboxLink).map((m) => appLink(m.text)).filter((l) => l !== undefined);
      const link = links.at(-(step.nth ?? 1));
      if (!link) fail(n, `a link in message ${step.nth ?? 1} (newest first) by ${step.openOutboxLink}`, `${links.length} links`);
      engine.current?.controller?.dispose();
      // The link's own address (path, query and route), opened as the app under test: the simulator
      // under test makes its links absolute to its own origin.
      const url = new URL(link!);
      app = open(`${url.pathname}${url.search}${url.hash}`);
      sessions.push(app);
      ({ engine, host, session, i18n, search } = app);
      await enter(app.hash || '/');
    } else if ('advanceClock' in step) {
      const { offsetMs } = (await (await fetch(`${apiUrl}/__dev/clock`)).json()) as { offsetMs: number };
      const res = await fetch(`${apiUrl}/__dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ offsetMs: offsetMs + step.advanceClock }) });
      if (!res.ok) fail(n, 'the simulator clock moved', `HTTP ${res.status}`);
    } else if ('expectOutbox' in step) {
      const count = (await outbox()).filter((m) => m.channel === step.expectOutbox.channel).length;
      if (count !== step.expectOutbox.count) fail(n, `${step.expectOutbox.count} messages by ${step.expectOutbox.channel}`, String(count));
    } else if ('identityPortal' in step) {
      // The newest form post (/StartTWID's to the portal, recorded headless as action?fields): the
      // tester's browser shows that page, then presses the outcome's button (simulator/twidPortal.ts).
      const post = host.redirects.at(-1) ?? fail(n, 'a form post to the identity portal', 'no redirect');
      const [action, fields = ''] = post.split('?');
      const posted = new URLSearchParams(fields);
      const page = await fetch(outside(action), formPost(posted));
      if (page.status !== 200) fail(n, `the portal page of ${action}`, `HTTP ${page.status}`);
      const back = await fetch(outside(`${action}/answer`), formPost({ VerifyNo: posted.get('VerifyNo') ?? '', Token: posted.get('Token') ?? '', Outcome: step.identityPortal }));
      await comeBack(n, back, step.identityPortal);
    } else if ('dataPlatform' in step) {
      // The newest redirect (/finishMydata's forward to the government data platform, with its key and
      // forward token): the tester's browser opens it and presses the code's button (simulator/mydataPortal.ts).
      const link = host.redirects.at(-1) ?? fail(n, 'a redirect to the data platform', 'no redirect');
      const page = await fetch(outside(link), { redirect: 'manual' });
      if (page.status !== 200) fail(n, `the data platform page of ${link}`, `HTTP ${page.status}`);
      const key = new URL(outside(link)).searchParams.get('key') ?? '';
      const back = await fetch(outside(`${new URL(outside(link)).pathname}/answer`), formPost({ key, code: step.dataPlatform }));
      await comeBack(n, back, step.dataPlatform);
    } else if ('resumeSession' in step) {
      const back = sessions[step.resumeSession - 1] ?? fail(n, `a session number 1..${sessions.length}`, String(step.resumeSession));
      const route = back.engine.current?.path ?? fail(n, 'a screen in that session', 'none');
      engine.current?.controller?.dispose();
      app = back;
      ({ engine, host, session, i18n, search } = app);
      await enter(route);
    } else if ('agentSignIn' in step) {
      // The agent's window at the bank's staff portal: the form the app posted (the newest recorded
      // form post), the password typed, and the portal's 303 loaded in the same tab (its session storage).
      const posted = host.redirects.filter((r) => r.startsWith('/')).at(-1) ?? fail(n, 'a form post to the staff portal', `redirects ${JSON.stringify(host.redirects)}`);
      const back = await staffPortalSignIn(apiUrl, posted, step.agentSignIn);
      if ('refused' in back) fail(n, 'the staff portal to sign the agent in', back.refused);
      const location = (back as { location: string }).location;
      engine.current?.controller?.dispose();
      const reloaded = open(location, app.storage);
      sessions[sessions.indexOf(app)] = reloaded;
      app = reloaded;
      ({ engine, host, session, i18n, search } = app);
      await enter(app.hash || '/');
    } else if ('newSession' in step) {
      engine.current?.controller?.dispose();
      app = open(step.newSession);
      sessions.push(app);
      ({ engine, host, session, i18n, search } = app);
      await enter(app.hash || '/');
    }
  }
}

const unescapeHtml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/**
 * A browser at the staff portal (simulator/staffPortal.ts): posts the app's form (`posted`, the
 * action and its fields as a query), reads the sign-in form the page shows (its action, hidden
 * fields, the password field), types the password and submits it. The portal's 303 is where the
 * browser goes back to; any other answer is a refusal, with the page's text.
 */
export async function staffPortalSignIn(apiUrl: string, posted: string, password: string): Promise<{ location: string } | { refused: string }> {
  const form = (body: string) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body, redirect: 'manual' as const });
  const [action, fields = ''] = posted.split('?');
  const page = await fetch(`${apiUrl}${action}`, form(fields));
  const html = await page.text();
  const text = (markup: string) => unescapeHtml(markup.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
  if (page.status !== 200) return { refused: `HTTP ${page.status}: ${text(html)}` };
  const target = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const passwordField = /<input[^>]*name="([^"]+)"[^>]*type="password"/.exec(html)?.[1];
  if (!target || !passwordField) return { refused: `no sign-in form on the page: ${text(html)}` };
  const answer = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) answer.set(unescapeHtml(m[1]), unescapeHtml(m[2]));
  answer.set(passwordField, password);
  const res = await fetch(`${apiUrl}${unescapeHtml(target)}`, form(answer.toString()));
  const location = res.headers.get('location');
  if (res.status !== 303 || !location) return { refused: `HTTP ${res.status}: ${text(await res.text())}` };
  return { location };
}

/**
 * An action's event as a widget would send it: `{ "$file": { "base64", "name", "type" } }` anywhere
 * in it becomes a Blob (an upload widget's event carries the photo it read), so a fixture's
 * upload reaches the bank's file calls as the browser's does.
 */
export function withFiles(event: unknown): unknown {
  if (Array.isArray(event)) return event.map(withFiles);
  if (!event || typeof event !== 'object') return event;
  const file = (event as { $file?: { base64?: unknown; type?: unknown } }).$file;
  if (file && typeof file === 'object') {
    return new Blob([Buffer.from(String(file.base64 ?? ''), 'base64')], { type: typeof file.type === 'string' ? file.type : 'application/octet-stream' });
  }
  return Object.fromEntries(Object.entries(event).map(([key, value]) => [key, withFiles(value)]));
}
