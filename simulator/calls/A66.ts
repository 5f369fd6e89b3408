// A66: the upload notes (CCPLUpload, one note a line; LibDetails) of a campaign. Product
// information: a valid token; an unknown CTID is refused (the app shows ErrCode 1201).
import type { Handler } from '../context.js';
import { str } from '../util.js';
import { unknownCampaign } from './shared.js';

export const A66: Handler = (req, ctx) => {
  const ctid = str(req, 'CTID');
  if (ctid && !ctx.campaigns.has(ctid)) return unknownCampaign(ctid);
  return { Success: true, CCPLUpload: ctx.ref.uploadNotes.CCPLUpload.join('\n'), LibDetails: ctx.ref.uploadNotes.LibDetails };
};
