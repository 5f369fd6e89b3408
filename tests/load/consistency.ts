// After a load run: reads the simulator's SQLite file and checks that what the bank acknowledged
// is there exactly once (apply logs and submitted applications) and that every one-time-code
// record agrees with its apply log.
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE } from '../../simulator/store/database.js';
import type { JourneyResult } from './journeys.js';

export function checkDatabase(dataDir: string, results: JourneyResult[], maxAttempts = 3): string[] {
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true });
  const faults: string[] = [];
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') faults.push(`integrity_check: ${integrity}`);
    const fk = db.pragma('foreign_key_check') as unknown[];
    if (fk.length) faults.push(`foreign_key_check: ${fk.length} rows point nowhere`);
    const logs = db.prepare('SELECT apply_log_id, id_no, state, verified_via, page_data FROM apply_logs').all() as Array<{
      apply_log_id: string; id_no: string; state: string; verified_via: string | null; page_data: string;
    }>;
    const byId = new Map<string, typeof logs>();
    for (const l of logs) byId.set(l.id_no, [...(byId.get(l.id_no) ?? []), l]);
    const byLog = new Map(logs.map((l) => [l.apply_log_id, l]));
    const otp = new Map((db.prepare('SELECT * FROM otp_codes').all() as Array<Record<string, any>>).map((o) => [o.apply_log_id, o]));
    const acknowledged = results.filter((r) => r.applyLogId);
    for (const r of acknowledged) {
      const log = byLog.get(r.applyLogId);
      if (!log) { faults.push(`journey ${r.index}: acknowledged apply log ${r.applyLogId} is missing`); continue; }
      if (log.id_no !== r.ID) faults.push(`journey ${r.index}: apply log ${r.applyLogId} holds ${log.id_no}, not ${r.ID}`);
      if (r.verified) {
        const o = otp.get(r.applyLogId);
        if (log.state !== 'verified' || log.verified_via !== 'sms') faults.push(`journey ${r.index}: verified but the log is ${log.state}`);
        if (!o || o.passed_code === null || o.attempts !== 0 || o.code !== null) faults.push(`journey ${r.index}: code record ${JSON.stringify(o)}`);
      }
    }
    for (const [id, list] of byId) if (list.length > 1) faults.push(`${id}: ${list.length} apply logs (duplicated)`);
    if (logs.length !== acknowledged.length) faults.push(`${logs.length} apply logs stored, ${acknowledged.length} acknowledged`);
    for (const o of otp.values()) {
      const log = byLog.get(o.apply_log_id);
      if (!log || log.id_no !== o.id_no) faults.push(`code record ${o.apply_log_id} does not match its apply log`);
      if (o.attempts > maxAttempts) faults.push(`code record ${o.apply_log_id}: ${o.attempts} attempts`);
      if ((o.passed_code !== null) !== (log?.state === 'verified')) faults.push(`code record ${o.apply_log_id}: passed and state disagree`);
    }
    // Applications: each acknowledged case number stored once, on its apply log; nothing stored that
    // was not acknowledged, unless the journey gave up on the submit (its answer may have been lost).
    const apps = db.prepare('SELECT apply_log_id, apply_id FROM applications').all() as Array<{ apply_log_id: string; apply_id: string }>;
    const appsByLog = new Map<string, string[]>();
    for (const a of apps) appsByLog.set(a.apply_log_id, [...(appsByLog.get(a.apply_log_id) ?? []), a.apply_id]);
    const journeyOf = new Map(acknowledged.map((r) => [r.applyLogId, r]));
    for (const r of acknowledged.filter((x) => x.applyId)) {
      const stored = appsByLog.get(r.applyLogId) ?? [];
      if (stored.length === 0) faults.push(`journey ${r.index}: acknowledged application ${r.applyId} is missing`);
      else if (stored.length > 1) faults.push(`journey ${r.index}: ${stored.length} applications (duplicated)`);
      else if (stored[0] !== r.applyId) faults.push(`journey ${r.index}: application ${stored[0]} stored, ${r.applyId} acknowledged`);
    }
    for (const [logId, ids] of appsByLog) {
      const r = journeyOf.get(logId);
      if (!r) faults.push(`application ${ids.join(', ')} on ${logId}, which no journey acknowledged`);
      else if (!r.applyId && r.abandonedAt !== 'A97') faults.push(`journey ${r.index}: application ${ids.join(', ')} stored, never acknowledged`);
    }
    if (new Set(apps.map((a) => a.apply_id)).size !== apps.length) faults.push('one case number on two applications');
    const locks = db.prepare('SELECT count(*) FROM otp_locks').pluck().get() as number;
    if (locks) faults.push(`${locks} locks, though no journey entered a wrong code`);
  } finally {
    db.close();
  }
  return faults;
}
