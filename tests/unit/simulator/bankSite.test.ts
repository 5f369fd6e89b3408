// The bank's card page in development (simulator/bankSite.ts): GET /__bank/creditcard/ (the
// branding file's developmentCardPageUrl) lists every campaign of campaigns/*.json with its
// link into the app, under the bank's name and logo; texts are escaped; a served build (no
// development endpoints) has no such page; A31's CancelRedirectURL is the branding file's card page.
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankSitePage, isBankSitePath, readBankBrand } from '../../../simulator/bankSite.js';
import type { Campaign } from '../../../simulator/data.js';
import { startSimulator } from '../../../simulator/server.js';
import { startTestSim, tempDataDir, type TestSim } from './helpers.js';

const REPO = join(import.meta.dirname, '../../..');
const brand = JSON.parse(readFileSync(join(REPO, 'brand/branding.json'), 'utf8')) as { name: Record<string, string>; cardPageUrl: string; developmentCardPageUrl: string };
const campaigns = readdirSync(join(REPO, 'campaigns')).filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(REPO, 'campaigns', f), 'utf8')) as Campaign);

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim(); });
afterAll(async () => { await sim.close(); });

describe('the bank\'s card page in development', () => {
  it('is at the branding file\'s developmentCardPageUrl: the bank\'s name and logo, every campaign with its link into the app', async () => {
    expect(brand.developmentCardPageUrl).toBe('/__bank/creditcard/');
    const res = await fetch(`${sim.url}${brand.developmentCardPageUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain(`<strong>${brand.name['zh-TW']}</strong>`);
    expect(html).toContain(brand.name.en);
    expect(html).toMatch(/<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="">/);
    expect(campaigns.length).toBeGreaterThan(1);
    for (const c of campaigns) expect(html).toContain(`href="/?CTID=${c.CTID}"`);
    expect(html.match(/class="apply"/g)).toHaveLength(campaigns.length);
  });

  it('answers below that address too (the idle pages the bank opens) and without the last slash', async () => {
    for (const path of ['/__bank/creditcard', '/__bank/creditcard/idle-3min.html']) {
      expect((await fetch(`${sim.url}${path}`)).status, path).toBe(200);
    }
    expect((await fetch(`${sim.url}/__bank/creditcards`)).status).toBe(404);
    expect((await fetch(`${sim.url}${brand.developmentCardPageUrl}`, { method: 'POST' })).status).toBe(405);
  });

  it('does not exist in a served build (no development endpoints)', async () => {
    const dataDir = await tempDataDir();
    const plain = await startSimulator({ port: 0, dataDir, devEndpoints: false });
    try {
      expect((await fetch(`${plain.url}${brand.developmentCardPageUrl}`)).status).toBe(404);
    } finally {
      await plain.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('shows a campaign\'s texts as text, never as markup', () => {
    const evil = { ...campaigns[0], CTID: 'X&Y', CardName: '<img src=x onerror=alert(1)>', CTIDName: '"quoted"', Product_Desc: '<b>bold</b>', CardImage: 'https://tracker.example/x.png' };
    const html = bankSitePage(readBankBrand(), [evil]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;quoted&quot;');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('href="/?CTID=X%26Y"');
    expect(html).not.toContain('tracker.example');
  });

  it('isBankSitePath: the page and below, nothing beside it', () => {
    expect(isBankSitePath('/__bank/creditcard/', brand)).toBe(true);
    expect(isBankSitePath('/__bank/creditcard', brand)).toBe(true);
    expect(isBankSitePath('/__bank/creditcard/x.html', brand)).toBe(true);
    expect(isBankSitePath('/__bank/creditcardx', brand)).toBe(false);
    expect(isBankSitePath('/', brand)).toBe(false);
  });
});

describe('A31', () => {
  it('gives the branding file\'s card page as CancelRedirectURL', async () => {
    const s = await sim.customer('A123456789', '0690101');
    expect((await s.call('A31', {})).CancelRedirectURL).toBe(brand.cardPageUrl);
  });
});
