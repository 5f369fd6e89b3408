// Issue 16 §3: a Form1 field reaches A97 by one line of flows/payloads.json. On a copy of the
// config, one line is added to A97's mapping for a Form1Data field not sent today (HomeAddress,
// the composed home address); the check passes, and /Confirm's real send action, run headlessly
// with the copy's confirm.json and payloads (as tests/unit/screens/confirmPayload.test.ts runs
// it), sends the field in ContentJSON, in its place. Then the mistake: a misspelt source is a
// fault naming the file and the entry's pointer.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenConfig } from '../../renderer/engine/types.js';
import { usePayloadsOf } from '../../renderer/headless/nodePayloads.js';
import { makeController } from '../unit/screens/screenChecks.js';
import { configCopy, REPO, type ConfigCopy } from './configCopy.js';

// Each test copies the repository and runs the whole check (smoke render included).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const FORM1 = { NameChinese: '林小華', HomeZip: '106', HomeCity: '63000', HomeArea: '10601', HomeAddr: '復興南路一段1號', HomeAddress: '臺北市大安區復興南路一段1號', BillZip: '106' };
const SESSION = { CustomerType: 'NTB', FlowType: 'NTB', IDNO: 'F131104093', Birthday: '0790101', ApplyLogID: 'AL1', STPFlowFlag: 'N', Form1Data: FORM1 };
const ANSWERS = { A71: [{ NalCode: 'TW' }], A22: [{ CodeType: 'City', CodeID: '63000' }], A97: { Result: '1', ApplyID: 'CC1' } };

let copy: ConfigCopy;
beforeEach(() => { copy = configCopy(); });
afterEach(() => {
  usePayloadsOf(REPO);
  copy.remove();
});

/** What /Confirm's send action puts in A97's ContentJSON, with this root's confirm.json and payloads. */
async function sentFrom(root: string): Promise<Record<string, unknown>> {
  usePayloadsOf(root);
  const h = makeController(JSON.parse(readFileSync(join(root, 'schemas/confirm.json'), 'utf8')) as ScreenConfig, { session: SESSION, answers: ANSWERS });
  await h.controller.load();
  await h.controller.submit();
  const a97 = h.calls.filter(([code]) => code === 'A97');
  expect(a97).toHaveLength(1);
  return JSON.parse(Buffer.from(String(a97[0][1].ContentJSON), 'base64').toString('utf8')) as Record<string, unknown>;
}

describe('a Form1 field reaches A97 by one line of flows/payloads.json', () => {
  it('works by one added line', async () => {
    expect(await sentFrom(REPO)).not.toHaveProperty('HomeAddress');
    const file = join(copy.dir, 'flows/payloads.json');
    const before = readFileSync(file, 'utf8');
    const after = before.replace(/^( *)"HomeAddr": "session\.Form1Data\.HomeAddr",\n/m, (line, indent: string) => `${line}${indent}"HomeAddress": "session.Form1Data.HomeAddress",\n`);
    expect(after.split('\n')).toHaveLength(before.split('\n').length + 1);
    writeFileSync(file, after);

    const { faults } = await copy.check();
    expect(faults.map((f) => `${f.file}#${f.pointer}: ${f.message}`)).toEqual([]);
    const body = await sentFrom(copy.dir);
    expect(body).toMatchObject({ ChineseName: '林小華', HomeAddr: '復興南路一段1號', HomeAddress: '臺北市大安區復興南路一段1號' });
    const keys = Object.keys(body);
    expect(keys.slice(keys.indexOf('HomeAddr'), keys.indexOf('HomeAddr') + 3)).toEqual(['HomeAddr', 'HomeAddress', 'BillZip']);
  });

  it('a misspelt source is a fault naming the file and the entry\'s pointer', async () => {
    copy.edit('flows/payloads.json', (j) => { j.payloads.A97.parts[1].fields.ChineseName = 'session.Form1Data.NameChinse'; });
    const { faults } = await copy.check();
    expect(faults).toEqual([{
      file: 'flows/payloads.json',
      pointer: '/payloads/A97/parts/1/fields/ChineseName',
      message: expect.stringMatching(/unknown field "NameChinse" of session\.Form1Data .*did you mean "NameChinese"\?/),
    }]);
  });
});
