// The bank's staff portal as the simulator plays it (agent mode's sign-in, issue 18 High 1): a plain
// page on the simulator's own origin, development and tests only (beside /__dev/ and the identity
// portal), as the bank's single sign-on would be in production (consts.staffPortalUrl).
//   POST /__portal/staff          the app's form post (RequestNo from AgentSignIn, AgentID): the
//                                 sign-in form for that agent (password), while the request is good
//   POST /__portal/staff/answer   the form: the agent's password (data/agents.json, scrypt). Wrong:
//                                 the form again with the message, counted per AgentID
//                                 (agentSignInFailures in agentSignInWindowMs, then locked). Right:
//                                 the browser goes back (303) to the app, /?CTID=…#/?AgentSignIn=<code>,
//                                 whose token redeems the code (AgentSignInResult)
// Texts are escaped; the page runs no script and is served under its own CSP.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { agentOf } from './calls/agentSignIn.js';
import type { Ctx } from './context.js';
import { escape, outsidePage, readFormPost, sendPage, sendRefusal, type OutsideSite } from './outsidePage.js';
import { checkPassword } from './staffCredential.js';
import { agentSignInsOf, type AgentSignInRequest } from './store/agentSignIns.js';
import { randomToken } from './util.js';

export const STAFF_PORTAL_PATH = '/__portal/staff';
export const STAFF_ANSWER_PATH = '/__portal/staff/answer';

const SITE_STYLE = `
  .note { color: #4b5563; font-size: .92rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 16px; }
  dt { color: #4b5563; }
  dd { margin: 0; overflow-wrap: anywhere; }
  label { display: block; font-weight: 600; margin: 0 0 4px; }
  input[type=password] { box-sizing: border-box; width: 100%; max-width: 360px; min-height: 44px; padding: 8px 10px; border: 1px solid #6b7280; border-radius: 8px; font: inherit; }
  input:focus-visible, button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
  button { margin-top: 16px; min-height: 44px; min-width: 160px; padding: 8px 16px; border-radius: 8px; border: 2px solid #7c2d12; background: #7c2d12; color: #ffffff; font: inherit; font-weight: 600; cursor: pointer; }
  .error { color: #991b1b; font-weight: 600; }
`;

const SITE: OutsideSite = { zh: '銀行員工登入系統（模擬）', en: 'Bank staff sign-in (simulated)', colour: '#7c2d12', style: SITE_STYLE };
const REFUSED = { zh: '登入請求無效', en: 'Sign-in request refused' };
const WRONG = { zh: '業務人員代號或密碼錯誤，請重新輸入。', en: 'The agent ID or the password is wrong. Please try again.' };
const LOCKED = { zh: '登入失敗次數過多，請稍後再試。', en: 'Too many failed sign-ins. Please try again later.' };

export function isStaffPortalPath(pathname: string): boolean {
  return pathname === STAFF_PORTAL_PATH || pathname === STAFF_ANSWER_PATH;
}

/** Whether this agent's sign-ins are locked by wrong passwords (agentSignInFailures in the window). */
const locked = (ctx: Pick<Ctx, 'store' | 'now' | 'policy'>, agentId: string): boolean =>
  ctx.store.rates.count(`staff-fail:${agentId}`, ctx.now(), ctx.policy.agentSignInWindowMs) >= ctx.policy.agentSignInFailures;

/** A request the portal may still sign in with: not used, not expired. */
const usable = (row: AgentSignInRequest | undefined, now: number): row is AgentSignInRequest => row !== undefined && row.signed_at === null && now < row.expires_at;

function signInPage(res: ServerResponse, status: number, requestNo: string, agentId: string, agentName: string, error?: { zh: string; en: string }): void {
  const message = error ? `<p class="error" role="alert">${escape(error.zh)} <span lang="en">${escape(error.en)}</span></p>\n` : '';
  sendPage(res, status, outsidePage(SITE, '業務人員登入 | Staff sign-in', `<h1>業務人員登入 <span lang="en">Staff sign-in</span></h1>
<p class="note">開發環境：本頁模擬銀行的員工登入系統。業務人員登入後，代填申請才會受理。</p>
<p class="note" lang="en">Development: this page stands in for the bank's staff sign-in. A proxy application is taken only from a signed-in sales agent.</p>
<dl>
<dt>業務人員代號 <span lang="en">Agent ID</span></dt><dd>${escape(agentId)}</dd>
<dt>姓名 <span lang="en">Name</span></dt><dd>${escape(agentName)}</dd>
</dl>
${message}<form method="post" action="${STAFF_ANSWER_PATH}">
<input type="hidden" name="RequestNo" value="${escape(requestNo)}">
<label for="password">密碼 <span lang="en">Password</span></label>
<input id="password" name="Password" type="password" autocomplete="current-password" required${error ? ' aria-invalid="true"' : ''}>
<div><button type="submit">登入 <span lang="en">Sign in</span></button></div>
</form>`));
}

