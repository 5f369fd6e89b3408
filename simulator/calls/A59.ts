// A59: the held application, as a JSON string (ContentJson; '' when nothing is held). First what
// this apply log held; else the newest application held in the last 30 days (policy) for the same
// ID by an apply log verified on the same mobile: an applicant who comes back in a new browser
// session (new Token, new apply log) proves the same ID and mobile with a new SMS code (or a
// banking token) and gets the form back. A stranger who knows the ID cannot: A59 needs a verified
// apply log, and a new-to-bank applicant's mobile is the one an other-bank check passed for.
// The restored content is copied onto the caller's apply log, so its later A60s merge into it.
import type { Handler } from '../context.js';
import { verifiedMobile } from './shared.js';

export const A59: Handler = (_req, ctx) => {
  const log = ctx.caller.log!;
  const own = ctx.store.held.get(log.ApplyLogID);
  if (own) return { Success: true, ContentJson: own.content };
  const mobile = verifiedMobile(ctx, log);
  const earlier = mobile ? ctx.store.held.latest(log.ID, mobile, ctx.now() - ctx.policy.heldRetentionMs) : undefined;
  if (!earlier) return { Success: true, ContentJson: '' };
  ctx.store.held.put({ ...earlier, apply_log_id: log.ApplyLogID });
  return { Success: true, ContentJson: earlier.content };
};
