// The simulator's security policy: what a bank enforces. The numbers the seeds fix (the one-time
// codes, the upload sizes ...) are the app's own flows/constants.json, read by seedPolicy.ts, so
// the bank enforces what the screens count; the rest, here, is the bank's own choice and is
// recorded in docs/spec-gaps.md. Tests may pass a stricter or looser copy of any of it to
// createSimulator.
import { readSeedPolicy, type SeedPolicy } from './seedPolicy.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The bank's own choices: nothing here is a number of the seeds. */
export interface BankPolicy {
  /** A6 tokens live this long from issue (absolute: an application is one sitting). */
  tokenTtlMs: number;
  /**
   * A6 tokens issued to one client address (the connection's, never a header a caller writes) in
   * the window: an A6 flood fills no disk. Expired tokens with nothing of an application on them
   * are deleted (store/sweep.ts) at most every sweepEveryMs.
   */
  tokensPerClient: number;
  tokensPerClientWindowMs: number;
  sweepEveryMs: number;
  /** Wrong birthdays for one ID on file (A84, A5) before that ID's checks are refused ... */
  birthdayFailuresPerId: number;
  /** ... and for one token, whatever the IDs. */
  birthdayFailuresPerToken: number;
  birthdayWindowMs: number;
  /** A84 checks one token may make (each tells whether an ID is on file). */
  idChecksPerToken: number;
  idCheckWindowMs: number;
  /** A37 sales-code lookups one token may make in the window. */
  salesLookupsPerToken: number;
  salesLookupsWindowMs: number;
  /** SMS codes sent to one mobile, and for one ID, whatever the session. */
  codesPerMobile: number;
  codesPerMobileWindowMs: number;
  codesPerId: number;
  codesPerIdWindowMs: number;
  /** A retried verify with the code that already passed answers success again for this long. */
  verifyReplayMs: number;
  /** Longest string a request field may hold, and the few fields allowed more. */
  maxFieldChars: number;
  largeFields: Record<string, number>;
  /** A76 device logs one token (and so its apply log) may write, and the longest value of a field (the catalogue's fields only are kept). */
  deviceLogsPerToken: number;
  deviceFieldChars: number;
  /** Development analytics: one event's size. */
  maxAnalyticsBytes: number;
  /** The common endpoint's body: 1 MB, but the calls that carry images (A61's two ID photos) more. */
  maxBodyBytes: number;
  largeBodyCalls: Record<string, number>;
  /** Previews a token may keep unsubmitted: one more is refused until some are submitted or expire. */
  uploadPendingPerToken: number;
  /** An unsubmitted preview is deleted this long after it was uploaded (FileUploadSubmit no longer finds it). */
  uploadPreviewTtlMs: number;
  /** A held application (A60) can be restored (A59) this long after it was saved. */
  heldRetentionMs: number;
  /** /UploadID's QR link: its hand-over code is redeemable this long, once; the phone token it gives lives this long (never past the desktop's). */
  uploadHandOverMs: number;
  uploadPhoneTokenMs: number;
  /** Mails one address gets, and one ID, whatever the session (codes and re-sent links). */
  mailsPerAddress: number;
  mailsPerAddressWindowMs: number;
  mailsPerId: number;
  mailsPerIdWindowMs: number;
  /** A mail's verification link (/EmailCheck?cid=) works once, this long after it was sent. */
  emailLinkValidMs: number;
  /** Agent mode: the customer's code-step link works this long (the agent waits 600 s); the continuation link A127 sends, this long. */
  agentLinkMs: number;
  agentForwardMs: number;
  /** Agent mode's staff sign-in (simulator/staffPortal.ts): a sign-in request is good this long; wrong passwords for one AgentID before it is locked for the window. */
  agentSignInMs: number;
  agentSignInFailures: number;
  agentSignInWindowMs: number;
  /** Texts the bank sends in agent mode (the code-step link, A131; the continuation link, A127): per agent, per customer (ID) and per token. */
  agentTextsPerAgent: number;
  agentTextsPerAgentWindowMs: number;
  agentTextsPerCustomer: number;
  agentTextsPerCustomerWindowMs: number;
  agentTextsPerToken: number;
  agentTextsPerTokenWindowMs: number;
  /**
   * One application per person and card: a second A97 of one ID for the same campaign is refused this
   * long after the first was stored (every application stays pending here: the bank has no decision
   * to wait for). 0 turns it off (tests that submit many for one identity).
   */
  sameCardWindowMs: number;
}

