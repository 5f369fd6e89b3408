// Small named values that must survive a restart (the development clock offset).
import type { Db } from './database.js';

export class Settings {
  private readonly getStmt;
  private readonly putStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare('SELECT value FROM settings WHERE key = ?').pluck();
    this.putStmt = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  }

  number(key: string, fallback: number): number {
    const v = this.getStmt.get(key) as string | undefined;
    return v === undefined ? fallback : Number(v);
  }

  put(key: string, value: string | number): void {
    this.putStmt.run(key, String(value));
  }
}
