// The step indicator's content (seeds 000 §1, 001 §1): a screen's `step` number in the public or
// the banking header, and that header's steps (flows/flow.json shell.steps, names as i18n keys).
// Which header shows is config too (shell.banking). Pure: the shell draws it, the headless runner lists its texts.
import type { ScreenConfig } from './types.js';
import type { FlowConfig } from './flowTypes.js';

export interface StepView {
  /** 1-based number of the current step. */
  n: number;
  /** How many steps the header has. */
  total: number;
  /** i18n keys of every step's name, in order. */
  names: string[];
}

/** Whether the applicant sees the banking header: the session value flows/flow.json shell.banking names. */
export function isBanking(flow: Pick<FlowConfig, 'shell'>, session: { get(key: string): unknown }): boolean {
  const banking = flow.shell?.banking;
  return banking !== undefined && session.get(banking.session) === banking.equals;
}

/** The screen's step in this header, or undefined when it shows no indicator. */
export function stepOf(screen: Pick<ScreenConfig, 'step'> | undefined, flow: Pick<FlowConfig, 'shell'>, banking: boolean): StepView | undefined {
  const header = banking ? 'banking' : 'public';
  const n = screen?.step?.[header];
  const names = flow.shell?.steps?.[header];
  if (typeof n !== 'number' || !names || n < 1 || n > names.length) return undefined;
  return { n, total: names.length, names };
}
