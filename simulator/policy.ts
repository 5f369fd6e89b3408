// The simulator's security policy: what a bank enforces beyond the seeds' screens. The seeds fix
// the one-time code (6 digits, 100 s, 3 attempts, 24 h lock); the rest is ours and is recorded in
// docs/spec-gaps.md. Tests may pass a stricter or looser copy to createSimulator.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Policy {
  /** A6 tokens live this long from issue (absolute: an application is one sitting). */
  tokenTtlMs: number;
  /** Wrong birthdays for one ID on file (A84, A5) before that ID's checks are refused ... */
  birthdayFailuresPerId: number;
  /** ... and for one token, whatever the IDs. */
  birthdayFailuresPerToken: number;
  birthdayWindowMs: number;
  /** A84 checks one token may make (each tells whether an ID is on file). */
  idChecksPerToken: number;
  idCheckWindowMs: number;
  /** SMS codes sent to one mobile, and for one ID, whatever the session. */
  codesPerMobile: number;
  codesPerMobileWindowMs: number;
  codesPerId: number;
  codesPerIdWindowMs: number;
  /** A retried verify with the code that already passed answers success again for this long. */
  verifyReplayMs: number;
  /** The seeds' code rules (000 §4.1, §9). */
  otpDigits: number;
  otpValidMs: number;
  otpMaxAttempts: number;
  otpLockMs: number;
  /** Longest string a request field may hold, and the few fields allowed more. */
  maxFieldChars: number;
  largeFields: Record<string, number>;
  /** Development analytics: one event's size. */
  maxAnalyticsBytes: number;
  /** The common endpoint's body: 1 MB, but the calls that carry images (A61's two ID photos) more. */
  maxBodyBytes: number;
  largeBodyCalls: Record<string, number>;
  /** Uploads (002 §5, §9): one file and an apply log's total, in KB (A25 SingleSize, MaxSize). */
  uploadSingleKb: number;
  uploadTotalKb: number;
  /** Previews a token may keep unsubmitted (re-uploads replace the oldest). */
  uploadPendingPerToken: number;
  /** A held application (A60) can be restored (A59) this long after it was saved. */
  heldRetentionMs: number;
  /** /UploadID's QR link: its hand-over code is redeemable this long, once; the phone token it gives lives this long (never past the desktop's). */
  uploadHandOverMs: number;
  uploadPhoneTokenMs: number;
  /** Email codes (000 §4.2, §9): 240 s, 3 resends after the first; one try per code. */
  emailOtpValidMs: number;
  emailMaxResends: number;
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
}

export const defaultPolicy: Policy = {
  tokenTtlMs: 4 * HOUR,
  birthdayFailuresPerId: 5,
  birthdayFailuresPerToken: 10,
  birthdayWindowMs: 15 * MINUTE,
  idChecksPerToken: 30,
  idCheckWindowMs: 15 * MINUTE,
  codesPerMobile: 8,
  codesPerMobileWindowMs: HOUR,
  codesPerId: 12,
  codesPerIdWindowMs: 24 * HOUR,
  verifyReplayMs: 2 * MINUTE,
  otpDigits: 6,
  otpValidMs: 100_000,
  otpMaxAttempts: 3,
  otpLockMs: 24 * HOUR,
  maxFieldChars: 1000,
  largeFields: {
    PageData: 256 * 1024,
    ContentJSON: 256 * 1024,
    // An ID photo of at most the single-file size, base64-encoded, maybe as a data: URL.
    FontBase64: Math.ceil((5000 * 1024 * 4) / 3) + 64,
    BackBase64: Math.ceil((5000 * 1024 * 4) / 3) + 64,
  },
  maxAnalyticsBytes: 4096,
  maxBodyBytes: 1024 * 1024,
  largeBodyCalls: { A61: 15 * 1024 * 1024 },
  uploadSingleKb: 5000,
  uploadTotalKb: 25000,
  uploadPendingPerToken: 10,
  heldRetentionMs: 30 * 24 * HOUR,
  uploadHandOverMs: 10 * MINUTE,
  uploadPhoneTokenMs: 30 * MINUTE,
  emailOtpValidMs: 240_000,
  emailMaxResends: 3,
  mailsPerAddress: 8,
  mailsPerAddressWindowMs: HOUR,
  mailsPerId: 12,
  mailsPerIdWindowMs: 24 * HOUR,
  emailLinkValidMs: 30 * MINUTE,
  agentLinkMs: 15 * MINUTE,
  agentForwardMs: 24 * HOUR,
};
