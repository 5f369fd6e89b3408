// Append-only records: the outbox (what phones and mailboxes received), the A43 audit trail,
// the A76 device log and the development analytics sink. Each insert writes one row.
import type { Db } from './database.js';

export interface OutboxEntry { channel: 'sms' | 'email'; to: string; text: string; code: string; at: string }

export class Records {
  private readonly outboxIn;
  private readonly outboxAll;
  private readonly outboxTo;
  private readonly auditIn;
  private readonly auditAll;
  private readonly deviceIn;
  private readonly deviceAll;
  private readonly analyticsIn;
  private readonly analyticsAll;

  constructor(db: Db) {
    this.outboxIn = db.prepare('INSERT INTO outbox (channel, to_addr, text, code, at) VALUES (?, ?, ?, ?, ?)');
    this.outboxAll = db.prepare('SELECT channel, to_addr AS "to", text, code, at FROM outbox ORDER BY seq');
    this.outboxTo = db.prepare('SELECT channel, to_addr AS "to", text, code, at FROM outbox WHERE to_addr = ? ORDER BY seq');
    this.auditIn = db.prepare('INSERT INTO audit (id_no, action, remark, at) VALUES (?, ?, ?, ?)');
    this.auditAll = db.prepare('SELECT id_no AS ID, action AS Action, remark AS Remark, at FROM audit ORDER BY seq');
    this.deviceIn = db.prepare('INSERT INTO device_logs (data, at) VALUES (?, ?)');
    this.deviceAll = db.prepare('SELECT data, at FROM device_logs ORDER BY seq');
    this.analyticsIn = db.prepare('INSERT INTO analytics (event, at) VALUES (?, ?)');
    this.analyticsAll = db.prepare('SELECT event, at FROM analytics ORDER BY seq');
  }

  send(entry: Omit<OutboxEntry, 'at'>, now: number): void {
    this.outboxIn.run(entry.channel, entry.to, entry.text, entry.code, now);
  }

  /** What was sent, newest last; `to`: one recipient's only (read by the index on to_addr). */
  outbox(to?: string): OutboxEntry[] {
    const rows = to === undefined ? this.outboxAll.all() : this.outboxTo.all(to);
    return (rows as Array<Omit<OutboxEntry, 'at'> & { at: number }>).map((e) => ({ ...e, at: iso(e.at) }));
  }

  audit(id: string, action: string, remark: string, now: number): void {
    this.auditIn.run(id, action, remark, now);
  }

  audits(): Array<{ ID: string; Action: string; Remark: string; at: string }> {
    return (this.auditAll.all() as Array<{ ID: string; Action: string; Remark: string; at: number }>).map((a) => ({ ...a, at: iso(a.at) }));
  }

  device(data: Record<string, unknown>, now: number): void {
    this.deviceIn.run(JSON.stringify(data), now);
  }

  devices(): Array<Record<string, unknown>> {
    return (this.deviceAll.all() as Array<{ data: string; at: number }>).map((d) => ({ ...JSON.parse(d.data), at: iso(d.at) }));
  }

  analytics(event: Record<string, unknown>, now: number): void {
    this.analyticsIn.run(JSON.stringify(event), now);
  }

  analyticsEvents(): Array<Record<string, unknown>> {
    return (this.analyticsAll.all() as Array<{ event: string; at: number }>).map((a) => ({ ...JSON.parse(a.event), at: iso(a.at) }));
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
