// Runs a real screen config (schemas/<id>.json) headlessly through the real runtime
// (ScreenController, the JSONata rules, flows/constants.json, the JSON Schema check
// with ajv) with the stub services: no server, no browser. A case is a baseline form
// plus changes (a value, or ABSENT: the key is taken out), session values and
// server answers (what the rules read as server.*); submit() answers the problems.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalyticsEvent } from '../../../renderer/engine/analytics.js';
import { constantValues, type ConstantsFile } from '../../../renderer/engine/constNumber.js';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import type { FieldProblem } from '../../../renderer/engine/validation.js';
import { nodeSchemaCheck } from '../../../renderer/headless/nodeSchemaCheck.js';
import { runtimeServices } from '../../../renderer/services/runtimeServices.js';
import { EFFECT_LISTS_FILE, listsOf } from '../../../renderer/effects/effectLists.js';
import { stubAppServices } from '../support/appServices.js';

export const ROOT = join(import.meta.dirname, '..', '..', '..');

export const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as T;

export const loadScreen = (id: string): ScreenConfig => readJson<ScreenConfig>(`schemas/${id}.json`);

export const CONSTS = constantValues(readJson<ConstantsFile>('flows/constants.json'));

/** flows/effects.json's named lists, which the screens use. */
export const EFFECT_LISTS = listsOf(readJson<unknown>(EFFECT_LISTS_FILE));

/** A change that takes the field out of the form (not an empty string: absent). */
export const ABSENT = Symbol('absent');

export type Changes = Record<string, unknown>;

export interface CheckCase {
  /** What the case proves, with its checklist id. */
  name: string;
  session?: Record<string, unknown>;
  /** Server answers the rules read (server.A20 ...), as the load would have kept them. */
  server?: Record<string, unknown>;
  form?: Changes;
  /** The one problem reported (the first in the seed's order), or null: the form passes. */
  expected: { field: string; message: string } | null;
}

export interface Run {
  problems: FieldProblem[];
  alerts: string[];
  navigations: string[];
  controller: ScreenController;
}

/** The form a user reports: baseline with the changes, absent keys taken out. */
export function applyChanges(baseline: Record<string, unknown>, changes: Changes = {}): Record<string, unknown> {
  const form: Record<string, unknown> = { ...baseline };
  for (const [key, value] of Object.entries(changes)) {
    if (value === ABSENT) delete form[key];
    else form[key] = value;
  }
  return form;
}

export interface Harness {
  controller: ScreenController;
  session: SessionStore;
  alerts: string[];
  navigations: string[];
  calls: Array<[string, Record<string, unknown>]>;
  /** What went to the analytics sink. */
  events: AnalyticsEvent[];
  /** The catalogue codes the screen failed with (flows/errors.json). */
  failures: string[];
  /** The popups opened, by title key (or body key without a title). */
  popups: string[];
}

/**
 * A controller for the screen with the session and server answers given; calls (file calls too)
 * answer what `answers` holds (a function of the request, or the answer), else {}. The service
 * readUpload runs for real, with `readFile` as the bank's file reads; the other services do nothing.
 */
