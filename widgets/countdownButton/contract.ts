import { defineContract } from '../shared/contract.js';

/**
 * ui:options of the countdownButton field (schema type null): a button that goes on by itself when
 * its countdown ends, or at once when pressed (002 §2.4: the data platform's 7-second button).
 */
export interface CountdownButtonOptions {
  /** Countdown length: a number of seconds, or a JSONata expression giving it (e.g. "consts.mydataCountdownSeconds"). */
  seconds: number | string;
  /** i18n key of the button's text, param {seconds}: the whole seconds left before the last one (7 s: 6, 5 … 0). */
  text: string;
  /** Action run once: on a press, or when the countdown reaches 0 (whichever comes first). */
  action: string;
  /** JSONata: the countdown runs (and the button can be pressed) only while this holds (default: always). */
  startWhen?: string;
  /** primary (default) | secondary. */
  variant?: 'primary' | 'secondary';
}

/** The label's number for `remaining` whole seconds left (rounded up): one less, never below 0 (7 s reads 6 … 0). */
export const shownSeconds = (remaining: number): number => Math.max(0, remaining - 1);

export const contract = defineContract<undefined>({
  name: 'countdownButton',
  kind: 'field',
  valueType: 'null',
  emptyValue: undefined,
  sanitize: () => undefined,
  optionKinds: { seconds: 'numberOrExpr', text: 'i18n', action: 'action', startWhen: 'expr', variant: 'string' },
  requiredOptions: ['seconds', 'text', 'action'],
  texts: { text: { passes: ['seconds'] } },
  ownLabel: true,
  /** The label as a run starts (the headless runner's expectText): the seconds given, shown one less. */
  async servedTexts(options, env) {
    const o = options as Partial<CountdownButtonOptions>;
    const seconds = typeof o.seconds === 'number' ? o.seconds : Number(await env.evaluate(String(o.seconds)));
    return typeof o.text === 'string' && Number.isFinite(seconds) ? [env.t(o.text, { seconds: shownSeconds(seconds) })] : [];
  },
});
