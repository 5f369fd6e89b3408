// The simulator database: schema version and migrations, reset, and the analytics sink.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILE, openDatabase } from '../../../simulator/store/database.js';
import { migrations } from '../../../simulator/store/migrations.js';
import { startTestSim } from './helpers.js';

const dirs: string[] = [];
const tempDir = () => { const d = mkdtempSync(join(tmpdir(), 'sim-store-')); dirs.push(d); return d; };
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

describe('schema', () => {
  it('a new file is migrated to the current version, in WAL mode; opening it again changes nothing', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('k', 'v');
    db.close();
    const again = openDatabase(dir);
    expect(again.prepare('SELECT value FROM settings WHERE key = ?').pluck().get('k')).toBe('v');
    again.close();
  });

  it('a file from a newer simulator is refused rather than misread', () => {
    const dir = tempDir();
    openDatabase(dir).close();
    const raw = new Database(join(dir, DB_FILE));
    raw.pragma(`user_version = ${migrations.length + 1}`);
    raw.close();
    expect(() => openDatabase(dir)).toThrow(/newer than this simulator/);
  });

  it('every table has a primary key', () => {
    const db = openDatabase(tempDir());
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
    for (const t of tables) {
      const cols = db.prepare(`PRAGMA table_info("${t}")`).all() as Array<{ pk: number }>;
      expect(cols.some((c) => c.pk > 0), t).toBe(true);
    }
    db.close();
  });
});

describe('development analytics sink', () => {
  it('stores events posted as JSON, lists them newest last, refuses non-objects, oversized events and form posts', async () => {
    const sim = await startTestSim();
    try {
      const post = (body: string, type = 'application/json') =>
        fetch(`${sim.url}/__dev/analytics`, { method: 'POST', headers: { 'Content-Type': type }, body });
      expect((await post(JSON.stringify({ type: 'view', screen: 'IndexPage' }))).status).toBe(200);
      expect((await post(JSON.stringify({ type: 'error', screen: 'IndexPage', field: 'IDNO', code: 'required' }))).status).toBe(200);
      expect((await post('[1,2]')).status).toBe(400);
      expect((await post(JSON.stringify({ pad: 'x'.repeat(5000) }))).status).toBe(413);
      expect((await post('type=view', 'application/x-www-form-urlencoded')).status).toBe(415);
      const events = await sim.dev('GET', 'analytics');
      expect(events.map((e: { type: string }) => e.type)).toEqual(['view', 'error']);
      expect(events[1]).toMatchObject({ field: 'IDNO', code: 'required', at: expect.any(String) });
    } finally {
      await sim.close();
    }
  });
});
