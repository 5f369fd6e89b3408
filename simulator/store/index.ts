// The simulator's store: the database and one small repository per table group.
import { type Db, openDatabase } from './database.js';
import { AgentCases } from './agentCases.js';
import { ApplyLogs } from './applyLogs.js';
import { EmailCodes } from './emailCodes.js';
import { HandOvers } from './handOvers.js';
import { HeldApplications } from './held.js';
import { OtpCodes } from './otpCodes.js';
import { RateEvents } from './rateEvents.js';
import { Records } from './records.js';
import { Settings } from './settings.js';
import { Tokens } from './tokens.js';
import { Uploads } from './uploads.js';

export interface Store {
  db: Db;
  tokens: Tokens;
  applyLogs: ApplyLogs;
  otp: OtpCodes;
  records: Records;
  rates: RateEvents;
  settings: Settings;
  uploads: Uploads;
  held: HeldApplications;
  handOvers: HandOvers;
  email: EmailCodes;
  agents: AgentCases;
  forwardTokens: { insert(token: string, now: number, applyLogId: string, ibmb: string): void };
}

export function openStore(dataDir: string, durable = true): Store {
  const db = openDatabase(dataDir, durable);
  const fwd = db.prepare('INSERT INTO forward_tokens (token, issued_at, apply_log_id, ibmb) VALUES (?, ?, ?, ?)');
  return {
    db,
    tokens: new Tokens(db),
    applyLogs: new ApplyLogs(db),
    otp: new OtpCodes(db),
    records: new Records(db),
    rates: new RateEvents(db),
    settings: new Settings(db),
    uploads: new Uploads(db),
    held: new HeldApplications(db),
    handOvers: new HandOvers(db),
    email: new EmailCodes(db),
    agents: new AgentCases(db),
    forwardTokens: { insert: (token, now, applyLogId, ibmb) => { fwd.run(token, now, applyLogId, ibmb); } },
  };
}

export type { ApplyLog } from './applyLogs.js';
export { wipe } from './database.js';
export type { OutboxEntry } from './records.js';
