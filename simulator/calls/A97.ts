// A97: the application is submitted (001 §3.9, §4.6, §7). The request carries the Token and
// ContentJSON, the base64 of the UTF-8 of a JSON object with the fields of 001 §3.9 under their
// names (ApplyLogID, CustomerType, FlowType, card, personal, contact, work, loan, related persons,
// session flags) and optionally GiftInfo and ModFlag objects; the seeds' other body
// ({ FormData, GiftInfo, ModFlag }) is accepted inside ContentJSON or as the request itself and
// flattened the same way. Decoding and limits are A60's (strict base64, UTF-8 and a JSON object
// of at most 64 KB).
//
// The bank's side: only the Token that opened the apply log named in the content, once that log
// is verified; the ID must be the apply log's; the card and the gifts are taken from the apply
// log's campaign (a code the campaign does not offer is refused; a withdrawn campaign takes none);
// the flags it claims (IsOCR, STPFlowFlag, ApplyShortForm, MDID) only as the bank's records of the
// apply log prove them (judge/flags.ts); one application per ID and campaign within
// policy.sameCardWindowMs. Exactly once: the first submit
// stores the application and issues a case number (ApplyID); the same content again (a double
// click, a retry after a lost answer, a reload) answers the same ApplyID and stores nothing; other
// content after that is refused. The server runs each call in one transaction, so two submits in
// parallel are serialised and the table's key allows one row per apply log.
//
// Answers: { Success: true, Result: '1', ApplyID } or { Success, Result: '0', ApplyID: '', ErrMsg }
// (Success false when the caller may not submit at all: no token, another's or an unverified log).
import { createHash } from 'node:crypto';
import { admit, oversizedField } from '../access.js';
import type { Ctx, Handler, Req, Res } from '../context.js';
import type { GiftGroup } from '../data.js';
import { applicationsOf, type SubmittedCard, type SubmittedGift } from '../store/applications.js';
import { randomDigits, str } from '../util.js';
import { unprovedFlag } from '../judge/flags.js';
import { MSG_WITHDRAWN, withdrawn } from './shared.js';
import { MAX_CONTENT_CHARS, MAX_HELD_BYTES, MSG_CONTENT_BAD, MSG_CONTENT_TOO_BIG, decodeContent } from './A60.js';
import { MSG_AGENT_SUBMIT } from './agent.js';
import { signedInAs } from './agentSignIn.js';

export const MSG_ALREADY_SUBMITTED = '此申請已送出，無法再次送出不同的申請資料';
export const MSG_NOT_APPLICANT = '申請資料與驗證之身分不符';
export const MSG_CARD_MISMATCH = '申請卡別與專案不符';
export const MSG_GIFT_BAD = '贈品選擇不正確';
export const MSG_NO_CAMPAIGN = '查無此專案，無法送件';
export const MSG_ALREADY_APPLIED = '您已申請此卡片，申請審核中，請勿重複申請';
export const msgMissing = (field: string): string => `申請資料缺少必要欄位：${field}`;

/** The fields a bank cannot take an application without. */
export const REQUIRED_FIELDS = ['ApplyLogID', 'IDNO', 'ChineseName'] as const;
/** Nested parts the payload may carry (objects of plain values); every other field is a plain value. */
const NESTED = new Set(['GiftInfo', 'ModFlag']);
/** Random digits of a case number: 10^12 a day, so one case number tells nothing of another. */
const APPLY_ID_DIGITS = 12;

type Plain = string | number | boolean | null;
const isPlain = (v: unknown): v is Plain => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const refuse = (ErrMsg: string, Success = true) => ({ Success, Result: '0', ApplyID: '', ErrMsg });

/**
 * The submitted fields under the seeds' names: { FormData, GiftInfo, ModFlag } flattened to the
 * FormData fields plus GiftInfo and ModFlag; undefined when a value is not a plain value (or, for
 * GiftInfo and ModFlag, an object of plain values).
 */
