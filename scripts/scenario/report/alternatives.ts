// The closest matches to what a failing step looked for, among what the applicant had in front of
// them (the texts, alerts and popups shown, the routes, the screen's fields): a misspelt text or
// a message of a neighbouring rule is then one glance away.
import { editDistance } from '../../check/didYouMean.js';
import type { Step } from '../types.js';

const WANTED = ['expectText', 'expectAlert', 'expectPopup', 'expectRoute', 'popupButton', 'goto', 'expectRedirect'];
const FIELDS = ['fill', 'expectForm', 'expectFieldError', 'expectLabel', 'expectVisible', 'expectHidden', 'expectLocked', 'expectEditable'];

/** What the step looks for: its texts, route, button label, or the fields it names. */
export function wantedBy(step: Step, t: (text: string) => string): string[] {
  const s = step as Record<string, unknown>;
  const out: string[] = [];
  for (const key of WANTED) {
    const v = s[key];
    for (const one of typeof v === 'string' ? [v] : Array.isArray(v) ? v : []) if (typeof one === 'string') out.push(key === 'expectRoute' || key === 'goto' ? one : t(one));
  }
  for (const key of FIELDS) {
    const v = s[key];
    if (Array.isArray(v)) out.push(...v.filter((x): x is string => typeof x === 'string'));
    else if (v && typeof v === 'object') out.push(...Object.keys(v));
  }
  return out;
}

/** How far `want` is from the nearest part of `text` of its own length (0: it is there). */
function distance(want: string, text: string): number {
  if (text.length <= want.length + 2) return editDistance(want, text) / Math.max(want.length, 1);
  let best = Infinity;
  for (let i = 0; i + want.length <= text.length && best > 0; i++) best = Math.min(best, editDistance(want, text.slice(i, i + want.length)));
  return best / Math.max(want.length, 1);
}

/** The `count` candidates nearest to what is wanted, nearest first, leaving out the far ones. */
export function closest(wanted: string[], candidates: string[], count = 3): string[] {
  const unique = [...new Set(candidates.filter((c) => c.trim() !== '' && c.length <= 400))];
  const scored = unique.map((c) => ({ c, d: Math.min(...wanted.map((w) => distance(w, c))) })).filter((x) => x.d < 0.6);
  return scored.sort((a, b) => a.d - b.d).slice(0, count).map((x) => x.c);
}
