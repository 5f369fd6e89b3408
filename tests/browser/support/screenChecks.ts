// The checks every screen shot in both languages passes (issue 9 §3 and §4): in English no Han
// character outside what the applicant typed and the bank's proper names, and in both languages
// no sideways scroll at 360 px nor at 640 px CSS (a 1280 px window at 200 %). shotBothLanguages
// runs them on each screen it shoots, so a screen added later is held to them by the same call.
// Both are soft: the test fails at its end, and a fault on one screen does not hide the next one's.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const languages = JSON.parse(readFileSync('flows/languages.json', 'utf8')) as { languages: Array<{ label: string }>; properNames?: string[] };

/** Each language's own name in the switch and the proper names config lists: Han there is expected. */
export const PROPER_NAMES = [...languages.languages.map((l) => l.label), ...(languages.properNames ?? [])];

export const HAN = /\p{Script=Han}+/u;

/** Every text the applicant meets on the page now: body text, title, and the labels of visible elements. */
export async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The route announcer's live region (renderer/react/routeFocus.ts) keeps the last title it said,
    // in the language of that moment, after a switch: left out here.
    const announcer = document.getElementById('route-announcer');
    const said = announcer?.textContent ?? '';
    const body = said ? document.body.innerText.split(said).join('') : document.body.innerText;
    const out = [body, document.title];
    for (const el of Array.from(document.querySelectorAll('[aria-label], img[alt], [title], [placeholder]'))) {
      if (!(el as HTMLElement).checkVisibility?.()) continue;
      for (const attr of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = el.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/**
 * What the applicant typed or the bank holds of them, as the page has it: the values in the
 * fields and every text of the application's saved data (the forms' session keys). Their name
 * and address are Chinese in any language.
 */
export async function applicantValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const collect = (v: unknown): void => {
      if (typeof v === 'string') out.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    for (const el of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))) collect(el.value);
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (!/^(form\.|Form\dData$)/.test(key)) continue;
      // Kept as the app keeps them (renderer/engine/session.ts): a string as it is, else "json:" + JSON.
      const raw = sessionStorage.getItem(key)!;
      collect(raw.startsWith('json:') ? JSON.parse(raw.slice(5)) : raw);
    }
    return out.filter((v) => /\p{Script=Han}/u.test(v));
  });
}

/** The lines with Han left once the allowed values are taken out (longest first, so a part cannot hide a whole). */
export async function hanLeft(page: Page, allowed: string[]): Promise<string[]> {
  const lines = (await pageTexts(page)).flatMap((t) => t.split('\n'));
  const sorted = [...allowed].sort((a, b) => b.length - a.length);
  return lines.map((line) => sorted.reduce((l, a) => l.split(a).join(''), line)).filter((line) => HAN.test(line)).map((l) => l.trim());
}

/** The page, in English, shows no Han outside the proper names, the applicant's values and `extra` (checked until it settles). */
export async function expectNoHan(page: Page, name: string, extra: string[] = []): Promise<void> {
  await expect.soft.poll(async () => hanLeft(page, [...PROPER_NAMES, ...extra, ...await applicantValues(page)]), {
    message: `${name}: Han characters in English`, timeout: 5000,
  }).toEqual([]);
}

/** The widths every screen must fit without scrolling sideways: a phone, and a 1280 px window at 200 %. */
export const REFLOW_WIDTHS = [360, 640];

/** What is wider than the page at this width: the page's overflow and the elements sticking out. */
export async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const out = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} right ${Math.round(el.getBoundingClientRect().right)}`);
    return [`scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}`, ...out];
  });
}

/** Nothing scrolls sideways at either reflow width; the page's own size is given back after. */
export async function expectNoSideScroll(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  const lang = await page.locator('html').getAttribute('lang');
  for (const width of REFLOW_WIDTHS) {
    await page.setViewportSize({ width, height: size?.height ?? 800 });
    expect.soft(await overflow(page), `${name} at ${width} px (${lang})`).toEqual([]);
  }
  if (size) await page.setViewportSize(size);
}
