// renderer/engine/sessionKeys.ts against the seeds themselves: the key lists
// are parsed out of the seed text here, so the code's list cannot drift from
// it. The seeds live outside the repo (../shared/seeds); without them the
// seed-parsing tests are skipped with a message saying so.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import {
  isSessionKey, RUNTIME_SESSION_KEYS, SEED_SESSION_KEYS, type PageState, type SessionContext, type SessionKey,
} from '../../../renderer/engine/sessionKeys.js';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const SEEDS = join(REPO_ROOT, '../shared/seeds');

/** The seed file whose name starts with `prefix` (000_, 001_ ...), if the seeds are there. */
function seedText(prefix: string): string | undefined {
  if (!existsSync(SEEDS)) return undefined;
  const name = readdirSync(SEEDS).find((f) => f.startsWith(prefix) && f.endsWith('.txt'));
  return name ? readFileSync(join(SEEDS, name), 'utf8') : undefined;
}

/**
 * The comma-separated key list under a "### <section> " heading: parentheses
 * (value notes) dropped, "IBURL and MBURL" split, the final period removed.
 */
function keysOfSection(text: string, section: string): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`### ${section} `));
  if (at < 0) throw new Error(`no section ${section} in the seed`);
  const body = lines.slice(at + 1).find((l) => l.trim() !== '');
  if (!body) throw new Error(`section ${section} is empty`);
  return body
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\.\s*$/, '')
    .split(/,\s*|\s+and\s+/)
    .map((k) => k.trim())
    .filter(Boolean);
}

const seed000 = seedText('000_');
const seed001 = seedText('001_');
const missing = `skipped: seed file not found under ${SEEDS} (expected 000_*.txt and 001_*.txt)`;

describe('seed key lists', () => {
  it.skipIf(!seed000)(seed000 ? '000 §3.1: every key of the session application context is a seed key, first and in the seed\'s order' : `000 §3.1 (${missing})`, () => {
    const keys = keysOfSection(seed000!, '3.1');
    // A parse that went wrong would yield phrases, not keys.
    for (const key of keys) expect(key).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    expect(keys).toContain('pageState');
    expect(keys).toContain('hasID');
    expect(keys.length).toBeGreaterThan(60);
    expect(SEED_SESSION_KEYS.slice(0, keys.length)).toEqual(keys);
    for (const key of keys) expect(isSessionKey(key), key).toBe(true);
  });

  it.skipIf(!seed001)(seed001 ? '001 §3.10: every session value used is a known key' : `001 §3.10 (${missing})`, () => {
    const keys = keysOfSection(seed001!, '3.10');
    for (const key of keys) expect(key).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    expect(keys.filter((k) => !(SEED_SESSION_KEYS as readonly string[]).includes(k))).toEqual([]);
  });

});

describe('the key lists', () => {
  it('hold no key twice, and no runtime key repeats a seed key', () => {
    const all: string[] = [...SEED_SESSION_KEYS, ...RUNTIME_SESSION_KEYS];
    expect(new Set(all).size).toBe(all.length);
  });

  it('isSessionKey: seed keys, runtime keys and form.<screenId>', () => {
    expect(isSessionKey('pageState')).toBe(true);
    expect(isSessionKey('STPSubmitEloanFlag')).toBe(true);
    expect(isSessionKey('OTPAttempts')).toBe(true);
    expect(isSessionKey('utm_source')).toBe(true);
    expect(isSessionKey('form.index')).toBe(true);
    expect(isSessionKey('form.validate-2_b')).toBe(true);
  });

  it('isSessionKey: a misspelling, a bare or nested form key and other casing are not keys', () => {
    expect(isSessionKey('Pagestate')).toBe(false);
    expect(isSessionKey('pagestate')).toBe(false);
    expect(isSessionKey('form.')).toBe(false);
    expect(isSessionKey('form.a.b')).toBe(false);
    expect(isSessionKey('form')).toBe(false);
    expect(isSessionKey('')).toBe(false);
  });
});

describe('SessionStore.read (typed view)', () => {
  it('returns what set stored, typed by SessionContext', () => {
    const session = new SessionStore(new MemoryStorage());
    session.set('CustomerType', 'ETB');
    session.set('pageState', 'Page1.3');
    session.set('OTPAttempts', 2);
    session.set('GiftInfo', { GiftCombination: 'G1|G2' });

    const customer = session.read('CustomerType');
    const pageState = session.read('pageState');
    const attempts = session.read('OTPAttempts');
    const gift = session.read('GiftInfo');
    expect([customer, pageState, attempts, gift?.GiftCombination]).toEqual(['ETB', 'Page1.3', 2, 'G1|G2']);
    expect(session.read('ApplyLogID')).toBeUndefined();

    // Compile-time only (npx tsc checks tests/): the types the seeds fix.
    expectTypeOf(customer).toEqualTypeOf<'NTB' | 'ETB' | 'ETP' | undefined>();
    expectTypeOf(pageState).toEqualTypeOf<PageState | undefined>();
    expectTypeOf(session.read('STPFlowFlag')).toEqualTypeOf<'Y' | 'N' | undefined>();
    expectTypeOf(session.read('Lang')).toEqualTypeOf<string | undefined>(); // a sessionLang of flows/languages.json
    expectTypeOf(session.read('Platform')).toEqualTypeOf<'Mobile Website' | 'Desktop Website' | undefined>();
    expectTypeOf(session.read('ApplyLogID')).toEqualTypeOf<string | undefined>();
    expectTypeOf(attempts).toEqualTypeOf<number | undefined>();
    expectTypeOf<keyof SessionContext>().toEqualTypeOf<SessionKey>();
    // @ts-expect-error a misspelt key does not compile
    session.read('Pagestate');
    // get/set keep taking any string (form.<screenId>, callers with computed keys).
    expectTypeOf(session.get).parameter(0).toEqualTypeOf<string>();
  });
});
