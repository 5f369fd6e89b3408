// The identity portal as the simulator plays it (000 §2.8, §7 "The identity portal receives an
// HTML form POST with BusinessNo, ApiVersion, HashKeyNo, VerifyNo, Token, IdentifyNo"): a plain
// page on the simulator's own origin, development and tests only (beside /__dev/).
//   POST /__portal/twid          the app's form post: accepted only with the six fields A147 gave
//                                that check, before an outcome was picked; shows one button per
//                                outcome (成功 / Success and each return code)
//   POST /__portal/twid/answer   the button: records the outcome once and sends the browser back
//                                (303) to the app's return route: /?CTID=…#/finishVerify (or
//                                finishMydata) ?token=…&ApplyLogID=…&VerifyNo=… (and &MDID=…)
// Texts are escaped; the page runs no script and is served under its own CSP.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from './context.js';
import { escape, outsidePage, readFormPost, sendPage, sendRefusal, type OutsideSite } from './outsidePage.js';
import { checks, TWID_OUTCOMES, TWID_PORTAL } from './twid.js';
import { sameSecret } from './util.js';

export const PORTAL_PATH = '/__portal/twid';
export const PORTAL_ANSWER_PATH = '/__portal/twid/answer';

const SITE_STYLE = `
  .note { color: #4b5563; font-size: .92rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
  li { display: grid; grid-template-columns: 8.5rem 1fr; align-items: center; gap: 8px 12px; background: #ffffff; border: 1px solid #d5dbe1; border-radius: 8px; padding: 10px 12px; }
  button { min-height: 44px; width: 100%; padding: 8px 16px; border-radius: 8px; border: 2px solid #0b3d63; background: #ffffff; color: #0b3d63; font: inherit; font-weight: 600; cursor: pointer; }
  button.ok { background: #0b3d63; color: #ffffff; }
  button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 16px; font-size: .9rem; }
  dt { color: #4b5563; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const SITE: OutsideSite = { zh: '行動身分識別平台（模擬）', en: 'Mobile identity portal (simulated)', colour: '#0b3d63', style: SITE_STYLE };
const REFUSED = { zh: '驗證請求無效', en: 'Verification request refused' };

const FIELDS = ['BusinessNo', 'ApiVersion', 'HashKeyNo', 'VerifyNo', 'Token', 'IdentifyNo'] as const;

/** The portal's two addresses; false for any other path. */
export function isPortalPath(pathname: string): boolean {
  return pathname === PORTAL_PATH || pathname === PORTAL_ANSWER_PATH;
}

export async function handlePortal(req: IncomingMessage, res: ServerResponse, pathname: string, ctx: Pick<Ctx, 'store' | 'now'>, inTransaction: <T>(fn: () => T) => T): Promise<void> {
  if (req.method !== 'POST') {
    req.resume();
    sendRefusal(res, SITE, 405, REFUSED, '請由申請網頁進入行動身分驗證。', 'Please start the mobile identity check from the application.');
    return;
  }
  const f = await readFormPost(req, 'the portal');
  const repo = checks(ctx);
  if (pathname === PORTAL_PATH) {
    const shown = inTransaction(() => {
      const row = repo.byVerifyNo(f.get('VerifyNo') ?? '');
      const expected: Record<string, string> = row ? { ...TWID_PORTAL, VerifyNo: row.verify_no ?? '', Token: row.portal_token ?? '', IdentifyNo: row.identify_no ?? '' } : {};
      const matches = row !== undefined && FIELDS.every((k) => sameSecret(f.get(k) ?? '', expected[k] ?? '\u0000'));
      if (!row || !matches || !(row.step === 'ready' || row.step === 'shown') || row.expires_at <= ctx.now()) return undefined;
      repo.put({ ...row, step: 'shown', updated_at: ctx.now() });
      return row;
    });
    if (!shown) {
      sendRefusal(res, SITE, 400, REFUSED, '驗證資料不正確、已使用或已逾時，請回到申請網頁重新驗證。', 'The verification data is wrong, already used or expired. Please go back to the application and verify again.');
      return;
    }
    const buttons = TWID_OUTCOMES.map((o) => `<li><button type="submit" name="Outcome" value="${escape(o.code)}"${o.code === 'success' ? ' class="ok"' : ''}>${o.code === 'success' ? '成功 <span lang="en">Success</span>' : escape(o.code)}</button>
<span>${escape(o.zh)} <span lang="en">${escape(o.en)}</span></span></li>`).join('\n');
    sendPage(res, 200, outsidePage(SITE, '行動身分驗證 | Mobile identity check', `<h1>行動身分驗證 <span lang="en">Mobile identity check</span></h1>
<p>開發環境：本頁模擬電信業者的行動身分識別平台。請選擇驗證結果，瀏覽器將回到申請網頁。</p>
<p lang="en">Development: this page stands in for the telecom providers' mobile identity portal. Pick the outcome; the browser goes back to the application.</p>
<dl>
<dt>VerifyNo</dt><dd>${escape(shown.verify_no ?? '')}</dd>
<dt>IdentifyNo</dt><dd>${escape(shown.identify_no ?? '')}</dd>
<dt>BusinessNo</dt><dd>${escape(TWID_PORTAL.BusinessNo)}</dd>
</dl>
<form method="post" action="${PORTAL_ANSWER_PATH}">
<input type="hidden" name="VerifyNo" value="${escape(shown.verify_no ?? '')}">
<input type="hidden" name="Token" value="${escape(shown.portal_token ?? '')}">
<ul aria-label="驗證結果 Outcomes">
${buttons}
</ul>
</form>`));
    return;
  }
  // The outcome button.
  const outcome = f.get('Outcome') ?? '';
  const back = inTransaction(() => {
    const row = repo.byVerifyNo(f.get('VerifyNo') ?? '');
    if (!row || row.step !== 'shown' || !row.portal_token || !sameSecret(f.get('Token') ?? '', row.portal_token) || row.expires_at <= ctx.now()) return undefined;
    if (!TWID_OUTCOMES.some((o) => o.code === outcome)) return undefined;
    repo.put({ ...row, step: 'answered', outcome, updated_at: ctx.now() });
    return row;
  });
  if (!back) {
    sendRefusal(res, SITE, 409, REFUSED, '此驗證已完成或資料不正確，請回到申請網頁。', 'This verification is already complete or its data is wrong. Please go back to the application.');
    return;
  }
  // CTID in the search, as the app's own addresses keep it (every route after this one needs it);
  // the return's own values in the hash query, which the app reads once and removes.
  const q = new URLSearchParams({ token: back.token, ApplyLogID: back.apply_log_id, VerifyNo: back.verify_no ?? '' });
  if (back.mdid) q.set('MDID', back.mdid);
  const location = `/?${new URLSearchParams({ CTID: back.ctid }).toString()}#/${back.return_to}?${q.toString()}`;
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}
