// Issue 6 §3: in development the simulator reloads campaigns and its data files when they change,
// without a restart; a broken edit keeps the last good data and names the file and pointer.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCampaignsDir, defaultCustomersFile } from '../../../simulator/data.js';
import { defaultConstantsFile } from '../../../simulator/seedPolicy.js';
import { CONFIG_ROOT } from '../../support/config.js';
import { startTestSim, type TestSim } from './helpers.js';

let dir: string;
let sim: TestSim;
let logs: string[];
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sim-watch-'));
  cpSync(defaultCampaignsDir, join(dir, 'campaigns'), { recursive: true });
  cpSync(defaultCustomersFile, join(dir, 'customers', 'customers.json'));
  cpSync(defaultConstantsFile, join(dir, 'flows', 'constants.json'));
  logs = [];
  vi.spyOn(console, 'log').mockImplementation((msg: string) => { logs.push(String(msg)); });
  // The copy holds the data files and the constants; the screens the bank judges with are the repository's.
  sim = await startTestSim({
    campaignsDir: join(dir, 'campaigns'), customersFile: join(dir, 'customers', 'customers.json'), constantsFile: join(dir, 'flows', 'constants.json'),
    configRoot: CONFIG_ROOT, watchData: true,
  });
});
afterEach(async () => {
  await sim.close();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const travel = () => JSON.parse(readFileSync(join(dir, 'campaigns', 'DEMO-TRAVEL.json'), 'utf8'));
const cardName = async (CTID: string) => (await sim.call('A137', { CTID })).CardName as string | undefined;

describe('live reload of the data files', () => {
  it('a new campaign file answers at once; an edit of it too', async () => {
    expect((await sim.call('A137', { CTID: 'DEMO-NEW' })).Success).toBe(false);
    writeFileSync(join(dir, 'campaigns', 'DEMO-NEW.json'), JSON.stringify({ ...travel(), CTID: 'DEMO-NEW', CardName: '新卡' }));
    await expect.poll(() => cardName('DEMO-NEW'), { timeout: 5000 }).toBe('新卡');
    writeFileSync(join(dir, 'campaigns', 'DEMO-NEW.json'), JSON.stringify({ ...travel(), CTID: 'DEMO-NEW', CardName: '改名' }));
    await expect.poll(() => cardName('DEMO-NEW'), { timeout: 5000 }).toBe('改名');
  });

  it('a broken edit keeps the last good data and prints the file and pointer', async () => {
    const good = travel().CardName as string;
    expect(await cardName('DEMO-TRAVEL')).toBe(good);
    writeFileSync(join(dir, 'campaigns', 'DEMO-TRAVEL.json'), JSON.stringify({ ...travel(), CardName: '改過', TWIDFlag: 'maybe' }));
    await expect.poll(() => logs.join('\n'), { timeout: 5000 }).toMatch(/DEMO-TRAVEL\.json#\/TWIDFlag: must be "Y" or "N"/);
    expect(await cardName('DEMO-TRAVEL')).toBe(good);
  });

  it('a customer added to the customer file is known at once', async () => {
    const file = join(dir, 'customers', 'customers.json');
    const list = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify([...list, { ...list[0], IDNO: 'F131104093', Birthday: '0790101' }]));
    await expect.poll(async () => (await sim.call('A84', { IDNO: 'F131104093', Birthday: '0790101' })).CustomerType, { timeout: 5000 }).toBe(list[0].CustomerType);
  });

  it('an edit of flows/constants.json changes what the bank enforces at once (the SMS code\'s lifetime); a broken one keeps the last good numbers', async () => {
    const file = join(dir, 'flows', 'constants.json');
    const constants = JSON.parse(readFileSync(file, 'utf8'));
    const smsText = async () => {
      const s = await sim.customer('A123456789', '0690101');
      await s.call('A32', { ID: 'A123456789', Mobile: '0912345678', OTPMobile: '0912345678' });
      return (await sim.outbox()).at(-1)!.text;
    };
    constants.constants.otpSeconds.value = 120;
    writeFileSync(file, JSON.stringify(constants));
    await expect.poll(() => logs.join('\n'), { timeout: 5000 }).toMatch(/data files reloaded/);
    expect(await smsText()).toMatch(/請於120秒內輸入/);
    constants.constants.otpSeconds.value = '90s';
    writeFileSync(file, JSON.stringify(constants));
    await expect.poll(() => logs.join('\n'), { timeout: 5000 }).toMatch(/constants\.json#\/constants\/otpSeconds\/value: the simulator needs an integer/);
    expect(await smsText()).toMatch(/請於120秒內輸入/);
  });
});
