// The branding files (brand/branding.json and any other bank's, e.g. tests/brand/*.json)
// beyond their meta-schema: every text in every language of flows/languages.json and no
// other, the logo an SVG file beside it (no script, nothing loaded from elsewhere), the
// customer-service number a string constant, and the colours people read at WCAG AA
// contrast (4.5:1), so a bank cannot ship a brand that fails axe.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { constantTypes } from './constants.js';
import { didYouMean } from './didYouMean.js';
import { languageCodes } from './languages.js';
import { ptr } from './pointer.js';
import { entries, field, isObj, items, str } from './walk.js';
import type { Loaded, Sink, Tree } from './types.js';

/** Where branding files live (schemas/meta/branding.schema.json). */
export const isBrandingFile = (file: string): boolean => /^(brand|tests\/brand)\/[^/]+\.json$/.test(file);

/** Foreground, background and what the pair is, each read by people: 4.5:1 at least. */
const READ_PAIRS: Array<[string, string, string]> = [
  ['text', 'background', 'body text on the page'],
  ['text', 'surface', 'body text on a screen'],
  ['muted', 'background', 'secondary text on the page'],
  ['muted', 'surface', 'secondary text (hints, the footer) on a screen'],
  ['primary', 'surface', 'links and outlined buttons'],
  ['primaryDark', 'surface', 'screen titles'],
  ['error', 'surface', 'error messages'],
  ['onPrimary', 'primary', 'the header and the main button'],
  ['onPrimary', 'primaryDark', 'a pressed main button'],
  ['onPrimary', 'banking', 'the banking header'],
];
export const MIN_CONTRAST = 4.5;

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const COLOR = /^#[0-9a-fA-F]{6}$/;

function checkColors(loaded: Loaded, sink: Sink): void {
  const colors = field(loaded.data, 'colors');
  for (const [fg, bg, what] of READ_PAIRS) {
    const a = str(field(colors, fg));
    const b = str(field(colors, bg));
    if (!a || !b || !COLOR.test(a) || !COLOR.test(b)) continue; // the meta-schema's fault
    const ratio = contrastRatio(a, b);
    if (ratio < MIN_CONTRAST) {
      sink.fault(loaded.file, ptr('/colors', fg), `${fg} ${a} on ${bg} ${b} (${what}) has contrast ${ratio.toFixed(2)}:1; WCAG AA needs ${MIN_CONTRAST}:1`);
    }
  }
}

/** Every text object ({ "zh-TW": …, "en": … }) of the file, with its pointer. */
function* texts(data: unknown): Generator<[string, unknown]> {
  for (const key of ['name', 'shortName']) yield [ptr('', key), field(data, key)];
  const footer = field(data, 'footer');
  yield ['/footer/customerService/label', field(field(footer, 'customerService'), 'label')];
  if (field(footer, 'notice') !== undefined) yield ['/footer/notice', field(footer, 'notice')];
  const links = items(field(footer, 'links'));
  for (let i = 0; i < links.length; i++) yield [ptr('/footer/links', i, 'label'), field(links[i], 'label')];
  yield ['/footer/copyright', field(footer, 'copyright')];
}

function checkTexts(tree: Tree, loaded: Loaded, sink: Sink): void {
  const codes = languageCodes(tree);
  if (codes.length === 0) return;
  for (const [pointer, text] of texts(loaded.data)) {
    if (!isObj(text)) continue;
    for (const code of codes) if (!(code in text)) sink.fault(loaded.file, pointer, `no text in ${code}: every language of flows/languages.json needs one`);
    for (const [code] of entries(text)) {
      if (!codes.includes(code)) sink.fault(loaded.file, ptr(pointer, code), `"${code}" is not a language of flows/languages.json (${codes.join(', ')})${didYouMean(code, codes)}`);
    }
  }
}

function checkLogo(tree: Tree, loaded: Loaded, sink: Sink): void {
  const logo = str(field(loaded.data, 'logo'));
  if (!logo) return;
  const rel = posix.normalize(posix.join(posix.dirname(loaded.file), logo));
  const path = join(tree.root, rel);
  if (rel.startsWith('..') || !existsSync(path)) {
    sink.fault(loaded.file, '/logo', `${rel} does not exist (the logo is relative to ${posix.dirname(loaded.file)}/)`);
    return;
  }
  const svg = readFileSync(path, 'utf8');
  if (!/<svg[\s>]/.test(svg)) sink.fault(loaded.file, '/logo', `${rel} is not an SVG (no <svg> element)`);
  else if (!/viewBox=/.test(svg)) sink.fault(loaded.file, '/logo', `${rel} has no viewBox: it cannot be scaled to the header`);
  if (/<script|\son[a-z]+\s*=|<foreignObject/i.test(svg)) sink.fault(loaded.file, '/logo', `${rel} holds script or event handlers: a logo is a picture only`);
  if (/(?:href|src)\s*=\s*["'](?!#|data:)/i.test(svg)) sink.fault(loaded.file, '/logo', `${rel} loads something from elsewhere: a logo is self-contained`);
}

function checkPhone(tree: Tree, loaded: Loaded, sink: Sink): void {
  const name = str(field(field(field(loaded.data, 'footer'), 'customerService'), 'phone'));
  if (!name || !tree.constants) return;
  const constants = constantTypes(tree);
  const at = '/footer/customerService/phone';
  if (!constants.has(name)) sink.fault(loaded.file, at, `unknown constant "${name}": not in flows/constants.json${didYouMean(name, constants.keys())}`);
  else if (constants.get(name) && constants.get(name) !== 'string') sink.fault(loaded.file, at, `constant "${name}" is not a string (it is declared ${constants.get(name)})`);
}

export function checkBranding(tree: Tree, sink: Sink): void {
  for (const loaded of tree.configs) {
    if (!isBrandingFile(loaded.file)) continue;
    checkTexts(tree, loaded, sink);
    checkLogo(tree, loaded, sink);
    checkPhone(tree, loaded, sink);
    checkColors(loaded, sink);
  }
}
