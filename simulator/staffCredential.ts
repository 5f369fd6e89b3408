// A sales agent's staff-portal password as the bank keeps it (data/agents.json `Credential`):
// scrypt with a random salt, never the password itself, compared in constant time.
//   scrypt$<N>$<r>$<p>$<salt, base64url>$<key, base64url>
// A new test agent's line: `npx tsx simulator/staffCredential.ts <password>`.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const KEY_BYTES = 32;
const COST = { N: 16384, r: 8, p: 1 };
const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{40,})$/;

/** The stored form of `password` (a fresh salt each time). */
export function hashPassword(password: string, salt = randomBytes(16)): string {
  const key = scryptSync(password.normalize('NFC'), salt, KEY_BYTES, COST);
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether a stored credential has the expected form (data.ts checks the file with it). */
export const isCredential = (stored: unknown): stored is string => typeof stored === 'string' && FORMAT.test(stored);

/** Whether `password` is the one `stored` was made from; false for a malformed credential. */
export function checkPassword(password: string, stored: string): boolean {
  const m = FORMAT.exec(stored);
  if (!m || password.length > 200) return false;
  const [, n, r, p, salt, key] = m;
  const expected = Buffer.from(key, 'base64url');
  const actual = scryptSync(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const password = process.argv[2];
  if (!password) {
    console.error('usage: npx tsx simulator/staffCredential.ts <password>');
    process.exit(2);
  }
  console.log(hashPassword(password));
}
