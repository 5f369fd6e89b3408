// Back, Forward and reload inside one journey. The screens this journey visited are kept in the
// session, each with the browser history entry's key and the page state it was admitted with;
// a history navigation onto one of them does what flows/flow.json says (the route's
// history rule, the page state's): revisit (that page state comes back) or stay (the applicant
// stays where they are and is told why). Anything else (a typed address, a screen never visited
// in this journey) meets the guards as before. Pure: no window, no React.
import { findRoute } from './flow.js';
import type { SessionStore } from './session.js';
import type { FlowConfig, HistoryRule } from './flowTypes.js';

/** The session key of the visited screens: the engine's own, like the saved forms (form.<screen>). */
export const HISTORY_KEY = 'JourneyHistory';

/** A move of the browser onto an address, as the router binding reports it. */
export interface Visit {
  /** The history entry's own key (kept in its state): the same entry has it again after Back, Forward and a reload. */
  key: string;
  /** The entry's position in the browser's history (the router's index), null when unknown. */
  idx: number | null;
  /** A history navigation (Back, Forward, reload, a typed address); false: the app's own navigation. */
  pop: boolean;
  /** The address's hash without '#': the route and its query. */
  hash: string;
}

export interface VisitedEntry {
  key: string;
  path: string;
  hash: string;
  /** The page state its guard admitted it with; null: the session had none. */
  pageState: string | null;
  idx: number | null;
  /** Once the applicant went on from it: its saved form data's session key, and that data's fingerprint then. */
  formKey?: string;
  left?: string;
}

export interface JourneyHistory { entries: VisitedEntry[]; at: number }

export type Verdict =
  /** Not a screen of this journey's history, or the app's own navigation: the guard decides. */
  | { kind: 'new' }
  /** The screen the applicant is on: a reload, or the address put back after a stay. */
  | { kind: 'current'; entry: VisitedEntry }
  /** Back or Forward onto a screen that may be shown again, with the page state it had. */
  | { kind: 'revisit'; index: number; entry: VisitedEntry }
  /** The applicant stays; `delta` is the browser's steps back to the current screen (null: unknown). */
  | { kind: 'stay'; message: string; delta: number | null };

const STAY: HistoryRule = { back: 'stay' };

/** A route's rule for Back or Forward onto it; a route without one stays. */
export function ruleOf(flow: FlowConfig, path: string): HistoryRule {
  return findRoute(flow, path)?.history ?? STAY;
}

/**
 * What a navigation does. A history navigation onto a visited screen other than the current one:
 * stay when the session's page state says so (a submitted application), else stay when the
 * target or any screen between it and the current one stays (from the target on: its message
 * is the one shown), else, going Forward, stay when a screen skipped (the current one too) no
 * longer holds the data it had when its Next was pressed; else revisit.
 */
export function historyVerdict(flow: FlowConfig, record: JourneyHistory | undefined, visit: Visit, now: { pageState: unknown; fingerprint(formKey: string): string }): Verdict {
  const config = flow.history;
  if (!config || !record || !visit.pop) return { kind: 'new' };
  const index = record.entries.findIndex((e) => e.key === visit.key);
  if (index < 0) return { kind: 'new' };
  if (index === record.at) return { kind: 'current', entry: record.entries[index] };
  const from = record.entries[record.at].idx;
  const to = record.entries[index].idx;
  const stay = (message: string): Verdict => ({ kind: 'stay', message, delta: from !== null && to !== null ? from - to : null });
  const state = config.pageStates?.[String(now.pageState ?? '')];
  if (state?.back === 'stay') return stay(state.message ?? config.message);
  const step = index < record.at ? 1 : -1;
  for (let i = index; i !== record.at; i += step) {
    const rule = ruleOf(flow, record.entries[i].path);
    if (rule.back === 'stay') return stay(rule.message ?? config.message);
  }
  for (let i = record.at; i < index; i++) {
    const { formKey, left } = record.entries[i];
    if (formKey !== undefined && left !== undefined && now.fingerprint(formKey) !== left) return stay(config.changed);
  }
  return { kind: 'revisit', index, entry: record.entries[index] };
}

/** A short fingerprint of a value (FNV-1a over its JSON): the saved form data compared, not kept twice. */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value ?? null);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length}:${hash.toString(16)}`;
}

function isRecord(value: unknown): value is JourneyHistory {
  const v = value as JourneyHistory | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.entries) && Number.isInteger(v.at) && v.at >= 0 && v.at < v.entries.length
    && v.entries.every((e) => typeof e?.key === 'string' && typeof e.path === 'string');
}

/** The visited screens in the session (cleared with it). */
export class VisitedScreens {
  constructor(private readonly session: SessionStore) {}

  read(): JourneyHistory | undefined {
    const value = this.session.get(HISTORY_KEY);
    return isRecord(value) ? value : undefined;
  }

  verdict(flow: FlowConfig, visit: Visit): Verdict {
    return historyVerdict(flow, this.read(), visit, {
      pageState: this.session.get('pageState'),
      fingerprint: (formKey) => fingerprint(this.session.get(formKey)),
    });
  }

  current(): VisitedEntry | undefined {
    const record = this.read();
    return record?.entries[record.at];
  }

  /**
   * A new screen after the current one (the browser drops the entries after it, so do we). `left`:
   * the current screen's form key, when the applicant went on from it, its data fingerprinted now.
   */
  push(entry: VisitedEntry, left?: { from: string; formKey: string }): void {
    const record = this.read();
    const kept = record ? record.entries.slice(0, record.at + 1) : [];
    const last = kept.at(-1);
    if (last && left && last.key === left.from) kept[kept.length - 1] = { ...last, formKey: left.formKey, left: fingerprint(this.session.get(left.formKey)) };
    this.session.set(HISTORY_KEY, { entries: [...kept, entry], at: kept.length });
  }

  moveTo(index: number): void {
    const record = this.read();
    if (record && index >= 0 && index < record.entries.length) this.session.set(HISTORY_KEY, { ...record, at: index });
  }
}
