// A1: the service check. On the landing page (ClientType, IP) it answers Flag "Y" while the service
// runs. On the completion page (002 §2.5, §7: "completion data using ApplyLogID, ApplyID") it also
// vouches for the case the page is about to show: Flag "Y" only when the caller's Token opened
// that apply log and the application submitted on it (A97) carries that ApplyID; otherwise Flag
// "N" (the page shows 4101 and leaves). One answer for "no such case", "not yours" and "wrong
// case number", so a guesser learns nothing; a phone Token of the upload hand-over owns no case.
import type { Handler } from '../context.js';
import { applicationsOf } from '../store/applications.js';
import { sameSecret, str } from '../util.js';

export const A1: Handler = (req, ctx) => {
  const applyLogId = str(req, 'ApplyLogID');
  const applyId = str(req, 'ApplyID');
  // The landing page's check names neither; the completion page names both (an empty one is no case).
  if (!('ApplyLogID' in req) && !('ApplyID' in req)) return { Success: true, Flag: 'Y' };
  const token = ctx.caller.token;
  const app = applicationsOf(ctx.store.db).get(applyLogId);
  const log = app && ctx.store.applyLogs.get(app.ApplyLogID);
  const owns = !!token && !token.upload_log && !!log && log.token === token.token && sameSecret(app.ApplyID, applyId);
  return { Success: true, Flag: owns ? 'Y' : 'N' };
};
