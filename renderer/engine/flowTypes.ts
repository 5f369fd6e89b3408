// The flow's config as TypeScript types (flows/flow.json, flows/errors.json): routes and their
// guards, Back and Forward, the shell, idle handling, the error catalogue. schemas/meta/flow.schema.json
// and errors.schema.json are the authority; screens and effects are in types.ts.
import type { AnalyticsConfig } from './analytics.js';
import type { Effect, Expr, PopupConfig } from './types.js';

export interface RouteGuard {
  /** The session pageState must be one of these. */
  pageState?: string[];
  /** These address parameters must be present. */
  query?: string[];
  /**
   * An alternative to pageState: when every one of these address parameters is present, the
   * pageState check is waived (a phone opening the QR link of /UploadID has no session yet; the
   * screen must then prove the parameters to the bank, e.g. by redeeming a hand-over code).
   */
  queryAllows?: string[];
  /**
   * Another alternative to pageState: when any one of these address parameters is present, the
   * pageState check is waived (the completion page opened with MDID or tqID, 002 §2.5; the screen
   * must then prove the case to the bank, e.g. A1 with ApplyLogID and ApplyID).
   */
  queryAllowsAny?: string[];
}
export interface RouteConfig {
  path: string;
  /** Other spellings that resolve to this route (the seeds' /validate2). */
  aliases?: string[];
  /** Screen id (file schemas/<screen>.json); absent means not yet configured. */
  screen?: string;
  guard?: RouteGuard;
  /** Set pageState when the screen is entered. */
  entryPageState?: string;
  /** Journey model: a declared end (completion, a failure page), and why. */
  end?: string;
  /** What Back or Forward onto this route does when the journey visited it (renderer/engine/history.ts); absent: stay. */
  history?: HistoryRule;
}

/**
 * Back or Forward onto a screen this journey visited (renderer/engine/history.ts). revisit: the
 * page state the screen was shown with comes back and the screen shows with its saved data; stay:
 * the applicant stays on the current screen and `message` (an i18n key) says why.
 */
export interface HistoryRule {
  back: 'revisit' | 'stay';
  /** i18n key of the popup when Back or Forward stays; default flows/flow.json history.message. */
  message?: string;
}

/** flows/flow.json history: Back, Forward and reload inside one journey. */
export interface FlowHistory {
  /** i18n key: Back or Forward stays (a route without a message of its own). */
  message: string;
  /** i18n key: Forward past a screen whose data changed since its Next stays (the change is not checked yet). */
  changed: string;
  /** i18n key: the popup's button. */
  button: string;
  /** Page state -> Back and Forward while the session is in it: stay overrides every route (a submitted application). */
  pageStates?: Record<string, HistoryRule>;
}
export interface FlowConfig {
  $schema?: string;
  version: 1;
  routes: RouteConfig[];
  /** Catalogue code run when a guard refuses. */
  guardFailure: string;
  /** Address parameters copied into the session on first load: param -> session key. */
  queryToSession?: Record<string, string>;
  /** Address parameters left in the address after the first load; every other one is removed (000 §2.12). */
  addressKeeps?: string[];
  /** Popups available on every screen (exit, lock ...). */
  popups?: Record<string, PopupConfig>;
  /** The frame: which popup the banking header's exit button opens. */
  shell?: {
    exitPopup: string;
    /** The session key and the value that mean the applicant came through banking: the banking header shows. */
    banking?: { session: string; equals: string };
    steps?: { public: string[]; banking: string[] };
  };
  /** Idle handling (seed 000 §4.4), run by renderer/engine/idle.ts on a timer of the view. */
  idle?: IdleConfig;
  /** Back, Forward and reload inside one journey (renderer/engine/history.ts); absent: Back and Forward meet the guards as a typed address does. */
  history?: FlowHistory;
  /** The analytics sink (renderer/engine/analytics.ts); no endpoint: none. */
  analytics?: AnalyticsConfig;
  /** The journey model (renderer/journey): where journeys start, the applicants it is walked for. */
  journey?: {
    starts: string[];
    contexts: { key: string; values: (string | null)[]; when?: Expr }[];
  };
}

/** A window opened after some inactivity (the seeds' ThreeMinURL, SixMinURL). */
export interface IdleWindowConfig {
  /** Minutes of inactivity. Number or a consts name. */
  afterMinutes: number | string;
  /** JSONata for the address; an empty address opens nothing. */
  url: Expr;
}
export interface IdleConfig {
  /** Idle handling applies only while this holds (checked on every tick). */
  when: Expr;
  /** JSONata: minutes of inactivity before the popup. */
  limitMinutes: Expr;
  /** How often inactivity is checked. Number or a consts name. */
  checkEveryMs: number | string;
  /** Time after the popup without continue before onAbandon runs. Number or a consts name. */
  abandonAfterMs: number | string;
  /** A popup of flows/flow.json; its continue button calls the service idleContinue. */
  popup: string;
  /** Run on the current screen when the popup was ignored for abandonAfterMs. */
  onAbandon: Effect[];
  windows?: IdleWindowConfig[];
}

export interface ErrorEntry {
  /** i18n key of the message */
  message: string;
  clearSession?: boolean;
  /** JSONata for the address to leave to; omitted: stay on the screen. */
  redirect?: Expr;
  /** Milliseconds between the alert and the redirect. Number or a consts name. */
  delayMs?: number | string;
  /** Route inside the app instead of an address. */
  route?: string;
}
export interface ErrorCatalogue {
  $schema?: string;
  version: 1;
  errors: Record<string, ErrorEntry>;
}
