// The agents' staff-portal passwords (simulator/staffCredential.ts, data/agents.json): kept as
// scrypt with a salt, checked in constant time; the test agents' passwords are the README's; the
// loader refuses an agent without a credential, naming the file and the pointer.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultReferenceDir, loadReference } from '../../../simulator/data.js';
import { checkPassword, hashPassword, isCredential } from '../../../simulator/staffCredential.js';
import { PASSWORDS } from './agentJourney.js';

describe('staff credentials', () => {
  it('a stored credential takes its own password only, and never holds the password', () => {
    const stored = hashPassword('Staff#0001');
    expect(isCredential(stored)).toBe(true);
    expect(stored).not.toContain('Staff#0001');
    expect(hashPassword('Staff#0001')).not.toBe(stored);
    expect(checkPassword('Staff#0001', stored)).toBe(true);
    expect(checkPassword('Staff#0002', stored)).toBe(false);
    expect(checkPassword('', stored)).toBe(false);
    expect(checkPassword('x'.repeat(201), stored)).toBe(false);
  });

  it.each(['', 'Staff#0001', 'scrypt$16384$8$1$short$short'])('a malformed credential %j checks nothing', (stored) => {
    expect(isCredential(stored)).toBe(false);
    expect(checkPassword('Staff#0001', stored)).toBe(false);
  });

  it("the test agents' passwords (README, agent mode) are the data file's", async () => {
    const { agents } = await loadReference();
    expect(Object.keys(agents).sort()).toEqual(['AG0001', 'AG0002']);
    for (const [id, password] of Object.entries(PASSWORDS)) expect(checkPassword(password, agents[id].Credential)).toBe(true);
    expect(checkPassword(PASSWORDS.AG0002, agents.AG0001.Credential)).toBe(false);
  });
});

describe('data/agents.json', () => {
  let dir = '';
  afterEach(async () => { if (dir) await rm(dir, { recursive: true, force: true }); });

  it('an agent without a credential stops the load with file#/pointer', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agents-'));
    await cp(defaultReferenceDir, dir, { recursive: true });
    const agents = JSON.parse(await readFile(path.join(dir, 'agents.json'), 'utf8')) as Record<string, Record<string, unknown>>;
    delete agents.AG0002.Credential;
    agents.AG0001.Branch = '';
    await writeFile(path.join(dir, 'agents.json'), JSON.stringify(agents));
    await expect(loadReference(dir)).rejects.toThrow(/agents\.json#\/AG0001\/Branch[\s\S]*agents\.json#\/AG0002\/Credential/);
  });
});
