// A97 judged before it is stored: what it says against what the apply log proved (verified.ts),
// the steps the journey model requires before it against the bank's records (steps.ts), then the
// application's forms against the screens the browser ran (judge.ts), for this applicant as the
// bank knows them (the flags as its records prove them: flags.ts). Runs outside the call's
// transaction (the rules are asynchronous JSONata) and only reads; the handler then stores it
// exactly once. A log already submitted is the handler's to answer (the same content gets the
// same case number).
import { admit, oversizedField } from '../access.js';
import type { Ctx, Req, Res } from '../context.js';
import { applicationsOf } from '../store/applications.js';
import { zipOf } from '../lookups.js';
import { str } from '../util.js';
import { agentSubmit, checkContent, decodedPayload } from '../calls/A97.js';
import type { JudgeConfig } from './config.js';
import { judgeApplication, type Facts } from './judge.js';
import { unverified } from './verified.js';
import { recordedFlags } from './flags.js';
import { missingStep } from './steps.js';

export const MSG_JUDGED = '申請資料不正確';

/** What the bank holds of this applicant: the session values it set or verified, its own answers. */
export function factsOf(ctx: Ctx, log: NonNullable<Ctx['caller']['log']>, content: Record<string, unknown>): Facts {
  const token = ctx.store.tokens.get(log.token);
  const customer = ctx.customers.get(log.ID);
  const campaign = ctx.campaigns.get(log.CTID);
  const flags = recordedFlags(ctx, log);
  const sent = (key: string) => (typeof content[key] === 'string' ? content[key] : undefined);
  return {
    session: {
      CustomerType: log.CustomerType, FlowType: log.FlowType, IDNO: log.ID, CTID: log.CTID,
      ...(token?.checked_birthday ? { Birthday: token.checked_birthday } : {}),
      ...(campaign?.EmailCheckReject ? { EmailCheckReject: campaign.EmailCheckReject } : {}),
      // The short form as the customer record has it, whatever was sent. OCR mode (IsOCR Y hides the
      // personal fields the recognition filled) only as claimed and proven by the bank's record of
      // the recognition (an unproven claim is refused before: flags.ts); never on the claim alone,
      // and not on the record alone: the app shows and checks those fields unless its session is in
      // OCR mode, so the bank checks them too.
      ...(flags.ApplyShortForm ? { ApplyShortForm: flags.ApplyShortForm } : {}),
      IsOCR: sent('IsOCR') === 'Y' && flags.IsOCR === 'Y' ? 'Y' : 'N',
      // What the browser says of the loan: the applicant's own choice.
      ...(sent('ApplyPL') ? { ApplyPL: sent('ApplyPL') } : {}),
    },
    server: {
      ...(customer ? { A20: { ...customer.A20, NameChinese: customer.NameChinese, HouseZip: zipOf(customer.A20.HouseArea ?? ''), ContactZip: zipOf(customer.A20.ContactArea ?? '') } } : {}),
      A22: ctx.ref.lookups,
    },
  };
}

/** The refusal for an application the screens' rules refuse, in the bank's language with its English. */
export async function judgeA97(req: Req, ctx: Ctx, config: JudgeConfig, payload = 'A97'): Promise<Res | undefined> {
  const decoded = decodedPayload(req);
  if ('refusal' in decoded) return undefined; // the handler says why
  const applyLogId = str(decoded.content, 'ApplyLogID') || str(req, 'ApplyLogID');
  const admitted = admit('verified', { Token: req.Token, ApplyLogID: applyLogId }, ctx, 'A97');
  if ('refusal' in admitted) return undefined;
  const log = admitted.caller.log!;
  if (applicationsOf(ctx.store.db).get(log.ApplyLogID) || agentSubmit(log, ctx)) return undefined;
  // The bank's own checks first: their refusal is the handler's to give, with its message.
  if (oversizedField(decoded.content, ctx.policy.maxFieldChars, {}) || 'refusal' in checkContent(decoded.content, log, ctx)) return undefined;
  const claim = unverified(decoded.content, log, ctx) ?? missingStep(ctx, log, config.journey, 'A97');
  if (claim) return { Success: true, Result: '0', ApplyID: '', ErrMsg: claim };
  const problems = await judgeApplication(decoded.content, factsOf(ctx, log, decoded.content), config, payload);
  if (problems.length === 0) return undefined;
  const first = problems[0];
  return {
    Success: true, Result: '0', ApplyID: '', ErrMsg: `${MSG_JUDGED}：${first.text['zh-TW']}`,
    Translations: { en: { ErrMsg: `The application is not valid: ${first.text.en ?? first.text['zh-TW']}` } },
  };
}
