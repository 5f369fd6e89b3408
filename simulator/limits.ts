// The rate limits of simulator/policy.ts, as small named checks the handlers share.
import type { Ctx } from './context.js';

export const MSG_TOO_MANY = '嘗試次數過多，請稍後再試';
export const MSG_TOO_MANY_CODES = '簡訊發送次數過多，請稍後再試';

/** True when `key` already has `limit` events in the window. */
function spent(ctx: Ctx, key: string, limit: number, windowMs: number): boolean {
  return ctx.store.rates.count(key, ctx.now(), windowMs) >= limit;
}

export const MSG_TOO_MANY_TOKENS = '連線數過多，請稍後再試';

/** A6 tokens per client address (the connection's); counts this one when allowed. */
export function takeToken(ctx: Ctx, client: string): boolean {
  const p = ctx.policy;
  if (spent(ctx, `a6-client:${client}`, p.tokensPerClient, p.tokensPerClientWindowMs)) return false;
  ctx.store.rates.add(`a6-client:${client}`, ctx.now());
  return true;
}

/** A84 checks per token (each reveals whether an ID is on file); counts this one when allowed. */
export function takeIdCheck(ctx: Ctx, token: string): boolean {
  const p = ctx.policy;
  if (spent(ctx, `idcheck:${token}`, p.idChecksPerToken, p.idCheckWindowMs)) return false;
  ctx.store.rates.add(`idcheck:${token}`, ctx.now());
  return true;
}

/** Birthday checks for an ID on file are refused after too many wrong birthdays for that ID or token. */
export function birthdayBlocked(ctx: Ctx, id: string, token: string): boolean {
  const p = ctx.policy;
  return spent(ctx, `bday-id:${id}`, p.birthdayFailuresPerId, p.birthdayWindowMs)
    || spent(ctx, `bday-token:${token}`, p.birthdayFailuresPerToken, p.birthdayWindowMs);
}

export function birthdayFailed(ctx: Ctx, id: string, token: string): void {
  ctx.store.rates.add(`bday-id:${id}`, ctx.now());
  ctx.store.rates.add(`bday-token:${token}`, ctx.now());
}

/** SMS codes per mobile and per ID, whatever the session; counts this one when allowed. */
export function takeCode(ctx: Ctx, id: string, mobile: string): boolean {
  const p = ctx.policy;
  if (spent(ctx, `sms-mobile:${mobile}`, p.codesPerMobile, p.codesPerMobileWindowMs)) return false;
  if (spent(ctx, `sms-id:${id}`, p.codesPerId, p.codesPerIdWindowMs)) return false;
  ctx.store.rates.add(`sms-mobile:${mobile}`, ctx.now());
  ctx.store.rates.add(`sms-id:${id}`, ctx.now());
  return true;
}

export const MSG_TOO_MANY_MAILS = '電子郵件發送次數過多，請稍後再試';

/** Mails (codes and re-sent links) per address and per ID, whatever the session; counts this one when allowed. */
export function takeMail(ctx: Ctx, id: string, email: string): boolean {
  const p = ctx.policy;
  const addr = email.toLowerCase();
  if (spent(ctx, `mail-addr:${addr}`, p.mailsPerAddress, p.mailsPerAddressWindowMs)) return false;
  if (spent(ctx, `mail-id:${id}`, p.mailsPerId, p.mailsPerIdWindowMs)) return false;
  ctx.store.rates.add(`mail-addr:${addr}`, ctx.now());
  ctx.store.rates.add(`mail-id:${id}`, ctx.now());
  return true;
}

export const MSG_TOO_MANY_AGENT_TEXTS = '代填簡訊發送次數過多，請稍後再試';

/**
 * Texts the bank sends in agent mode (the customer's code-step link, the continuation link): per
 * agent, per customer (ID) and per token, whatever else; counts this one when allowed.
 */
export function takeAgentText(ctx: Ctx, agentId: string, id: string, token: string): boolean {
  const p = ctx.policy;
  const keys: Array<[string, number, number]> = [
    [`agent-text-agent:${agentId}`, p.agentTextsPerAgent, p.agentTextsPerAgentWindowMs],
    [`agent-text-id:${id}`, p.agentTextsPerCustomer, p.agentTextsPerCustomerWindowMs],
    [`agent-text-token:${token}`, p.agentTextsPerToken, p.agentTextsPerTokenWindowMs],
  ];
  if (keys.some(([key, limit, windowMs]) => spent(ctx, key, limit, windowMs))) return false;
  for (const [key] of keys) ctx.store.rates.add(key, ctx.now());
  return true;
}

export const MSG_RESEND_WAIT = '驗證碼剛已發送，請稍候再重新發送';

/**
 * Whether this token was sent a code by `channel` less than policy.resendGapMs ago: the app's
 * resend link waits as long (flows/constants.json resendCooldownSeconds), so only a client that
 * skips it asks sooner. The bank then sends nothing new.
 */
export function tooSoon(ctx: Ctx, channel: 'sms' | 'mail', token: string): boolean {
  const gap = ctx.policy.resendGapMs;
  return gap > 0 && spent(ctx, `${channel}-sent:${token}`, 1, gap);
}

/** Records a code sent to this token by `channel`, for tooSoon. */
export function sentTo(ctx: Ctx, channel: 'sms' | 'mail', token: string): void {
  ctx.store.rates.add(`${channel}-sent:${token}`, ctx.now());
}
