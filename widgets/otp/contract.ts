import { defineContract } from '../shared/contract.js';
import { digitString } from '../shared/sanitize.js';

export const OTP_LENGTH = 6;

/** ui:options of the otp widget. */
export interface OtpOptions {
  /** Countdown length: a number of seconds, or a JSONata expression giving it (e.g. "consts.smsOtpSeconds"). */
  seconds: number | string;
  /** Action run once per complete 6-digit entry; its event is { value: code }. */
  completeAction: string;
  /** Action run once when a countdown run reaches 0. */
  expireAction?: string;
  /** Action run by the resend link. */
  resendAction?: string;
  /** JSONata: the boxes are disabled and no countdown runs until it holds (absent: from the start). */
  startWhen?: string;
  /** JSONata: whenever its value changes the countdown restarts at full seconds (e.g. "session.OTPIssuedAt"). */
  restartKey?: string;
  /** JSONata: while it holds the boxes are read-only and the countdown halts. */
  lockedWhen?: string;
  /** i18n key of the countdown text, param {seconds} (e.g. 剩餘 {seconds} 秒). */
  countdownText?: string;
  /** i18n key of the resend link. */
  resendLabel?: string;
  /** i18n key labelling each box, params {n} and {total}. */
  boxLabel?: string;
  /**
   * Seconds the resend link waits after each code is sent (a new restartKey value) and after each
   * tap: a number, or a JSONata expression giving it (e.g. "consts.resendCooldownSeconds"); absent
   * or 0: no wait. While it runs the link is disabled (aria-disabled: it keeps the focus) and taps do nothing.
   */
  resendCooldown?: number | string;
  /** i18n key of the text beside the waiting link, param {seconds} (e.g. {seconds} 秒後可重新發送). */
  resendWaitText?: string;
  /** i18n key said (polite live region) when the wait ends and the link works again. */
  resendReadyText?: string;
}

export const contract = defineContract<string | undefined>({
  name: 'otp',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input) => digitString(input, OTP_LENGTH),
  optionKinds: {
    seconds: 'numberOrExpr',
    completeAction: 'action',
    expireAction: 'action',
    resendAction: 'action',
    startWhen: 'expr',
    restartKey: 'expr',
    lockedWhen: 'expr',
    countdownText: 'i18n',
    resendLabel: 'i18n',
    boxLabel: 'i18n',
    resendCooldown: 'numberOrExpr',
    resendWaitText: 'i18n',
    resendReadyText: 'i18n',
  },
  requiredOptions: ['seconds', 'completeAction'],
  texts: { countdownText: { passes: ['seconds'] }, boxLabel: { passes: ['n', 'total'] }, resendWaitText: { passes: ['seconds'] } },
  ownError: true,
});
