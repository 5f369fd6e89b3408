// The seeds' numbers the bank enforces are the app's flows/constants.json, never a second copy in
// the simulator (issue 16 §2.6): a product owner who raises otpSeconds raises the code's lifetime
// at the bank too. Fails when policy.ts (or any simulator file) holds one of them again.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { constantValues, type ConstantsFile } from '../../../renderer/engine/constNumber.js';
import { bankPolicy, defaultPolicy, policyOf } from '../../../simulator/policy.js';
import { SEED_CONSTANTS, defaultConstantsFile, readSeedPolicy, seedPolicyOf } from '../../../simulator/seedPolicy.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CONSTS = constantValues(JSON.parse(readFileSync(join(ROOT, 'flows', 'constants.json'), 'utf8')) as ConstantsFile) as Record<string, number>;

describe('the simulator reads the seeds\' numbers from flows/constants.json', () => {
  it('reads the repository\'s own file by default', () => {
    expect(defaultConstantsFile).toBe(join(ROOT, 'flows', 'constants.json'));
  });

  it.each([
    ['otpValidMs', CONSTS.otpSeconds * 1000, 'otpSeconds'],
    ['otpMaxAttempts', CONSTS.otpMaxAttempts, 'otpMaxAttempts'],
    ['otpDigits', CONSTS.otpLength, 'otpLength'],
    ['otpLockMs', CONSTS.otpLockHours * 3_600_000, 'otpLockHours'],
    ['emailOtpValidMs', CONSTS.emailOtpSeconds * 1000, 'emailOtpSeconds'],
    ['emailMaxResends', CONSTS.emailResendMax, 'emailResendMax'],
    ['emailOtpDigits', CONSTS.emailOtpLength, 'emailOtpLength'],
    ['uploadSingleKb', CONSTS.uploadSingleKb, 'uploadSingleKb'],
    ['uploadTotalKb', CONSTS.uploadTotalKb, 'uploadTotalKb'],
    ['salesIdLength', CONSTS.salesIdLength, 'salesIdLength'],
    ['chineseNameMin', CONSTS.chineseNameMin, 'chineseNameMin'],
    ['chineseNameMax', CONSTS.chineseNameMax, 'chineseNameMax'],
  ] as const)('defaultPolicy.%s is %s, from consts.%s', (key, expected, _constant) => {
    expect(defaultPolicy[key]).toBe(expected);
  });

  it('the bank\'s own policy holds none of them (a number written back into policy.ts fails here)', () => {
    expect(Object.keys(bankPolicy).filter((k) => Object.hasOwn(SEED_CONSTANTS, k))).toEqual([]);
  });

  it('every seed number follows its constant: a file with each one changed gives a policy with each one changed', () => {
    const changed = Object.fromEntries(Object.values(SEED_CONSTANTS).map((from, i) => [from.constant, CONSTS[from.constant] + 7 + i]));
    const policy = policyOf(seedPolicyOf(changed, 'copy/flows/constants.json'));
    for (const [key, from] of Object.entries(SEED_CONSTANTS)) {
      expect(policy[key as keyof typeof SEED_CONSTANTS], key).toBe(changed[from.constant] * from.scale);
      expect(policy[key as keyof typeof SEED_CONSTANTS], key).not.toBe(defaultPolicy[key as keyof typeof SEED_CONSTANTS]);
    }
    // A61's two ID photos (fields and body) follow the single-file size.
    const photo = Math.ceil((changed.uploadSingleKb * 1024 * 4) / 3) + 64;
    expect(policy.largeFields).toMatchObject({ FontBase64: photo, BackBase64: photo });
    expect(policy.largeBodyCalls.A61).toBe(2 * photo + policy.maxBodyBytes);
  });

  it('a test\'s override wins over the file, as before', () => {
    const policy = policyOf(readSeedPolicy(), { otpValidMs: 5_000, uploadSingleKb: 10 });
    expect(policy.otpValidMs).toBe(5_000);
    expect(policy.largeFields.FontBase64).toBe(Math.ceil((10 * 1024 * 4) / 3) + 64);
    expect(policy.otpMaxAttempts).toBe(CONSTS.otpMaxAttempts);
  });

  it('a file that lacks one or holds a wrong value stops the simulator, naming every fault by file and pointer', () => {
    const { otpSeconds: _gone, ...rest } = CONSTS;
    expect(() => seedPolicyOf({ ...rest, emailResendMax: '3', otpLength: 0 }, 'f.json')).toThrow([
      'The simulator cannot read its numbers from f.json:',
      'f.json#/constants/otpLength/value: the simulator needs an integer of at least 1 (found 0)',
      'f.json#/constants/otpSeconds/value: the simulator needs an integer of at least 1 (found undefined)',
      'f.json#/constants/emailResendMax/value: the simulator needs an integer of at least 0 (found "3")',
    ].join('\n'));
  });
});

/** Every .ts file of the simulator's code (not its data). */
function simulatorSources(): Array<[string, string]> {
  const dir = join(ROOT, 'simulator');
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.startsWith('data'))
    .map((f) => [f, readFileSync(join(dir, f), 'utf8')]);
}

describe('no simulator file writes one of them as a number', () => {
  const sources = simulatorSources();
  it.each([
    ['the SMS code lifetime in ms (otpSeconds)', /\b100_?000\b/],
    ['the email code lifetime in ms (emailOtpSeconds)', /\b240_?000\b/],
    ['the upload total (uploadTotalKb)', /\b25_?000\b/],
    ['the single upload in bytes (uploadSingleKb)', /\b5_?000\s*\*/],
    ['the sales code length (salesIdLength)', /length\s*===\s*7\b/],
    ['the Chinese name lengths (chineseNameMin, chineseNameMax)', /\{2,100\}/],
  ])('%s', (_what, pattern) => {
    expect(sources.filter(([, text]) => pattern.test(text)).map(([file]) => file)).toEqual([]);
  });
});