export function normaliseContent(parts: Record<string, unknown>): Record<string, unknown> | undefined {
  const { FormData, ...rest } = parts;
  if (FormData !== undefined && !isRecord(FormData)) return undefined;
  const flat: Record<string, unknown> = { ...(FormData ?? {}), ...rest };
  for (const [key, value] of Object.entries(flat)) {
    if (key.length > 100) return undefined;
    if (NESTED.has(key)) {
      if (!isRecord(value) || !Object.values(value).every(isPlain)) return undefined;
    } else if (!isPlain(value)) return undefined;
  }
  return flat;
}

/** JSON with object keys sorted: the same application hashes the same whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** The chosen gift codes: Combination (or GiftInfo.GiftCombination), joined by '|'. */
function chosenGiftCodes(content: Record<string, unknown>): string[] {
  const gift = isRecord(content.GiftInfo) ? content.GiftInfo : {};
  const joined = text(content.Combination) || text(gift.GiftCombination);
  return joined.split('|').map((c) => c.trim()).filter(Boolean);
}

/** The gifts of the campaign the codes name, at most one per group; undefined when one is not offered. */
export function giftsOf(codes: string[], groups: GiftGroup[]): SubmittedGift[] | undefined {
  const gifts: SubmittedGift[] = [];
  const usedGroups = new Set<number>();
  for (const code of codes) {
    const g = groups.findIndex((group) => group.gifts.some((gift) => gift.GiftCode === code));
    if (g < 0 || usedGroups.has(g)) return undefined;
    usedGroups.add(g);
    const gift = groups[g].gifts.find((x) => x.GiftCode === code)!;
    gifts.push({ GroupName: groups[g].name, GiftCode: gift.GiftCode, Description: gift.Description });
  }
  return gifts;
}

