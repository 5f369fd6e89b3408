// The bank's brand (brand/branding.json, schemas/meta/branding.schema.json): name, logo,
// colours, footer and card page address. Pure helpers shared by the build (CSS tokens),
// the shell (texts, links), the engine (consts.cardPageUrl) and the headless runner.

/** One text per language code of flows/languages.json. */
export type BrandText = Record<string, string>;

export interface BrandColors {
  primary: string; primaryDark: string; onPrimary: string; accent: string; text: string; muted: string;
  line: string; background: string; surface: string; error: string; banking: string;
}

/** Type and spacing tokens (optional: the defaults below are the product's). */
export interface BrandScale {
  /** The font stack of every text. */
  fontFamily?: string;
  /** Body text size in px; the type scale (--text-sm … --text-xl) follows it. */
  baseFontPx?: number;
  /** The spacing step in px: --space-1 … --space-6 are 1, 2, 3, 4, 6 and 8 of it. */
  spaceUnitPx?: number;
  /** Corner radius of controls in px (the screen's card: 2 px more). */
  radiusPx?: number;
}

export const DEFAULT_SCALE: Required<BrandScale> = {
  fontFamily: '"Noto Sans TC", "Noto Sans CJK TC", "PingFang TC", "Microsoft JhengHei", system-ui, sans-serif',
  baseFontPx: 16,
  spaceUnitPx: 4,
  radiusPx: 8,
};

export interface BrandLink { label: BrandText; href: string }

export interface BrandFooter {
  customerService: { label: BrandText; phone: string };
  notice?: BrandText;
  links: BrandLink[];
  copyright: BrandText;
}

export interface Branding {
  $schema: string;
  version: number;
  name: BrandText;
  shortName: BrandText;
  /** The SVG, relative to the branding file's folder. */
  logo: string;
  colors: BrandColors;
  scale?: BrandScale;
  cardPageUrl: string;
  developmentCardPageUrl: string;
  footer: BrandFooter;
}

/** The repository's branding file; BRAND=<file> (relative to the repository) chooses another at build time. */
export const DEFAULT_BRAND_FILE = 'brand/branding.json';

/** Each colour token and the CSS custom property it sets (app.css and widgets.css read these). */
export const COLOR_PROPERTIES: Record<keyof BrandColors, string> = {
  primary: '--brand', primaryDark: '--brand-dark', onPrimary: '--on-brand', accent: '--accent', text: '--ink',
  muted: '--muted', line: '--line', background: '--bg', surface: '--card', error: '--error', banking: '--banking',
};

/**
 * `:root { --brand: #…; … }`: the brand's colours, and its type and spacing scale (defaults where the
 * file gives none), as CSS custom properties. app.css and widgets.css read only these.
 */
export function cssTokens(colors: BrandColors, scale: BrandScale = {}): string {
  const lines = (Object.keys(COLOR_PROPERTIES) as Array<keyof BrandColors>).map((k) => `  ${COLOR_PROPERTIES[k]}: ${colors[k]};`);
  const s = { ...DEFAULT_SCALE, ...scale };
  const px = (n: number) => `${Math.round(n * 100) / 100}px`;
  const type = { sm: 0.875, base: 1, md: 1.125, lg: 1.25, xl: 1.375 };
  const space = [1, 2, 3, 4, 6, 8];
  lines.push(
    `  --font-family: ${s.fontFamily};`,
    ...Object.entries(type).map(([k, f]) => `  --text-${k}: ${px(s.baseFontPx * f)};`),
    ...space.map((f, i) => `  --space-${i + 1}: ${px(s.spaceUnitPx * f)};`),
    `  --radius-control: ${px(s.radiusPx)};`,
    `  --radius: ${px(s.radiusPx + 2)};`,
  );
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/** The constants the brand adds to the rules' consts (next to flows/constants.json's). */
export function brandConstants(branding: Pick<Branding, 'cardPageUrl'>): Record<string, string> {
  return { cardPageUrl: branding.cardPageUrl };
}

/** The text in a language, else in the fallback language, else the first one written. */
export function brandText(text: BrandText | undefined, language: string, fallback: string): string {
  if (!text) return '';
  return text[language] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}

/** A phone number as shown, e.g. (02)2182-1988, as a link that dials it: tel:0221821988. */
export function telHref(shown: string): string {
  const plus = shown.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${shown.replace(/\D/g, '')}`;
}

/**
 * In development the bank's card page is the simulator's (developmentCardPageUrl on the same
 * origin): an address at or below cardPageUrl maps there, keeping what follows it; any other
 * address is returned as it is.
 */
export function developmentAddress(url: string, branding: Pick<Branding, 'cardPageUrl' | 'developmentCardPageUrl'>): string {
  const base = branding.cardPageUrl;
  const bare = base.replace(/\/$/, '');
  if (url === bare) return branding.developmentCardPageUrl;
  if (!url.startsWith(base)) return url;
  return branding.developmentCardPageUrl + url.slice(base.length);
}
