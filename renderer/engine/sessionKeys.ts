// The session context's vocabulary: every sessionStorage key the runtime may
// read or write, with the seeds' spelling. The keys and their types are config
// (flows/session.json); flows/session.generated.ts is generated from it
// (npx tsx scripts/sessionKeysGen.ts) and a test fails while the two differ.
// `npm run check` (scripts/check/sessionKeys.ts) faults a config that reads or
// writes any other key, so a misspelt "Pagestate" is caught before it runs.
import { RUNTIME_SESSION_KEYS, SEED_SESSION_KEYS, type FixedValues } from '../../flows/session.generated.js';

export { RUNTIME_SESSION_KEYS, SEED_SESSION_KEYS } from '../../flows/session.generated.js';

export type SeedSessionKey = (typeof SEED_SESSION_KEYS)[number];
export type RuntimeSessionKey = (typeof RUNTIME_SESSION_KEYS)[number];
export type SessionKey = SeedSessionKey | RuntimeSessionKey;

/** Each screen's form data is saved as `form.<screenId>` (renderer/engine/screen.ts): a pattern, not a list. */
export const FORM_KEY_PATTERN = /^form\.[A-Za-z0-9_-]+$/;
export type FormSessionKey = `form.${string}`;

const KNOWN: ReadonlySet<string> = new Set<string>([...SEED_SESSION_KEYS, ...RUNTIME_SESSION_KEYS]);

/** True for a key of either list and for `form.<screenId>`. */
export function isSessionKey(name: string): boolean {
  return KNOWN.has(name) || FORM_KEY_PATTERN.test(name);
}

export type YN = 'Y' | 'N';
export type CustomerKind = NonNullable<FixedValues['CustomerType']>;
/** 000 §4 page states (with 002 §4 for Page2.5/2.6 ... Page5.1). */
export type PageState = NonNullable<FixedValues['pageState']>;
/** 000 §2.6 saved gift info. */
export type GiftInfo = NonNullable<FixedValues['GiftInfo']>;

type Values<K extends string, V> = { [P in K]?: V };

/**
 * The typed view of the session: every known key, all optional (a fresh
 * session holds none). flows/session.json's types where it gives one,
 * otherwise string.
 */
export interface SessionContext extends FixedValues, Values<Exclude<SessionKey, keyof FixedValues>, string> {}
