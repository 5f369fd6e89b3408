// Call code -> handler and who may make it (simulator/access.ts). A plain literal map: an unknown
// code is a 404, never a guess.
import type { Access } from '../access.js';
import type { FileHandler, Handler } from '../context.js';
import { A1 } from './A1.js';
import { A5 } from './A5.js';
import { A6 } from './A6.js';
import { A17 } from './A17.js';
import { A20 } from './A20.js';
import { A22 } from './A22.js';
import { A25 } from './A25.js';
import { A28 } from './A28.js';
import { A29 } from './A29.js';
import { A31 } from './A31.js';
import { A32 } from './A32.js';
import { A33 } from './A33.js';
import { A37 } from './A37.js';
import { A43 } from './A43.js';
import { A56 } from './A56.js';
import { A59 } from './A59.js';
import { A60 } from './A60.js';
import { A61 } from './A61.js';
import { A63 } from './A63.js';
import { A64 } from './A64.js';
import { A66 } from './A66.js';
import { A71 } from './A71.js';
import { A73 } from './A73.js';
import { A74 } from './A74.js';
import { A75 } from './A75.js';
import { A76 } from './A76.js';
import { A80 } from './A80.js';
import { A81 } from './A81.js';
import { A84 } from './A84.js';
import { A97 } from './A97.js';
import { A99 } from './A99.js';
import { A103 } from './A103.js';
import { A104 } from './A104.js';
import { A108 } from './A108.js';
import { A110 } from './A110.js';
import { A111 } from './A111.js';
import { A112 } from './A112.js';
import { A113 } from './A113.js';
import { A114 } from './A114.js';
import { A124 } from './A124.js';
import { A122 } from './A122.js';
import { A123 } from './A123.js';
import { A137 } from './A137.js';
import { A138 } from './A138.js';
import { A141 } from './A141.js';
import { A143 } from './A143.js';
import { A144 } from './A144.js';
import { A149 } from './A149.js';
import { A150 } from './A150.js';
import { A153 } from './A153.js';
import { A146 } from './A146.js';
import { A147 } from './A147.js';
import { A148 } from './A148.js';
import { A151 } from './A151.js';
import { RequestSignature } from './RequestSignature.js';
import { A152 } from './A152.js';
import { A155 } from './A155.js';
import { A161 } from './A161.js';
import { A159 } from './A159.js';
import { A166 } from './A166.js';
import { A127, A128, A129, A131, A132 } from './agent.js';
import { AgentSignIn, AgentSignInResult } from './agentSignIn.js';
import { FileUploadPreview } from './FileUploadPreview.js';
import { FileUploadSubmit } from './FileUploadSubmit.js';
import { UploadHandOver, UploadHandOverRedeem, UploadHandOverStatus } from './UploadHandOver.js';

export interface CallSpec {
  handler: Handler;
  access: Access;
}

const with_ = (access: Access, handlers: Record<string, Handler>) =>
  Object.fromEntries(Object.entries(handlers).map(([code, handler]) => [code, { handler, access }]));

export const calls: Record<string, CallSpec> = {
  // A6 issues the token; A73 is the token check itself.
  ...with_('public', { A6, A73 }),
  // The email link (A123) is opened from a mailbox, maybe on another device: its cid is the proof.
  ...with_('public', { A123 }),
  // /UploadID's QR link: the phone's fresh token (A6) redeems the code the desktop was given.
  ...with_('token', { UploadHandOverRedeem }),
  // Campaign data, lookups, the identity step and logs: a valid token.
  // Reference lists (A22 lookups, A71 nationalities, A66 upload notes) and A108's romanisation,
  // which reads nothing of the bank's: a valid token too.
  ...with_('token', { A1, A5, A17, A22, A28, A31, A37, A43, A56, A64, A66, A71, A76, A81, A84, A99, A108, A122, A137, A138, A155 }),
  // Whether the income documents must be uploaded (A141): a valid token; the answer reads only the SalesID.
  ...with_('token', { A141 }),
  // The completion page (002 §2.5): A161 on a case the Token submitted, A110 on a data platform
  // transaction the Token opened (each handler holds it to the Token).
  ...with_('token', { A110, A161 }),
  // Steps on an apply log: the token that opened it. A25 and A61 come with the ID upload, which
  // the loan route of /Validate2 does before the SMS code.
  ...with_('owner', { A25, A32, A33, A61, A63, A74, A75, A80, A103 }),
  // Personal data: that apply log, verified. A29 (email), A59/A60 (held application), A159
  // (employer list of Form2) belong to the data-entry screens after the SMS code.
  ...with_('verified', { A20, A29, A59, A60, A152, A159, A166 }),
  // The email code (A143 sends to the email A29 logged, A144 checks it): after Form1.
  ...with_('verified', { A143, A144 }),
  // The desktop's code for the QR link: only for a verified apply log, by the token that owns it.
  ...with_('verified', { UploadHandOver, UploadHandOverStatus }),
  // The submit names its apply log inside ContentJSON: admitted here on the token, then held by
  // A97 itself to the token that opened that log, verified (the same rule as 'verified').
  ...with_('token', { A97 }),
  // The mobile-number identity check (simulator/twid.ts): the applicant's own verified apply log,
  // each step after the one before it on that log.
  ...with_('verified', { RequestSignature, A151, A146, A147, A148 }),
  // The progress inquiry has no apply log: A114 binds an identity to the token, A113/A112 its code,
  // and A111/A124 answer only that token once A112 passed it (simulator/inquiry.ts).
  ...with_('token', { A111, A112, A113, A114, A124 }),
  // The government data platform forward (simulator/calls/mydata.ts): A149, A150 and A104 on the
  // caller's verified apply log; A153 names its transaction by TXID, held there to the Token that
  // opened it.
  ...with_('verified', { A149, A150, A104 }),
  ...with_('token', { A153 }),
  // Agent mode (simulator/calls/agent.ts): A131 on the caller's own apply log (registering a case,
  // or passing the customer's verified code step with the link's code); A127 on the agent's apply
  // log once the customer verified it; A129/A132 answer only the token that registered the case;
  // A128 hands the continuation link to the first token that opens it with the right ID and birthday.
  ...with_('owner', { A131 }),
  ...with_('verified', { A127 }),
  ...with_('token', { A128, A129, A132 }),
  // The agent's staff sign-in (calls/agentSignIn.ts, staffPortal.ts): a request of the token, and
  // the portal's return code redeemed by that token only. A131 at AgentStep 0, A129, A132 and
  // A127 need the token signed in as the agent.
  ...with_('token', { AgentSignIn, AgentSignInResult }),
};

export interface FileCallSpec {
  handler: FileHandler;
  access: Access;
  /** The key of the token inside ApiData as the seeds spell it for this call; only that spelling counts. */
  tokenKey: 'Token' | 'token';
}

/**
 * The file calls (multipart to /api/ProxyApi/<name>, the token inside ApiData). A preview belongs
 * to the token that sent it (its ApiData names no apply log); a submit binds previews of that token
 * to the apply log it opened. FileUploadPreview's ApiData carries `token` (001 §7, 002 §7: "extension,
 * type, token, ApplyType CC"); FileUploadSubmit's names none, so it carries `Token` as every call
 * does (002 §7 "a JSON body carrying Token from session unless noted").
 */
export const fileCalls: Record<string, FileCallSpec> = {
  FileUploadPreview: { handler: FileUploadPreview, access: 'token', tokenKey: 'token' },
  FileUploadSubmit: { handler: FileUploadSubmit, access: 'owner', tokenKey: 'Token' },
};
