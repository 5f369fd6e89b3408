// The numbers the seeds fix that the bank enforces (one-time codes, uploads, a few lengths), read
// from the app's own flows/constants.json: the screen counts down the SMS code from the same
// otpSeconds the bank gives the code, so a product owner's edit reaches both sides. No seed number
// is written here; the bank's own choices (rate limits, lifetimes of links) are in policy.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constantValues, type ConstantsFile } from '../renderer/engine/constNumber.js';

/** The repository's flows/constants.json, beside the simulator as campaigns/ is. */
export const defaultConstantsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'flows', 'constants.json');

interface FromConstant {
  /** The name in flows/constants.json. */
  constant: string;
  /** What one unit of the constant is in the policy's unit (seconds to milliseconds: 1000). */
  scale: number;
  /** Smallest value that makes sense (a count of resends may be 0, a length may not). */
  min: number;
}

/** Each seed number of the policy and the constant it comes from. */
export const SEED_CONSTANTS = {
  /** SMS codes (000 §4.1, §9): digits, lifetime, wrong codes and expiries before the lock, the lock. */
  otpDigits: { constant: 'otpLength', scale: 1, min: 1 },
  otpValidMs: { constant: 'otpSeconds', scale: 1000, min: 1 },
  otpMaxAttempts: { constant: 'otpMaxAttempts', scale: 1, min: 1 },
  otpLockMs: { constant: 'otpLockHours', scale: 3_600_000, min: 1 },
  /** Email codes (000 §4.2, §9): digits, lifetime, resends after the first; one try per code. */
  emailOtpDigits: { constant: 'emailOtpLength', scale: 1, min: 1 },
  emailOtpValidMs: { constant: 'emailOtpSeconds', scale: 1000, min: 1 },
  emailMaxResends: { constant: 'emailResendMax', scale: 1, min: 0 },
  /**
   * Not a seed number but the app's, which the bank must match (issue 17): the resend link of the
   * code screens waits this long after a code, and the bank sends one token no new code sooner.
   */
  resendGapMs: { constant: 'resendCooldownSeconds', scale: 1000, min: 0 },
  /** Uploads (002 §5, §9): one file and an apply log's total, in KB (A25 SingleSize, MaxSize). */
  uploadSingleKb: { constant: 'uploadSingleKb', scale: 1, min: 1 },
  uploadTotalKb: { constant: 'uploadTotalKb', scale: 1, min: 1 },
  /** A37, A141: a sales code has this many characters (001 §9). */
  salesIdLength: { constant: 'salesIdLength', scale: 1, min: 1 },
  /** A108: a Chinese name it romanises, in characters (001 §5.1, §9). */
  chineseNameMin: { constant: 'chineseNameMin', scale: 1, min: 1 },
  chineseNameMax: { constant: 'chineseNameMax', scale: 1, min: 1 },
} as const satisfies Record<string, FromConstant>;

export type SeedPolicy = { [K in keyof typeof SEED_CONSTANTS]: number };

/** The seed numbers of a constants file (already parsed: name -> value); every fault at once, each as file#/pointer: message. */
export function seedPolicyOf(values: Record<string, unknown>, file: string): SeedPolicy {
  const faults: string[] = [];
  const policy = Object.fromEntries(Object.entries(SEED_CONSTANTS).map(([key, from]: [string, FromConstant]) => {
    const value = values[from.constant];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < from.min) {
      faults.push(`${file}#/constants/${from.constant}/value: the simulator needs an integer of at least ${from.min} (found ${JSON.stringify(value)})`);
    }
    return [key, (value as number) * from.scale];
  })) as SeedPolicy;
  if (faults.length) throw new Error(`The simulator cannot read its numbers from ${file}:\n${faults.join('\n')}`);
  return policy;
}

/** The seed numbers of the constants file at `file`. */
export function readSeedPolicy(file: string = defaultConstantsFile): SeedPolicy {
  let parsed: ConstantsFile;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as ConstantsFile;
  } catch (err) {
    throw new Error(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  return seedPolicyOf(constantValues(parsed), file);
}
