// The journey model's shapes: what the checker, the studio, the testers' coverage report and
// the simulator's step control read. Built from the config alone (build.ts); no React, no Node.

/** Where something is written in the config: `schemas/gift.json` + `/next/2`. */
export interface Source {
  file: string;
  pointer: string;
}

/**
 * One condition on the way to an edge: a JSONata expression that held (or, negated, did not).
 * `expr` absent: a condition the config cannot tell (a call refused, a popup button chosen).
 */
export interface Condition {
  expr?: string;
  negated?: boolean;
  /** What an opaque condition stands for ("A84 refused"). */
  label?: string;
  source: Source;
}

/** A session key written on a way, under the conditions that held where it was written. */
export interface Write {
  key: string;
  when: Condition[];
}

export type EdgeKind =
  /** a next rule of the screen (first match wins) */
  | 'next'
  /** a go effect */
  | 'go'
  /** an error-catalogue entry that routes inside the app */
  | 'fail'
  /** the applicant leaves the app (a redirect effect, or an error-catalogue redirect) */
  | 'leave'
  /** an outside site (identity portal, data platform) sends the applicant back to a route */
  | 'handoff'
  /** the bank sends a link (SMS, mail) that opens a route, often in another browser */
  | 'link';

export interface Edge {
  /** Route path of the screen it leaves, or '*' for the flow's own effects (idle, exit popup): any screen. */
  from: string;
  /** Route path it enters; absent for 'leave'. */
  to?: string;
  kind: EdgeKind;
  /** The conditions along the way, all of which hold when the edge is taken. */
  when: Condition[];
  /** The page state set on the way (go, next rule). */
  pageState?: string;
  /** Taken only when something failed (a call's onFail / onError, a fail effect). */
  failure: boolean;
  /** A declared reason for returning to an earlier screen (`"back"` on a go or next rule). */
  back?: string;
  /** Session keys written on the way (before the edge in its effect list; a next rule's set), each under its conditions. */
  writes: Write[];
  /** The effect list it starts in: onLoad, onSubmit, actions/verify, popups/lock/buttons/0 ... */
  trigger: string;
  source: Source;
}

/** A session key, form field or call field that a screen reads or writes, and where. */
export interface Access {
  /** `session.Form1Data`, `form.Email`, `A97` ... */
  name: string;
  source: Source;
}

export interface CallUse {
  code: string;
  /** The call's request fields from flows/calls.json, and the keys its request expression builds. */
  requestFields: string[];
  responseFields: string[];
  /** Session keys its request reads; per request key when the request is an object. */
  reads: string[];
  readsByKey: Record<string, string[]>;
  /** Session keys written on the screen before it runs (under their conditions), and the conditions it runs under. */
  writesBefore: Write[];
  when: Condition[];
  optional: boolean;
  source: Source;
}

export interface Node {
  path: string;
  aliases: string[];
  /** Screen id; absent: the route has no screen yet. */
  screen?: string;
  file?: string;
  /** Page states the route admits; absent: an entry point. */
  pageStates?: string[];
  /** Address parameters the route requires. */
  query: string[];
  entryPageState?: string;
  /** A declared end of the journey (flows/flow.json route `end`): why the applicant stops here. */
  end?: string;
  routeIndex: number;
  /** Session keys read by the screen's rules, effects and widget options (roots only). */
  reads: Access[];
  /** Session keys written, with the type each write gives (from its expression). */
  writes: (Access & { type?: ValueType })[];
  /** The screen's form fields (schema properties). */
  fields: string[];
  calls: CallUse[];
  /** Session keys written when the screen loaded without leaving (onLoad's writes under their conditions, saveAs). */
  loadWrites: Write[];
}

export type ValueType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

/** A session key as flows/session.json declares it. */
export interface KeyDecl {
  type?: string;
  /** May be absent where it is read: always (true), or for applicants for whom this JSONata holds. */
  optional?: boolean | string;
  /** Written by the runtime before any screen reads it. */
  always?: boolean;
}

export interface Journey {
  nodes: Node[];
  edges: Edge[];
  /** Route paths without a page-state guard: where a journey may start. */
  entries: string[];
  /** The landing route ("/"). */
  landing: string;
  keys: Record<string, KeyDecl>;
  /** Every page state something sets (an edge, a route on entry, a literal written to pageState). */
  pageStates: string[];
  node(path: string): Node | undefined;
  /** Resolves a route path or alias to its node's path. */
  resolve(path: string): string | undefined;
}
