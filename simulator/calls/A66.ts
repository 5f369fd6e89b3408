// A66: the upload notes (CCPLUpload, one note a line; LibDetails) of a campaign. Product
// information: a valid token; an unknown CTID is refused (the app shows ErrCode 1201). The notes
// in the bank's other languages come beside them (Translations, as A137 and A17 send theirs).
import type { Handler } from '../context.js';
import { str } from '../util.js';
import { unknownCampaign } from './shared.js';

export const A66: Handler = (req, ctx) => {
  const ctid = str(req, 'CTID');
  if (ctid && !ctx.campaigns.has(ctid)) return unknownCampaign(ctid);
  const { CCPLUpload, LibDetails, translations = {} } = ctx.ref.uploadNotes;
  const Translations = Object.fromEntries(Object.entries(translations).map(([code, t]) => [code, { CCPLUpload: t.CCPLUpload.join('\n'), LibDetails: t.LibDetails }]));
  return { Success: true, CCPLUpload: CCPLUpload.join('\n'), LibDetails, Translations };
};
