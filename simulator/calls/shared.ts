// Helpers several call handlers need: reading the ID field, opening apply logs, campaign lookup.
import type { Ctx, Req } from '../context.js';
import type { ApplyLog } from '../store/index.js';
import { newApplyLogId, str } from '../util.js';

/** The seeds name the applicant's ID "ID" in some calls and "IDNO" in others: accept both. */
export const idOf = (req: Req): string => str(req, 'ID', 'IDNO').toUpperCase();

export const MSG_STEP_ORDER = '申請步驟不正確，請重新申請';

type NewLog = Pick<ApplyLog, 'ID' | 'CTID' | 'CustomerType' | 'FlowType' | 'Mobile'> & { fields?: Record<string, string> };

/** Opens an apply log owned by the caller's token. */
export function createApplyLog(ctx: Ctx, fields: NewLog): ApplyLog {
  const now = ctx.now();
  const ApplyLogID = newApplyLogId();
  const { fields: extra = {}, ...base } = fields;
  ctx.store.applyLogs.insert({
    ...base, ApplyLogID, token: ctx.caller.token!.token, fields: extra, createdAt: now,
    // PageParameter starts with what the bank knows at creation; A166 merges the rest.
    PageData: {
      PageParameter: { ApplyLogID, CTID: base.CTID, CustomerType: base.CustomerType, FlowType: base.FlowType, Mobile: base.Mobile },
      CardAndGiftInfos: {}, EtbInfos: {}, OCRInfos: {},
    },
  });
  return ctx.store.applyLogs.get(ApplyLogID)!;
}

/** Campaign, code and UTM fields the seeds send with A5 / A28 / A99, kept on the apply log. */
export function sourceFields(req: Req): Record<string, string> {
  const keys = ['CampaignCode', 'UTMSource', 'UTMMedium', 'UTMTerm', 'UTMContent', 'UTMCampaign', 'SalesId', 'ReferId', 'APID'];
  return Object.fromEntries(keys.filter((k) => str(req, k)).map((k) => [k, str(req, k)]));
}

/** The request names another ID than the apply log's: refused (a log is one applicant's). */
/**
 * The customer record behind an apply log, undefined for a new-to-bank one. An apply log that A28
 * opened is NTB even for an ID on file (A84 answers a wrong birthday as it answers an ID not on
 * file): nothing on it may reach or reveal the customer's record.
 */
export const customerOfLog = (ctx: Ctx, log: ApplyLog) => (log.CustomerType === 'NTB' ? undefined : ctx.customers.get(log.ID));

export const otherId = (req: Req, log: ApplyLog): boolean => idOf(req) !== '' && idOf(req) !== log.ID;

export const unknownCampaign = (ctid: string) => ({ Success: false, ErrMsg: `查無此專案(${ctid || '空白'})` });

/** A campaign whose CardName is empty is withdrawn (A137 answers it so; the screens show 產品已下架). */
export const MSG_WITHDRAWN = '產品已下架';
export const withdrawn = (campaign: { CardName: string }): boolean => campaign.CardName.trim() === '';

/** The campaign is on file and withdrawn (empty CardName): no apply log is opened for it (A5, A28, A99) and A97 takes nothing. */
export const withdrawnCampaign = (ctx: Ctx, ctid: string): boolean => {
  const campaign = ctx.campaigns.get(ctid);
  return campaign !== undefined && withdrawn(campaign);
};

/**
 * The mobile this apply log was verified on: the one its SMS code went to, or the mobile on file
 * for a banking token (A99). '' while the log is not verified.
 */
export function verifiedMobile(ctx: Ctx, log: ApplyLog): string {
  if (log.state !== 'verified') return '';
  if (log.verifiedVia === 'sms') return ctx.store.otp.get(log.ApplyLogID)?.mobile ?? '';
  return log.Mobile;
}
