// The government data platform (MyData) as the simulator plays it (002 §2.4): a plain page on the
// simulator's own origin, development and tests only (beside /__dev/ and the identity portal).
//   GET  /__portal/mydata?key=…&ForwardToken=…   the address A153 gave, with A104's forward token:
//        the token is spent (once, within a minute); the page lists the data items asked for and
//        one button per outcome (同意提供 / Provide the data, and the failures)
//   POST /__portal/mydata/answer                  the button: records the outcome once and sends
//        the browser back (303) to the app's return address (#/Loading) with MDID and code
// The return address is the one the app gave A153, on this origin only (its path, query and route):
// never an address of another site. Texts are escaped; the page runs no script, under its own CSP.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from './context.js';
import { escape, outsidePage, readFormPost, sendPage, sendRefusal, type OutsideSite } from './outsidePage.js';
import { mydataOf } from './store/mydata.js';
import { MYDATA_PORTAL_PATH, returnWith } from './calls/mydata.js';
import { sha256 } from './store/mydata.js';
import { sameSecret } from './util.js';

export const MYDATA_ANSWER_PATH = `${MYDATA_PORTAL_PATH}/answer`;

/** The outcomes a tester can pick, each with the code the app's /Loading reads (001 §4.1: 200 is success). */
export const MYDATA_OUTCOMES: ReadonlyArray<{ code: string; zh: string; en: string }> = [
  { code: '200', zh: '同意提供', en: 'Provide the data' },
  { code: '401', zh: '不同意提供', en: 'Decline' },
  { code: '404', zh: '查無資料', en: 'No data found' },
  { code: '500', zh: '資料平台異常', en: 'Data platform failure' },
];

/** Data items by code, as the page names them; another code is shown as it is. */
const ITEM_NAMES: Record<string, { zh: string; en: string }> = {
  INCOME: { zh: '個人綜合所得資料', en: 'Personal income records' },
  PROPERTY: { zh: '個人財產資料', en: 'Personal property records' },
  LABOR: { zh: '勞保投保資料', en: 'Labour insurance records' },
};

const SITE_STYLE = `
  h2 { font-size: 1.05rem; margin: 16px 0 8px; }
  ul.items { margin: 0 0 16px; padding-left: 1.25rem; }
  ul.items li { margin: 2px 0; }
  ul.outcomes { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
  ul.outcomes li { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; background: #ffffff; border: 1px solid #d5dbe1; border-radius: 8px; padding: 10px 12px; }
  button { min-height: 44px; min-width: 160px; padding: 8px 16px; border-radius: 8px; border: 2px solid #14532d; background: #ffffff; color: #14532d; font: inherit; font-weight: 600; cursor: pointer; }
  button.ok { background: #14532d; color: #ffffff; }
  button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
  code { overflow-wrap: anywhere; }
`;

const SITE: OutsideSite = { zh: '政府資料平台 MyData（模擬）', en: 'Government data platform MyData (simulated)', colour: '#14532d', style: SITE_STYLE };
const REFUSED = { zh: '資料平台請求無效', en: 'Data platform request refused' };

export function isMydataPortalPath(pathname: string): boolean {
  return pathname === MYDATA_PORTAL_PATH || pathname === MYDATA_ANSWER_PATH;
}

/** The return address on this origin only: its path, query and route (the page never sends the browser to another site). */
function sameOrigin(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}${u.hash}`;
}

export async function handleMydataPortal(req: IncomingMessage, res: ServerResponse, pathname: string, ctx: Pick<Ctx, 'store' | 'now'>, inTransaction: <T>(fn: () => T) => T): Promise<void> {
  const repo = mydataOf(ctx.store.db);
  if (pathname === MYDATA_PORTAL_PATH) {
    if (req.method !== 'GET') {
      req.resume();
      sendRefusal(res, SITE, 405, REFUSED, '請由申請網頁進入政府資料平台。', 'Please open the data platform from the application.');
      return;
    }
    const q = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams;
    const key = q.get('key') ?? '';
    const forward = q.get('ForwardToken') ?? '';
    const shown = inTransaction(() => {
      const tx = repo.byPlatformKey(key);
      const now = ctx.now();
      if (!tx || tx.returned_at !== null || now >= tx.expires_at || tx.opened_at !== null) return undefined;
      if (!tx.forward_hash || !sameSecret(sha256(forward), tx.forward_hash) || tx.forward_expires_at === null || now >= tx.forward_expires_at) return undefined;
      return repo.open(tx.mdid, now) ? tx : undefined;
    });
    if (!shown) {
      sendRefusal(res, SITE, 403, REFUSED, '此連結無效、已使用或已逾時，請回到申請網頁重新操作。', 'This link is not valid, already used or expired. Please go back to the application and try again.');
      return;
    }
    const items = shown.items.split(',').map((code) => {
      const name = ITEM_NAMES[code];
      return name ? `<li>${escape(name.zh)} <span lang="en">${escape(name.en)}</span> (<code>${escape(code)}</code>)</li>` : `<li><code>${escape(code)}</code></li>`;
    }).join('\n');
    const buttons = MYDATA_OUTCOMES.map((o) => `<li><button type="submit" name="code" value="${escape(o.code)}"${o.code === '200' ? ' class="ok"' : ''}>${escape(o.zh)} <span lang="en">${escape(o.en)}</span></button>
<span>code ${escape(o.code)}</span></li>`).join('\n');
    sendPage(res, 200, outsidePage(SITE, '政府資料平台 | Government data platform', `<h1>政府資料平台 <span lang="en">Government data platform</span></h1>
<p>開發環境：本頁模擬政府資料平台 MyData。銀行請求提供下列資料，請選擇結果，瀏覽器將回到申請網頁。</p>
<p lang="en">Development: this page stands in for the government data platform MyData. The bank asks for the data below; pick the outcome and the browser goes back to the application.</p>
<h2>申請提供的資料 <span lang="en">Data requested</span></h2>
<ul class="items">
${items}
</ul>
<form method="post" action="${MYDATA_ANSWER_PATH}">
<input type="hidden" name="key" value="${escape(key)}">
<ul class="outcomes" aria-label="結果 Outcomes">
${buttons}
</ul>
</form>`));
    return;
  }
  if (req.method !== 'POST') {
    req.resume();
    sendRefusal(res, SITE, 405, REFUSED, '請由申請網頁進入政府資料平台。', 'Please open the data platform from the application.');
    return;
  }
  const f = await readFormPost(req, 'the data platform');
  const code = f.get('code') ?? '';
  const back = inTransaction(() => {
    const tx = repo.byPlatformKey(f.get('key') ?? '');
    if (!tx || tx.opened_at === null || tx.returned_at !== null || ctx.now() >= tx.expires_at || !tx.return_url) return undefined;
    if (!MYDATA_OUTCOMES.some((o) => o.code === code)) return undefined;
    return repo.answer(tx.mdid, code, ctx.now()) ? tx : undefined;
  });
  if (!back) {
    sendRefusal(res, SITE, 409, REFUSED, '此資料請求已完成或資料不正確，請回到申請網頁。', 'This data request is already complete or its data is wrong. Please go back to the application.');
    return;
  }
  res.writeHead(303, { Location: sameOrigin(returnWith(back.return_url!, back.mdid, code)), 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}
