// The saved form state's session keys (flows/session.json: Form1Data, Form2Data, Form3Data,
// ModFlag) against 001 §3.1-§3.4 themselves: the key lists are parsed out of the seed text, so
// the declared fields cannot drift from it. Without the seeds (../shared/seeds) the test is skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSessionConfig } from '../../../scripts/sessionKeysGen.js';
import { SEED_SESSION_KEYS } from '../../../renderer/engine/sessionKeys.js';

const root = resolve(import.meta.dirname, '../../..');
const seeds = join(root, '../shared/seeds');
const name = existsSync(seeds) ? readdirSync(seeds).find((f) => f.startsWith('001_') && f.endsWith('.txt')) : undefined;
const seed = name ? readFileSync(join(seeds, name), 'utf8') : undefined;

/** The first paragraph under "### <section> ", up to its first period: names split on commas, semicolons and "and" (the last word of each: "same-as flags sameAsContactForHome"), ranges like "OtherNation1..4" and "RelationType1/2" expanded, parentheses dropped. */
function fieldsOf(section: string, cut: RegExp = /\.(\s|$)/): string[] {
  const lines = seed!.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`### ${section} `));
  const body = lines.slice(at + 1).find((l) => l.trim() !== '')!;
  const head = body.split(cut)[0].replace(/\s*\([^)]*\)/g, '').replace(/^[^:]*:\s*/, (m) => (/ModFlag|flags/.test(m) ? '' : m));
  return head.split(/,\s*|;\s*|\s+and\s+/).map((s) => s.trim().split(/\s+/).at(-1)!).filter(Boolean).flatMap((s) => {
    const range = /^(\w*?)(\d)\.\.(\d)$/.exec(s);
    if (range) return Array.from({ length: Number(range[3]) - Number(range[2]) + 1 }, (_, i) => `${range[1]}${Number(range[2]) + i}`);
    const pair = /^(\w*?)(\d)\/(\d)$/.exec(s);
    if (pair) return [`${pair[1]}${pair[2]}`, `${pair[1]}${pair[3]}`];
    return [s];
  });
}

const session = readSessionConfig(root);
const declared = (key: string) => Object.keys(session.seed[key]?.properties ?? {});

describe.skipIf(!seed)('the saved form state as the seeds list it (001 §3)', () => {
  it('are seed keys of the session: Form1Data, Form2Data, Form3Data, ModFlag beside GiftInfo (CONF-38)', () => {
    for (const key of ['Form1Data', 'Form2Data', 'Form3Data', 'ModFlag', 'GiftInfo']) expect(SEED_SESSION_KEYS as readonly string[]).toContain(key);
  });

  it.each([
    ['Form1Data', '3.1', /,\s*plus a validity flag/],
    ['Form2Data', '3.3', /,\s*each with a valid flag/],
    ['Form3Data', '3.4', /,\s*each with a valid flag/],
  ])('%s declares every field of 001 §%s', (key, section, cut) => {
    const fields = fieldsOf(section, cut);
    expect(fields.length).toBeGreaterThan(15);
    expect(fields.filter((f) => !declared(key).includes(f))).toEqual([]);
    expect(declared(key).filter((f) => !fields.includes(f))).toEqual([]);
  });

  it('ModFlag declares every modification and same-as flag of 001 §3.2', () => {
    const flags = fieldsOf('3.2', /\.\s+Flags turn/);
    expect(flags).toContain('AliasInChineseModFlag');
    expect(flags).toContain('sameAsLiveForMobile');
    expect(flags.filter((f) => !declared('ModFlag').includes(f))).toEqual([]);
    expect(declared('ModFlag').filter((f) => !flags.includes(f))).toEqual([]);
  });
});
