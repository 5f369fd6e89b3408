// Fault injection for reliability tests: fail or delay the next N requests of one call, or a
// share of its requests for the next S seconds. Kept in memory on purpose: a fault is a test's
// setup, not bank state, and must not outlive it.
import { randomInt } from 'node:crypto';
import { HttpError } from './http.js';

export interface Fault {
  /** A call code (A137, FileUploadPreview) or '*' for every call. */
  api: string;
  mode: 'fail' | 'delay' | 'answer';
  /** mode answer: the body answered (HTTP 200) instead of the call's own, e.g. A146 {Success: false, ReturnCode: "2035901"}. */
  answer?: Record<string, unknown>;
  /** Requests still to be affected (count mode). */
  count: number;
  /** Share of requests affected, 0..1 (rate mode, with `until`). */
  rate?: number;
  /** Host time (ms) when a rate fault ends. */
  until?: number;
  delayMs: number;
  status: number;
}

export const DEFAULT_DELAY_MS = 3000;

export function parseFault(body: unknown, now = Date.now()): Fault {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const bad = (msg: string) => new HttpError(400, msg);
  if (typeof b.api !== 'string' || !b.api) throw bad('api must be a call code such as "A137"');
  if (b.mode !== 'fail' && b.mode !== 'delay' && b.mode !== 'answer') throw bad('mode must be "fail", "delay" or "answer"');
  if (b.mode === 'answer' && (typeof b.answer !== 'object' || b.answer === null || Array.isArray(b.answer))) throw bad('mode "answer" needs answer, the JSON object to answer');
  const delayMs = b.delayMs ?? DEFAULT_DELAY_MS;
  if (typeof delayMs !== 'number' || delayMs < 0 || delayMs > 120_000) throw bad('delayMs must be 0..120000');
  const status = b.status ?? 500;
  if (!Number.isInteger(status) || (status as number) < 400 || (status as number) > 599) throw bad('status must be 400..599');
  const base = { api: b.api, mode: b.mode as Fault['mode'], delayMs, status: status as number, ...(b.mode === 'answer' ? { answer: b.answer as Record<string, unknown> } : {}) };
  if (b.rate !== undefined) {
    if (typeof b.rate !== 'number' || !(b.rate > 0 && b.rate <= 1)) throw bad('rate must be a share of requests, above 0 and at most 1');
    const seconds = b.seconds ?? 60;
    if (typeof seconds !== 'number' || !(seconds > 0 && seconds <= 3600)) throw bad('seconds must be 1..3600');
    return { ...base, count: 0, rate: b.rate, until: now + seconds * 1000 };
  }
  const count = b.count ?? 1;
  if (!Number.isInteger(count) || (count as number) < 1) throw bad('count must be a positive integer');
  return { ...base, count: count as number };
}

export class Faults {
  private readonly rules = new Map<string, Fault>();

  constructor(private readonly now: () => number = Date.now) {}

  set(fault: Fault): void {
    this.rules.set(fault.api, { ...fault });
  }

  clear(): void {
    this.rules.clear();
  }

  list(): Fault[] {
    return [...this.rules.values()].map((f) => ({ ...f }));
  }

  /** The fault that applies to this request of `api`, counting it down; undefined when none. */
  take(api: string): Fault | undefined {
    const key = this.rules.has(api) ? api : this.rules.has('*') ? '*' : undefined;
    if (key === undefined) return undefined;
    const rule = this.rules.get(key)!;
    if (rule.rate !== undefined) {
      if (this.now() >= rule.until!) {
        this.rules.delete(key);
        return undefined;
      }
      return randomInt(0, 1_000_000) < rule.rate * 1_000_000 ? { ...rule, api } : undefined;
    }
    rule.count -= 1;
    if (rule.count <= 0) this.rules.delete(key);
    return { ...rule, api };
  }
}
