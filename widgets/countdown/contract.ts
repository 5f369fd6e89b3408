import { defineContract } from '../shared/contract.js';

/** ui:options of the countdown field (schema type null): a waiting screen's clock and its periodic check. */
export interface CountdownOptions {
  /** Countdown length: a number of seconds, or a JSONata expression giving it (e.g. "consts.agentWaitSeconds"). */
  seconds: number | string;
  /** i18n key of the shown text, param {seconds} (seconds left). */
  text: string;
  /** Every this many seconds of the run (a number or an expression), `everyAction` runs. */
  everySeconds?: number | string;
  /** Action run every `everySeconds` while the countdown runs (not at 0). */
  everyAction?: string;
  /** Action run once when the countdown reaches 0. */
  expireAction?: string;
}

export const contract = defineContract<undefined>({
  name: 'countdown',
  kind: 'field',
  valueType: 'null',
  emptyValue: undefined,
  sanitize: () => undefined,
  optionKinds: { seconds: 'numberOrExpr', text: 'i18n', everySeconds: 'numberOrExpr', everyAction: 'action', expireAction: 'action' },
  requiredOptions: ['seconds', 'text'],
  texts: { text: { passes: ['seconds'] } },
  ownLabel: true,
});
