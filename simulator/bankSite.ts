// The bank's card page, played by the simulator in development: the address the error
// catalogue's redirects use (brand/branding.json cardPageUrl) is answered on the app's own
// origin at developmentCardPageUrl (/__bank/creditcard/), listing the demo campaigns with
// their links, so the bare address of `npm start` lands somewhere useful. A served build
// (npm run serve) has no such page: there the configured external address stays.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Campaign } from './data.js';

/** The parts of the branding file the bank's side reads (renderer/engine/branding.ts is the app's). */
export interface BankBrand {
  name: Record<string, string>;
  logo: string;
  colors: { primary: string; onPrimary: string; text: string; muted: string; background: string; surface: string; line: string; accent: string };
  cardPageUrl: string;
  developmentCardPageUrl: string;
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The branding file: BRAND (relative to the repository), as the app's build chooses it, else brand/branding.json. */
export function brandFile(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(repo, env.BRAND || 'brand/branding.json');
}

export function readBankBrand(file = brandFile()): BankBrand & { logoSvg: string } {
  const brand = JSON.parse(readFileSync(file, 'utf8')) as BankBrand;
  return { ...brand, logoSvg: readFileSync(path.resolve(path.dirname(file), brand.logo), 'utf8') };
}

/** The bank's card page (A31's CancelRedirectURL): from the branding file. */
export const bankCardPageUrl: string = readBankBrand().cardPageUrl;

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Whether the address is the simulator's card page (or below it). */
export function isBankSitePath(pathname: string, brand: Pick<BankBrand, 'developmentCardPageUrl'>): boolean {
  const base = brand.developmentCardPageUrl;
  return pathname === base || pathname === base.replace(/\/$/, '') || pathname.startsWith(base);
}

/** Only images the page can show under its own policy (the campaigns' pictures are data: addresses). */
const picture = (src: string): string => (/^data:image\//.test(src) ? src : '');

function campaignItem(c: Campaign): string {
  const withdrawn = c.CardName === '';
  const image = picture(c.CardImage);
  // The page is the bank's, in both its languages side by side (the app shows one at a time).
  const en = c.translations?.en;
  return `<li class="card">
  ${image ? `<img src="${escape(image)}" alt="" width="172" height="108">` : ''}
  <div>
    <h2>${escape(withdrawn ? c.CTIDName : c.CardName)}${en ? ` <span lang="en">${escape(withdrawn ? en.CTIDName : en.CardName)}</span>` : ''}</h2>
    <p class="meta">${escape(c.CTIDName)} · <code>${escape(c.CTID)}</code>${withdrawn ? ' · <strong>已下架 <span lang="en">withdrawn</span></strong>' : ''}</p>
    ${c.Product_Desc ? `<p>${escape(c.Product_Desc)}${en?.Product_Desc ? ` <span lang="en">${escape(en.Product_Desc)}</span>` : ''}</p>` : ''}
    <a class="apply" href="/?CTID=${encodeURIComponent(c.CTID)}">立即申請 <span lang="en">Apply now</span></a>
  </div>
</li>`;
}

/** The page: the bank's logo and name, what this page stands for, and each campaign with its link. */
export function bankSitePage(brand: BankBrand & { logoSvg: string }, campaigns: Iterable<Campaign>): string {
  const list = [...campaigns].sort((a, b) => a.CTID.localeCompare(b.CTID));
  const logo = `data:image/svg+xml;base64,${Buffer.from(brand.logoSvg).toString('base64')}`;
  const c = brand.colors;
  const zh = brand.name['zh-TW'] ?? Object.values(brand.name)[0] ?? '';
  const en = brand.name.en ?? '';
  return `<!doctype html>
<html lang="zh-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(zh)} 信用卡 | ${escape(en)} credit cards</title>
<style>
  body { margin: 0; font-family: "Noto Sans TC", "Noto Sans CJK TC", system-ui, sans-serif; color: ${c.text}; background: ${c.background}; line-height: 1.5; }
  header { display: flex; align-items: center; gap: 10px; padding: 10px 16px; background: ${c.primary}; color: ${c.onPrimary}; border-bottom: 3px solid ${c.accent}; }
  header img { width: 36px; height: 36px; }
  header strong { font-size: 1.05rem; white-space: nowrap; }
  header span { display: none; }
  @media (min-width: 480px) { header span { display: inline; } }
  main { max-width: 760px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 1.4rem; margin: 8px 0; }
  .note { color: ${c.muted}; margin: 0 0 16px; overflow-wrap: anywhere; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
  .card { display: flex; flex-wrap: wrap; gap: 16px; background: ${c.surface}; border: 1px solid ${c.line}; border-radius: 10px; padding: 16px; }
  .card img { border-radius: 8px; flex: none; }
  .card h2 { font-size: 1.1rem; margin: 0 0 4px; }
  .card p { margin: 0 0 8px; }
  .meta { color: ${c.muted}; font-size: .9rem; }
  .apply { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 8px 20px; border-radius: 8px; background: ${c.primary}; color: ${c.onPrimary}; font-weight: 600; text-decoration: none; }
  .apply:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body>
<header><img src="${logo}" alt=""><strong>${escape(zh)}</strong> <span lang="en">${escape(en)}</span></header>
<main>
<h1>信用卡線上申請 <span lang="en">Apply for a credit card online</span></h1>
<p class="note">開發環境：本頁由銀行模擬器提供，代表本行信用卡網頁 <span lang="en">Development: the bank simulator's stand-in for the bank's card page</span> (<code>${escape(brand.cardPageUrl)}</code>)</p>
<ul>
${list.map(campaignItem).join('\n')}
</ul>
</main>
</body>
</html>
`;
}

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function handleBankSite(req: IncomingMessage, res: ServerResponse, brand: BankBrand & { logoSvg: string }, campaigns: Iterable<Campaign>): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('use GET');
    return;
  }
  const html = bankSitePage(brand, campaigns);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Content-Security-Policy': POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}
