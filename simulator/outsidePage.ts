// The plain pages the simulator serves for the outside services the flows visit (the identity
// portal, the government data platform): one document shell, served under a CSP of its own that
// allows no script, with every text escaped; and the HTML form posts they take.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readBody } from './http.js';

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Text made safe for HTML text and attribute values. */
export const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An outside service's page: its name (Chinese and English) in the header, its colour and its own further style. */
export interface OutsideSite { zh: string; en: string; colour: string; style: string }

/** What every outside page looks like: the type, the header bar in the site's colour, the column. */
const baseStyle = (colour: string): string => `
  body { margin: 0; font-family: "Noto Sans TC", "Noto Sans CJK TC", system-ui, sans-serif; color: #1f2933; background: #f4f6f8; line-height: 1.5; }
  header { padding: 12px 16px; background: ${colour}; color: #ffffff; }
  header strong { font-size: 1.05rem; }
  main { max-width: 720px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 1.3rem; margin: 8px 0 4px; }
  p { margin: 0 0 12px; overflow-wrap: anywhere; }
`;

/** A whole document: `body` is markup the caller built from escaped texts. */
export function outsidePage(site: OutsideSite, title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${baseStyle(site.colour)}${site.style}</style>
</head>
<body>
<header><strong>${escape(site.zh)} <span lang="en">${escape(site.en)}</span></strong></header>
<main>
${body}
</main>
</body>
</html>
`;
}

export function sendPage(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Content-Security-Policy': POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

/** A refusal page: a heading (Chinese and English) and the reason in both languages. */
export function sendRefusal(res: ServerResponse, site: OutsideSite, status: number, heading: { zh: string; en: string }, zh: string, en: string): void {
  sendPage(res, status, outsidePage(site, `${heading.zh} | ${heading.en}`, `<h1>${escape(heading.zh)} <span lang="en">${escape(heading.en)}</span></h1>
<p>${escape(zh)}</p>
<p lang="en">${escape(en)}</p>`));
}

/** The fields of an HTML form post (urlencoded only, 16 kB at most). */
export async function readFormPost(req: IncomingMessage, what: string): Promise<URLSearchParams> {
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const raw = await readBody(req, 16 * 1024);
  if (type !== 'application/x-www-form-urlencoded') throw new HttpError(415, `${what} takes an HTML form post`);
  return new URLSearchParams(raw);
}