export const bankPolicy: BankPolicy = {
  tokenTtlMs: 4 * HOUR,
  tokensPerClient: 600,
  tokensPerClientWindowMs: MINUTE,
  sweepEveryMs: MINUTE,
  birthdayFailuresPerId: 5,
  birthdayFailuresPerToken: 10,
  birthdayWindowMs: 15 * MINUTE,
  idChecksPerToken: 30,
  idCheckWindowMs: 15 * MINUTE,
  salesLookupsPerToken: 20,
  salesLookupsWindowMs: 15 * MINUTE,
  codesPerMobile: 8,
  codesPerMobileWindowMs: HOUR,
  codesPerId: 12,
  codesPerIdWindowMs: 24 * HOUR,
  verifyReplayMs: 2 * MINUTE,
  maxFieldChars: 1000,
  // A61's ID photos (FontBase64, BackBase64) are added by policyOf: they follow uploadSingleKb.
  largeFields: { PageData: 256 * 1024, ContentJSON: 256 * 1024 },
  deviceLogsPerToken: 10,
  deviceFieldChars: 200,
  maxAnalyticsBytes: 4096,
  maxBodyBytes: 1024 * 1024,
  // A61's body (two ID photos and the rest) is added by policyOf: it follows uploadSingleKb.
  largeBodyCalls: {},
  uploadPendingPerToken: 10,
  uploadPreviewTtlMs: HOUR,
  heldRetentionMs: 30 * 24 * HOUR,
  uploadHandOverMs: 10 * MINUTE,
  uploadPhoneTokenMs: 30 * MINUTE,
  mailsPerAddress: 8,
  mailsPerAddressWindowMs: HOUR,
  mailsPerId: 12,
  mailsPerIdWindowMs: 24 * HOUR,
  emailLinkValidMs: 30 * MINUTE,
  agentLinkMs: 15 * MINUTE,
  agentForwardMs: 24 * HOUR,
  agentSignInMs: 10 * MINUTE,
  agentSignInFailures: 5,
  agentSignInWindowMs: 15 * MINUTE,
  agentTextsPerAgent: 8,
  agentTextsPerAgentWindowMs: HOUR,
  agentTextsPerCustomer: 5,
  agentTextsPerCustomerWindowMs: 24 * HOUR,
  agentTextsPerToken: 4,
  agentTextsPerTokenWindowMs: HOUR,
  sameCardWindowMs: 30 * 24 * HOUR,
};

export type Policy = BankPolicy & SeedPolicy;

/** Characters of an ID photo of at most `singleKb`, base64-encoded, maybe as a data: URL. */
const photoChars = (singleKb: number): number => Math.ceil((singleKb * 1024 * 4) / 3) + 64;

/**
 * The whole policy: the bank's choices, the seed numbers of flows/constants.json, then a test's
 * overrides. A61 may carry two ID photos of the single-file size each, and 1 MB besides.
 */
export function policyOf(seed: SeedPolicy, overrides: Partial<Policy> = {}): Policy {
  const photo = photoChars(overrides.uploadSingleKb ?? seed.uploadSingleKb);
  const largeFields = { ...bankPolicy.largeFields, FontBase64: photo, BackBase64: photo };
  const largeBodyCalls = { ...bankPolicy.largeBodyCalls, A61: 2 * photo + (overrides.maxBodyBytes ?? bankPolicy.maxBodyBytes) };
  return { ...bankPolicy, largeFields, largeBodyCalls, ...seed, ...overrides };
}

/** The policy of the repository's own flows/constants.json (what `npm start` enforces). */
export const defaultPolicy: Policy = policyOf(readSeedPolicy());
