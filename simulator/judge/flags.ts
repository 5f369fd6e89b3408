// The flags an application claims, against what the bank recorded of its apply log (issue 18 §2):
// a browser can set any session value, so the bank takes a claim only when its own records prove
// it. IsOCR Y: A61 recognised this apply log's applicant from the ID photos (store/facts.ts `ocr`).
// STPFlowFlag Y (the route without proof of income): this apply log passed the mobile-number
// identity check (`twid`), and an applicant who is not pre-approved (ApproveCus not Y) also gave the
// data platform's income data (a transaction of this apply log answered 200). ApplyShortForm Y: the
// customer record says so (A20). MDID: a data platform transaction of this apply log that answered
// 200. A flag claimed N (or not at all) needs no proof: it asks for the longer way.
import type { Ctx } from '../context.js';
import type { ApplyLog } from '../store/applyLogs.js';
import { factsOf } from '../store/facts.js';
import { mydataOf } from '../store/mydata.js';

export const MSG_OCR_UNPROVED = '本申請尚未完成身分證辨識，無法以辨識資料申請';
export const MSG_STP_UNPROVED = '本申請尚未完成行動身分驗證及資料平台授權，無法免附財力證明';
export const MSG_SHORT_FORM_UNPROVED = '本行資料未核定您適用簡易申請';
export const MSG_MDID_UNPROVED = '查無本申請之資料平台授權';

/** What the data platform answers when the applicant provided the data. */
const MYDATA_PROVIDED = '200';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** What the bank's records say of the apply log's flags: the truth the screens are judged on. */
export interface RecordedFlags {
  IsOCR: 'Y' | 'N';
  STPFlowFlag: 'Y' | 'N';
  /** The customer record's (absent for a new applicant, who has none). */
  ApplyShortForm?: 'Y' | 'N';
}

/** The MDIDs of this apply log's data platform transactions that answered 200. */
function providedMdids(ctx: Ctx, log: ApplyLog): Set<string> {
  return new Set(mydataOf(ctx.store.db).ofApplyLog(log.ApplyLogID).filter((tx) => tx.result_code === MYDATA_PROVIDED).map((tx) => tx.mdid));
}

export function recordedFlags(ctx: Ctx, log: ApplyLog): RecordedFlags {
  const facts = factsOf(ctx.store.db);
  const customer = ctx.customers.get(log.ID);
  const preApproved = customer?.ApproveCus === 'Y';
  const stp = facts.has(log.ApplyLogID, 'twid') && (preApproved || providedMdids(ctx, log).size > 0);
  return {
    IsOCR: facts.has(log.ApplyLogID, 'ocr') ? 'Y' : 'N',
    STPFlowFlag: stp ? 'Y' : 'N',
    ...(customer ? { ApplyShortForm: customer.ApplyShortForm === 'Y' ? 'Y' : 'N' } : {}),
  };
}

/** The first flag the application claims that the apply log's records do not prove, as the bank's message; undefined when all hold. */
export function unprovedFlag(content: Record<string, unknown>, log: ApplyLog, ctx: Ctx): string | undefined {
  const recorded = recordedFlags(ctx, log);
  if (text(content.IsOCR) === 'Y' && recorded.IsOCR !== 'Y') return MSG_OCR_UNPROVED;
  if (text(content.STPFlowFlag) === 'Y' && recorded.STPFlowFlag !== 'Y') return MSG_STP_UNPROVED;
  if (text(content.ApplyShortForm) === 'Y' && recorded.ApplyShortForm !== 'Y') return MSG_SHORT_FORM_UNPROVED;
  const mdid = text(content.MDID);
  if (mdid && !providedMdids(ctx, log).has(mdid)) return MSG_MDID_UNPROVED;
  return undefined;
}
