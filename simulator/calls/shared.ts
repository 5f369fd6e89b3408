// Helpers several call handlers need: reading the ID field, apply logs, campaign lookup.
import type { ApplyLog } from '../db.js';
import type { Ctx, Req } from '../context.js';
import { newApplyLogId, str } from '../util.js';

/** The seeds name the applicant's ID "ID" in some calls and "IDNO" in others: accept both. */
export const idOf = (req: Req): string => str(req, 'ID', 'IDNO').toUpperCase();

export const VERIFIED_VALID_MS = 24 * 60 * 60 * 1000;

/** True when the ID passed an SMS code (or arrived with a banking token) in the last 24 hours. */
export function isVerified(ctx: Ctx, id: string): boolean {
  const v = ctx.db.data.verified[id];
  return v !== undefined && ctx.now() - v.at < VERIFIED_VALID_MS;
}

/** What a caller supplies; Omit<ApplyLog, ...> would drop the named keys (ApplyLog has an index signature). */
type NewApplyLog = Pick<ApplyLog, 'ID' | 'CTID' | 'CustomerType' | 'FlowType' | 'Mobile'> & Record<string, unknown>;

export function createApplyLog(ctx: Ctx, fields: NewApplyLog): ApplyLog {
  const now = ctx.now();
  const ApplyLogID = newApplyLogId(now);
  const log: ApplyLog = {
    ...fields, ApplyLogID, createdAt: new Date(now).toISOString(),
    // PageParameter starts with what the bank knows at creation; A166 merges the rest.
    PageData: {
      PageParameter: {
        ApplyLogID, CTID: fields.CTID, CustomerType: fields.CustomerType, FlowType: fields.FlowType,
        Mobile: fields.Mobile,
      },
      CardAndGiftInfos: {}, EtbInfos: {}, OCRInfos: {},
    },
  };
  ctx.db.data.applyLogs[ApplyLogID] = log;
  return log;
}

/** Campaign, code and UTM fields the seeds send with A5 / A28 / A99, kept on the apply log. */
export function sourceFields(req: Req): Record<string, string> {
  const keys = ['CampaignCode', 'UTMSource', 'UTMMedium', 'UTMTerm', 'UTMContent', 'UTMCampaign', 'SalesId', 'ReferId', 'APID'];
  return Object.fromEntries(keys.filter((k) => str(req, k)).map((k) => [k, str(req, k)]));
}

export const unknownCampaign = (ctid: string) => ({ Success: false, ErrMsg: `查無此專案(${ctid || '空白'})` });
