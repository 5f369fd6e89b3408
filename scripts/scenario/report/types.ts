// What the testers' report shows of a scenario, step by step (observe.ts builds it, html.ts draws it).
// Every value is already masked (mask.ts).

export interface CallView { code: string; request: unknown; response?: unknown; failure?: string }

export interface WhyView {
  /** What decided: a next rule, a go or fail effect, a guard. */
  what: string;
  /** file#pointer */
  where: string;
  to: string;
  /** The conditions of the way, in the words of the journey map. */
  words: string;
}

export interface StepView {
  n: number;
  /** The step's JSON as written (masked); the start address for step 0. */
  step: string;
  kind: string;
  did?: string;
  routeBefore?: string;
  routeAfter?: string;
  screen?: { id: string; title: string };
  /** Routes entered (or refused) on the way, in order. */
  routes: { path: string; refused: boolean; reason?: string }[];
  texts: string[];
  session: { key: string; before: unknown; after: unknown }[];
  calls: CallView[];
  why: WhyView[];
  errors: string[];
  alerts: string[];
  popups: string[];
  fieldErrors: string[];
  redirects: string[];
  /** /__studio/?route=…&session=…: the screen in the studio under this session (masked). */
  studio?: string;
  failure?: { message: string; seen: string[]; alternatives: string[] };
}

export interface ScenarioView {
  file: string;
  name: string;
  description?: string;
  ok: boolean;
  ms: number;
  steps: StepView[];
  /** A failure before the first step (a file the meta-schema refuses). */
  refused?: string;
}
