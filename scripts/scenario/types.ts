// A tester's scenario (tests/fixtures/*.json, schemas/meta/scenario.schema.json): its steps by
// kind, and what the runner records of each step it ran.
import type { GiftPick } from './giftChoices.js';

/** Each step kind, by its key: the shapes schemas/meta/scenario.schema.json's <kind>Step definitions allow. */
export interface StepShapes {
  expectRoute: { expectRoute: string };
  fill: { fill: Record<string, unknown> };
  chooseGifts: { chooseGifts: GiftPick };
  submit: { submit: true };
  action: { action: string; event?: unknown };
  fillOtpFromOutbox: { fillOtpFromOutbox: string; channel?: 'sms' | 'email' };
  expectSession: { expectSession: Record<string, unknown> };
  expectAlert: { expectAlert: string };
  expectFieldError: { expectFieldError: Record<string, string> };
  setSession: { setSession: Record<string, unknown> };
  popupButton: { popupButton: string };
  pressExit: { pressExit: true };
  goto: { goto: string; query?: Record<string, string> };
  expectRedirect: { expectRedirect: string };
  expectPopup: { expectPopup: string };
  expectVisible: { expectVisible: string[] };
  expectHidden: { expectHidden: string[] };
  expectSubmit: { expectSubmit: 'enabled' | 'disabled' | 'hidden' };
  expectText: { expectText: string | string[]; language?: string };
  expectLabel: { expectLabel: Record<string, string>; language?: string };
  expectForm: { expectForm: Record<string, unknown> };
  newSession: { newSession: string };
  blur: { blur: string };
  expectLocked: { expectLocked: string[] };
  expectEditable: { expectEditable: string[] };
  openOutboxLink: { openOutboxLink: 'sms' | 'email'; nth?: number };
  scanQrCode: { scanQrCode: string };
  advanceClock: { advanceClock: number };
  stayIdle: { stayIdle: number };
  expectOutbox: { expectOutbox: { channel: 'sms' | 'email'; count: number } };
  bankAnswers: { bankAnswers: Record<string, Record<string, unknown>> };
  resumeSession: { resumeSession: number };
  agentSignIn: { agentSignIn: string };
  identityPortal: { identityPortal: string };
  dataPlatform: { dataPlatform: string };
}

export type StepKind = keyof StepShapes;
export type Step = StepShapes[StepKind];

export interface Scenario {
  name: string;
  description?: string;
  start: string;
  platform: 'mobile' | 'desktop';
  /** The browser's user agent instead of the platform's current one (an outdated browser). */
  userAgent?: string;
  /** A code of flows/languages.json; default: its default language. */
  language?: string;
  steps: Step[];
}

/** What the runner records of a step it ran (a report reads these: what ran where, and what it did). */
export interface StepRecord {
  /** 1-based, as a failure names it. */
  n: number;
  kind: StepKind;
  step: Step;
  /** The route shown before the step and after it. */
  routeBefore: string | undefined;
  routeAfter: string | undefined;
  /** What the step did, in a few words (the handler's own account). */
  did: string;
}

export class ScenarioFailure extends Error {}
