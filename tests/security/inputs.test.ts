// Issue 18 Low: deeply nested JSON answered 500; A37 looked up sales codes without limit; the QR
// image drew a code for any outside address; A43 wrote audit rows about any ID from a bare token.
// Each at its edge, as a script would call it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_YOURS } from '../../simulator/access.js';
import { MAX_JSON_DEPTH } from '../../simulator/http.js';
import { MSG_TOO_MANY } from '../../simulator/limits.js';
import { defaultPolicy as P } from '../../simulator/policy.js';
import { startTestSim, type TestSim } from '../unit/simulator/helpers.js';

let sim: TestSim;
beforeEach(async () => { sim = await startTestSim(); });
afterEach(async () => { await sim.close(); });

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const post = (body: string) => fetch(`${sim.url}/api/Common`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('nested JSON', () => {
  it(`ApiData nested ${MAX_JSON_DEPTH} deep is read; ${MAX_JSON_DEPTH + 1} and 100,000 deep are a 400, not a 500`, async () => {
    const { token } = await sim.session();
    // The object itself is one level: its field holds depth - 1 more.
    const data = (depth: number) => `{"Token":"${token}","Remark":${nested(depth - 1)}}`;
    expect((await post(JSON.stringify({ ApiName: 'A17', ApiData: data(MAX_JSON_DEPTH) }))).status).toBe(200);
    expect((await post(JSON.stringify({ ApiName: 'A17', ApiData: data(MAX_JSON_DEPTH + 1) }))).status).toBe(400);
    expect((await post(JSON.stringify({ ApiName: 'A17', ApiData: data(100_000) }))).status).toBe(400);
    expect((await post(`{"ApiName":"A6","x":${nested(100_000)}}`)).status).toBe(400);
    // A bracket inside a string is no nesting.
    expect((await post(JSON.stringify({ ApiName: 'A17', ApiData: JSON.stringify({ Token: token, Remark: '['.repeat(500) }) }))).status).toBe(200);
  });
});

describe('A37 sales-code lookups', () => {
  it(`the ${P.salesLookupsPerToken}th lookup of a token is answered, the ${P.salesLookupsPerToken + 1}th refused, even for a real code`, async () => {
    const s = await sim.session();
    for (let i = 1; i < P.salesLookupsPerToken; i++) expect((await s.call('A37', { SalesId: `S${String(i).padStart(6, '0')}` })).SalesName).toBe('');
    expect(await s.call('A37', { SalesId: 'S123456' })).toMatchObject({ Success: true, SalesName: '陳美玲' });
    expect(await s.call('A37', { SalesId: 'S123456' })).toMatchObject({ Success: false, SalesName: '', ErrMsg: MSG_TOO_MANY });
  });
});

describe('the QR image', () => {
  const qr = (link: string, token: string) => fetch(`${sim.url}/api/QRCode?imgpath=${encodeURIComponent(Buffer.from(link).toString('base64'))}&token=${token}`);
  it("draws a link of the app's own address, and refuses another site's, another port's or another scheme's", async () => {
    const { token } = await sim.session();
    expect((await qr(`${sim.url}/#/UploadID?CTID=DEMO-CASHBACK`, token)).status).toBe(200);
    const port = new URL(sim.url).port;
    for (const link of ['https://evil.example/#/UploadID', `http://127.0.0.1:${Number(port) + 1}/#/UploadID`, `https://127.0.0.1:${port}/`, `http://localhost:${port}/`]) {
      expect((await qr(link, token)).status, link).toBe(400);
    }
  });
});

describe('A43 audit', () => {
  it('a bare token writes no row about any ID; a token writes about the ID A84 accepted on it, not another', async () => {
    const bare = await sim.session();
    expect(await bare.call('A43', { ID: 'A123456789', Action: 'ccOTP', Remark: 'x' })).toMatchObject({ Success: false, ErrMsg: MSG_NOT_YOURS });
    const own = await sim.customer('A123456789', '0690101');
    expect(await own.call('A43', { ID: 'A123456789', Action: 'ccOTP', Remark: own.applyLogId })).toEqual({ Success: true });
    expect((await own.call('A43', { ID: 'B220012340', Action: 'ccOTP', Remark: '' })).Success).toBe(false);
    const { audit } = await sim.dev('GET', 'state');
    expect(audit.map((a: { ID: string }) => a.ID)).toEqual(['A123456789']);
  });
});
