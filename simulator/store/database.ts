// Opens the simulator's SQLite file (<dataDir>/simulator.sqlite) in WAL mode and brings its
// schema up to date. better-sqlite3 is synchronous, so one call's handler runs inside one
// transaction with nothing interleaved.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './migrations.js';

export type Db = Database.Database;

export const DB_FILE = 'simulator.sqlite';

/** The database folder cannot be created, opened or written: what to do, in one line, for whoever starts the simulator. */
export class DataDirError extends Error {
  constructor(readonly dataDir: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code;
    const message = cause instanceof Error ? cause.message : String(cause);
    const reason = code && !message.startsWith(code) ? `${code}: ${message}` : message;
    super(`The bank simulator cannot use its database folder ${dataDir} (${reason.replace(/\s+/g, ' ')}). Make that folder writable by this user, with free space, or set SIM_DATA_DIR to one that is, and start again.`);
    this.name = 'DataDirError';
  }
}

/** `durable` false: a throwaway database (a test run's folder in tmp), whose commits are not waited onto the disk. */
export function openDatabase(dataDir: string, durable = true): Db {
  let db: Db;
  try {
    mkdirSync(dataDir, { recursive: true });
    db = new Database(path.join(dataDir, DB_FILE));
    // WAL writes its -wal and -shm files beside the database: a folder that is read-only fails here.
    db.pragma('journal_mode = WAL');
  } catch (err) {
    throw new DataDirError(dataDir, err);
  }
  // FULL: a commit is on disk before the answer goes out, so kill -9 (or a power cut) loses
  // nothing that was acknowledged. A throwaway database (the fixture suite's) keeps every
  // transaction but does not wait for the disk: OFF.
  db.pragma(durable ? 'synchronous = FULL' : 'synchronous = OFF');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Runs every migration past the file's user_version, each in its own transaction. */
export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(`simulator database is at schema version ${current}, newer than this simulator (${migrations.length})`);
  }
  for (let v = current; v < migrations.length; v += 1) {
    db.transaction(() => {
      db.exec(migrations[v]);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}

/** Empties every table (POST /__dev/reset) but keeps the schema. */
export function wipe(db: Db): void {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
  // The pragma is a no-op inside a transaction: switch it around the transaction.
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => { for (const t of tables) db.exec(`DELETE FROM "${t}"`); })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