export function makeController(screen: ScreenConfig, c: { session?: Record<string, unknown>; server?: Record<string, unknown>; answers?: Record<string, unknown>; storage?: MemoryStorage; readFile?: (url: string) => Promise<Blob> } = {}): Harness {
  const session = new SessionStore(c.storage ?? new MemoryStorage());
  session.assign(c.session ?? {});
  const alerts: string[] = [];
  const navigations: string[] = [];
  const calls: Array<[string, Record<string, unknown>]> = [];
  const events: AnalyticsEvent[] = [];
  const failures: string[] = [];
  const popups: string[] = [];
  const app = stubAppServices(session, {
    consts: CONSTS,
    effectLists: EFFECT_LISTS,
    schemaCheck: nodeSchemaCheck,
    api: {
      call: async (code, body) => answer(code, body),
      callFile: async (code, body) => answer(code, body),
      resetRetries: () => undefined,
    },
    host: {
      alert: (message) => { alerts.push(message); },
      navigate: (route) => { navigations.push(route); },
      popup: (view) => { popups.push(view.title ?? view.body); return () => undefined; },
    },
    analytics: { send: (event) => { events.push(event); } },
    fail: async (code) => { failures.push(code); },
    report: (err) => { throw err; },
    // readUpload runs for real (its reads answered by `readFile`); the other services do nothing here.
    service: async (name, args, screen) => { if (name === 'readUpload') await services.readUpload(args, screen, app); },
  });
  const answer = (code: string, body: Record<string, unknown>): Record<string, unknown> => {
    calls.push([code, body]);
    const given = c.answers?.[code] ?? {};
    const result = typeof given === 'function' ? (given as (b: Record<string, unknown>) => unknown)(body) : given;
    if (result instanceof Error) throw result;
    return result as Record<string, unknown>; // some calls answer a list (A22, A71), as the bank does
  };
  const services = runtimeServices({
    userAgent: () => '', address: () => 'http://127.0.0.1/#/', loadScript: () => undefined,
    readFile: c.readFile ?? (() => Promise.reject(new Error('no file here'))),
  });
  const controller = new ScreenController(screen, app, {});
  for (const [name, answer] of Object.entries(c.server ?? {})) controller.keepResponse(name, answer);
  return { controller, session, alerts, navigations, calls, events, failures, popups };
}

/**
 * The form is reported as one user edit (so onChange effects and copy boxes run as in the
 * browser), then Next. The report holds the schema's defaults (IssueType 1, IsStudent N, unticked
 * boxes) under the baseline, as the view would; an absent key in the report takes the field out.
 */
export async function runCase(screen: ScreenConfig, baseline: Record<string, unknown>, c: Pick<CheckCase, 'session' | 'server' | 'form'>): Promise<Run> {
  const h = makeController(screen, c);
  await h.controller.change(applyChanges({ ...h.controller.state.form, ...baseline }, c.form));
  const problems = await h.controller.submit();
  return { problems, alerts: h.alerts, navigations: h.navigations, controller: h.controller };
}

/** Every message key a screen's checks can show: its validate rules and its copy boxes' alerts. */
export function messageKeys(screen: ScreenConfig): string[] {
  const keys = new Set<string>();
  for (const rule of screen.rules?.validate ?? []) keys.add(rule.message);
  for (const box of Object.values(screen.copy ?? {})) if (box.requiresAlert) keys.add(box.requiresAlert);
  return [...keys];
}

export function lookup(texts: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
}

export const repeat = (s: string, n: number): string => s.repeat(n);

/** This month and its neighbours as ROC year-month numbers (YYYMM) in Taiwan's time. */
export function rocYearMonth(offsetMonths: number, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit' }).formatToParts(now);
  const y = Number(parts.find((p) => p.type === 'year')!.value);
  const m = Number(parts.find((p) => p.type === 'month')!.value);
  const total = y * 12 + (m - 1) + offsetMonths;
  const year = Math.floor(total / 12) - 1911;
  const month = (total % 12) + 1;
  return `${String(year).padStart(3, '0')}${String(month).padStart(2, '0')}`;
}

/** Today plus some days as ROC YYYMMDD (local date, as $rocDate reads it). */
export function rocDay(offsetDays: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);
  return `${String(d.getFullYear() - 1911).padStart(3, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

/** The runtime's answer for one case: exactly the expected problem (one: stopAtFirst), or a pass that moved on. */
export function outcome(run: Run): { field: string | undefined; message: string } | null | { passedWithoutNext: true } {
  if (run.problems.length === 0) return run.navigations.length === 1 ? null : { passedWithoutNext: true };
  return run.problems.length === 1 ? { field: run.problems[0].field, message: run.problems[0].message } : { field: 'more than one problem', message: run.problems.map((p) => p.message).join(', ') };
}