/** A case number: CC, the submit date in Taipei (YYYYMMDD) and 12 digits from the crypto source. */
export function newApplyId(now: number): string {
  const day = new Date(now + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `CC${day}${randomDigits(APPLY_ID_DIGITS)}`;
}

/** The decoded payload, or the refusal: ContentJSON (base64) or the seeds' body of FormData, GiftInfo, ModFlag. */
export function decodedPayload(req: Req): { content: Record<string, unknown> } | { refusal: ReturnType<typeof refuse> } {
  const encoded = str(req, 'ContentJSON', 'ContentJson');
  let parts: Record<string, unknown> | undefined;
  if (encoded) {
    // The JSON itself, not only its base64, is held to MAX_HELD_BYTES (base64 rounds up to 3 bytes).
    if (encoded.length > MAX_CONTENT_CHARS || Buffer.from(encoded, 'base64').length > MAX_HELD_BYTES) return { refusal: refuse(MSG_CONTENT_TOO_BIG) };
    parts = decodeContent(encoded);
  } else if (isRecord(req.FormData)) {
    parts = { FormData: req.FormData, ...(req.GiftInfo !== undefined ? { GiftInfo: req.GiftInfo } : {}), ...(req.ModFlag !== undefined ? { ModFlag: req.ModFlag } : {}) };
    if (Buffer.byteLength(JSON.stringify(parts)) > MAX_HELD_BYTES) return { refusal: refuse(MSG_CONTENT_TOO_BIG) };
  }
  const content = parts && normaliseContent(parts);
  return content ? { content } : { refusal: refuse(MSG_CONTENT_BAD) };
}

/**
 * The bank's own checks of an application for its apply log (the fields it cannot take it without,
 * the applicant, the campaign's card and gifts): the refusal, or the campaign and the gifts chosen.
 * The screens' rules judge the rest before (simulator/judge), once these hold.
 */
export function checkContent(content: Record<string, unknown>, log: NonNullable<Ctx['caller']['log']>, ctx: Ctx):
  { refusal: Res } | { campaign: NonNullable<ReturnType<Ctx['campaigns']['get']>>; gifts: SubmittedGift[] } {
  const missing = REQUIRED_FIELDS.find((f) => !text(content[f]));
  if (missing) return { refusal: refuse(msgMissing(missing)) };
  // One applicant per apply log: the ID it was opened and verified for, and its customer type and flow.
  if (text(content.IDNO).toUpperCase() !== log.ID) return { refusal: refuse(MSG_NOT_APPLICANT) };
  for (const [field, own] of [['CustomerType', log.CustomerType], ['FlowType', log.FlowType]] as const) {
    if (text(content[field]) && text(content[field]) !== own) return { refusal: refuse(MSG_NOT_APPLICANT) };
  }
  const campaign = ctx.campaigns.get(log.CTID);
  if (!campaign) return { refusal: refuse(MSG_NO_CAMPAIGN) };
  if (withdrawn(campaign)) return { refusal: refuse(MSG_WITHDRAWN) };
  if (text(content.CardCode) && text(content.CardCode) !== campaign.CardCode) return { refusal: refuse(MSG_CARD_MISMATCH) };
  const gifts = giftsOf(chosenGiftCodes(content), campaign.giftGroups);
  if (!gifts) return { refusal: refuse(MSG_GIFT_BAD) };
  // The flags a browser sets, taken only as the bank's records prove them (judge/flags.ts).
  const flag = unprovedFlag(content, log, ctx);
  if (flag) return { refusal: refuse(flag) };
  // One application per person and card: another apply log of this ID already applied for this campaign.
  const earlier = applicationsOf(ctx.store.db).latestOf(log.ID, log.CTID);
  if (earlier && earlier.ApplyLogID !== log.ApplyLogID && ctx.now() - earlier.submittedAt < ctx.policy.sameCardWindowMs) {
    return { refusal: refuse(MSG_ALREADY_APPLIED) };
  }
  return { campaign, gifts };
}

/**
 * Agent mode (issue 18): the agent's apply log (AgentStep 0) and a signed-in agent's token never
 * submit; the customer's own session does, after the SMS code on the continuation link (AgentStep 20).
 */
export function agentSubmit(log: NonNullable<Ctx['caller']['log']>, ctx: Ctx): Res | undefined {
  return ctx.store.agents.ofApplyLog(log.ApplyLogID) || signedInAs(ctx, log.token) ? refuse(MSG_AGENT_SUBMIT, false) : undefined;
}

export const A97: Handler = (req, ctx): Res => {
  const decoded = decodedPayload(req);
  if ('refusal' in decoded) return decoded.refusal;
  const { content } = decoded;
  if (oversizedField(content, ctx.policy.maxFieldChars, {})) return refuse(MSG_CONTENT_TOO_BIG);
  // The apply log is the content's (001 §3.9); a top-level ApplyLogID, when sent, must name the same.
  const applyLogId = text(content.ApplyLogID) || str(req, 'ApplyLogID');
  if (!applyLogId) return refuse(msgMissing('ApplyLogID'));
  if (str(req, 'ApplyLogID') && str(req, 'ApplyLogID') !== applyLogId) return refuse(MSG_NOT_APPLICANT);
  const admitted = admit('verified', { Token: req.Token, ApplyLogID: applyLogId }, ctx, 'A97');
  if ('refusal' in admitted) return refuse((admitted.refusal as { ErrMsg: string }).ErrMsg, false);
  const log = admitted.caller.log!;
  const notTheApplicant = agentSubmit(log, ctx);
  if (notTheApplicant) return notTheApplicant;

  const apps = applicationsOf(ctx.store.db);
  const sha = createHash('sha256').update(canonicalJson(content)).digest('hex');
  const prior = apps.get(log.ApplyLogID);
  if (prior) return prior.contentSha256 === sha ? { Success: true, Result: '1', ApplyID: prior.ApplyID } : refuse(MSG_ALREADY_SUBMITTED);

  const checked = checkContent(content, log, ctx);
  if ('refusal' in checked) return checked.refusal;
  const { campaign, gifts } = checked;
  const card: SubmittedCard = {
    CTID: campaign.CTID, CardName: campaign.CardName, CardCaption: campaign.CardCaption, CardType: campaign.CardType,
    CardLevel: campaign.CardLevel, CardCode: campaign.CardCode, GatewayNo: campaign.GatewayNo,
  };

  let ApplyID = newApplyId(ctx.now());
  while (apps.byApplyId(ApplyID)) ApplyID = newApplyId(ctx.now());
  apps.insert({
    ApplyLogID: log.ApplyLogID, ApplyID, token: log.token, ID: log.ID, CTID: log.CTID,
    content: { ...content, IDNO: log.ID }, contentSha256: sha, card, gifts, submittedAt: ctx.now(),
  });
  return { Success: true, Result: '1', ApplyID };
};
