// An apply log's upload quota (002 §3.2, §5, §9): what was submitted to it, by any token (the one
// that opened it, or a phone's through /UploadID's QR link), plus what a test said it already
// holds (POST /__dev/uploadQuota: "this application has N KB on file"), so the quota messages can
// be reached without uploading 25 MB. The test's amount lives in memory per simulator, until reset.
import type { Store } from '../store/index.js';

const assumed = new WeakMap<Store, Map<string, number>>();

/** Development only: the apply log holds `kb` more than its files (0 removes it). */
export function assumeUsedKb(store: Store, applyLogId: string, kb: number): void {
  const map = assumed.get(store) ?? new Map<string, number>();
  if (kb > 0) map.set(applyLogId, kb);
  else map.delete(applyLogId);
  assumed.set(store, map);
}

export function clearAssumed(store: Store): void {
  assumed.delete(store);
}

/** Bytes counted against the apply log's quota: the larger of its token's and the log's submitted files, and the assumed amount. */
export function usedBytes(store: Store, applyLogId: string, token: string): number {
  const submitted = Math.max(store.uploads.submittedBytes(token), store.uploads.submittedBytesOfLog(applyLogId));
  return submitted + (assumed.get(store)?.get(applyLogId) ?? 0) * 1024;
}