type PortalCtx = Pick<Ctx, 'store' | 'now' | 'policy' | 'ref'>;

export async function handleStaffPortal(req: IncomingMessage, res: ServerResponse, pathname: string, ctx: PortalCtx, inTransaction: <T>(fn: () => T) => T): Promise<void> {
  if (req.method !== 'POST') {
    req.resume();
    sendRefusal(res, SITE, 405, REFUSED, '請由代填申請網頁進入業務人員登入。', 'Please sign in from the proxy application page.');
    return;
  }
  const f = await readFormPost(req, 'the staff portal');
  const repo = agentSignInsOf(ctx.store.db);
  const requestNo = f.get('RequestNo') ?? '';
  if (pathname === STAFF_PORTAL_PATH) {
    const row = inTransaction(() => repo.byRequestNo(requestNo));
    if (!usable(row, ctx.now()) || (f.get('AgentID') ?? '') !== row.agent_id || !agentOf(ctx, row.agent_id)) {
      sendRefusal(res, SITE, 400, REFUSED, '登入請求不正確、已使用或已逾時，請回到代填申請網頁重新開始。', 'The sign-in request is wrong, already used or expired. Please go back to the proxy application and start again.');
      return;
    }
    signInPage(res, 200, requestNo, row.agent_id, agentOf(ctx, row.agent_id)!.AgentName);
    return;
  }
  // The sign-in form. The password is checked outside the transaction (scrypt takes a while).
  const row = inTransaction(() => repo.byRequestNo(requestNo));
  const agent = row && agentOf(ctx, row.agent_id);
  if (!usable(row, ctx.now()) || !agent) {
    sendRefusal(res, SITE, 409, REFUSED, '此登入請求已使用或已逾時，請回到代填申請網頁重新開始。', 'This sign-in request is already used or expired. Please go back to the proxy application and start again.');
    return;
  }
  if (inTransaction(() => locked(ctx, row.agent_id))) {
    signInPage(res, 429, requestNo, row.agent_id, agent.AgentName, LOCKED);
    return;
  }
  const right = checkPassword(f.get('Password') ?? '', agent.Credential);
  const code = randomToken();
  const outcome = inTransaction((): 'used' | 'locked' | 'wrong' | 'signed' => {
    const now = ctx.now();
    const fresh = repo.byRequestNo(requestNo);
    if (!usable(fresh, now)) return 'used';
    if (locked(ctx, fresh.agent_id)) return 'locked';
    if (!right) {
      ctx.store.rates.add(`staff-fail:${fresh.agent_id}`, now);
      return locked(ctx, fresh.agent_id) ? 'locked' : 'wrong';
    }
    return repo.sign(fresh.request_hash, code, now) ? 'signed' : 'used';
  });
  if (outcome === 'used') {
    sendRefusal(res, SITE, 409, REFUSED, '此登入請求已使用或已逾時，請回到代填申請網頁重新開始。', 'This sign-in request is already used or expired. Please go back to the proxy application and start again.');
    return;
  }
  if (outcome !== 'signed') {
    signInPage(res, outcome === 'locked' ? 429 : 401, requestNo, row.agent_id, agent.AgentName, outcome === 'locked' ? LOCKED : WRONG);
    return;
  }
  // CTID in the search, as the app's own addresses keep it; the code in the route's query, which
  // the app reads once and removes from the address.
  const search = row.ctid ? `?${new URLSearchParams({ CTID: row.ctid }).toString()}` : '';
  const location = `/${search}#/?${new URLSearchParams({ AgentSignIn: code }).toString()}`;
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}
