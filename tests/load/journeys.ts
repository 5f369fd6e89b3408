// API-level applicant journeys for the load test: what the app does on each screen (start, other
// -bank card check, SMS code read from the outbox, verify, gifts, page data, /UploadID's ID photos
// (previewed, recognised, submitted: the bank takes no application of this journey without them),
// and /Confirm's submit of the complete application, tests/support/applications.ts), with the
// client's retry rule
// (network failures and 5xx only, a short growing pause, 3 attempts on a counter shared by the
// calls of one screen; a retried submit sends the same content). Every call's latency is recorded.
import { readFileSync } from 'node:fs';
import { twid } from '../../rules/functions/twid.js';
import { application, contentJson } from '../support/applications.js';

const CALLS = JSON.parse(readFileSync(new URL('../../flows/calls.json', import.meta.url), 'utf8')).calls as Record<string, { request?: string[] }>;

export interface JourneyResult {
  index: number;
  ID: string;
  mobile: string;
  /** The apply log the bank acknowledged (A28 answered it), or '' when none was. */
  applyLogId: string;
  verified: boolean;
  /** The case number the bank acknowledged for the submit (A97 answered it), or '' when none was. */
  applyId: string;
  /** Where the journey stopped when it did not finish: the call that spent the retry budget. */
  abandonedAt?: string;
  error?: string;
}

export interface LoadStats {
  latenciesMs: number[];
  requests: number;
  failedAttempts: number;
}

const RETRY_PAUSES_MS = [200, 600];
const ATTEMPTS = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class BudgetSpent extends Error {
  constructor(readonly api: string) { super(`retry budget spent on ${api}`); }
}

/** A valid national ID not on the customer file, different for each index. */
export function journeyId(index: number): string {
  const body = `F2${String(index).padStart(7, '0')}`;
  for (let check = 0; check < 10; check += 1) if (twid(`${body}${check}`)) return `${body}${check}`;
  throw new Error(`no check digit for ${body}`);
}

export const journeyMobile = (index: number): string => `097${String(index).padStart(7, '0')}`;

/** Every journey's applicant was born on 1990-01-01 (ROC 0790101). */
const BIRTHDAY = '0790101';

/** A small JPEG (its magic bytes, as the bank sniffs the kind): an ID photo. */
const PHOTO = (() => {
  const bytes = new Uint8Array(2048).fill(0x20);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  return bytes;
})();

/** The multipart body of a file call, as the app's client sends it (ApiName, ApiData, the file). */
function multipart(api: string, data: Record<string, unknown>, file?: { bytes: Uint8Array; name: string }): FormData {
  const form = new FormData();
  form.append('ApiName', api);
  form.append('ApiData', JSON.stringify(data));
  if (file) form.append('file', new Blob([Buffer.from(file.bytes)]), file.name);
  return form;
}

/** The token's key as the catalogue spells it for this call (FileUploadPreview: `token`, UPID-15). */
const tokenKey = (api: string): string => (CALLS[api]?.request ?? []).includes('token') ? 'token' : 'Token';

/** One screen's calls: a shared retry budget, like the app's client. `file`: a file call (multipart, /api/ProxyApi/). */
function screen(baseUrl: string, stats: LoadStats, token: () => string) {
  let failures = 0;
  return async function call(api: string, data: Record<string, unknown> = {}, file?: { bytes: Uint8Array; name: string } | 'none'): Promise<Record<string, any>> {
    for (;;) {
      const started = performance.now();
      let status = 0;
      let body: Record<string, any> | undefined;
      try {
        const res = file
          ? await fetch(`${baseUrl}/api/ProxyApi/${api}`, { method: 'POST', body: multipart(api, { [tokenKey(api)]: token(), ...data }, file === 'none' ? undefined : file) })
          : await fetch(`${baseUrl}/api/Common`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ApiName: api, ApiData: JSON.stringify({ Token: token(), ...data }) }),
          });
        status = res.status;
        body = (await res.json()) as Record<string, any>;
      } catch {
        status = 0; // network failure
      }
      stats.requests += 1;
      stats.latenciesMs.push(performance.now() - started);
      if (status === 200 && body) return body;
      stats.failedAttempts += 1;
      // 4xx is the client's mistake: retrying cannot help.
      if (status >= 400 && status < 500) throw new Error(`${api}: HTTP ${status} ${JSON.stringify(body)}`);
      failures += 1;
      if (failures >= ATTEMPTS) throw new BudgetSpent(api);
      await sleep(RETRY_PAUSES_MS[failures - 1]);
    }
  };
}

async function newestCode(baseUrl: string, mobile: string): Promise<string> {
  const box = (await (await fetch(`${baseUrl}/__dev/outbox?to=${mobile}`)).json()) as Array<{ to: string; code: string }>;
  return box.filter((m) => m.to === mobile).at(-1)?.code ?? ''; // filtered here too: older simulators ignore ?to=
}

export async function runJourney(baseUrl: string, index: number, stats: LoadStats): Promise<JourneyResult> {
  const ID = journeyId(index);
  const mobile = journeyMobile(index);
  const result: JourneyResult = { index, ID, mobile, applyLogId: '', verified: false, applyId: '' };
  let token = '';
  const ensure = (res: Record<string, any>, ok: boolean, what: string) => {
    if (!ok) throw new Error(`${what}: ${JSON.stringify(res)}`);
  };
  try {
    const start = screen(baseUrl, stats, () => token);
    token = (await start('A6')).Token;
    await start('A137', { CTID: 'DEMO-CASHBACK', ApplyType: 'CC' });
    const type = await start('A84', { IDNO: ID, Birthday: BIRTHDAY, ApplyType: 'X', CTID: 'DEMO-CASHBACK' });
    ensure(type, type.CustomerType === 'NTB', 'A84');
    const opened = await start('A28', { ID, CTID: 'DEMO-CASHBACK', Mobile: '', CustomerName: '', VerifyType: '' });
    ensure(opened, opened.Success === true, 'A28');
    result.applyLogId = opened.ApplyLogID;
    const onLog = { ApplyLogID: result.applyLogId };

    const validate2 = screen(baseUrl, stats, () => token);
    const card = await validate2('A80', { ...onLog, CardNo: '4111111111111111', CardEffective: '1299', CardCVV2: '123', Mobile: mobile, IDNO: ID });
    ensure(card, card.Result === 'Y', 'A80');

    const validate3 = screen(baseUrl, stats, () => token);
    const sent = await validate3('A74', { ...onLog, ID, IDNO: ID, Mobile: mobile, OTPMobile: mobile, Lang: 'zh_TW' });
    ensure(sent, sent.Status === 1, 'A74');
    const code = await newestCode(baseUrl, mobile);
    const passed = await validate3('A75', { ...onLog, ID, IDNO: ID, OTPPin: code });
    ensure(passed, passed.Status === 1, 'A75');
    result.verified = true;

    const gift = screen(baseUrl, stats, () => token);
    await gift('A17', { CTID: 'DEMO-CASHBACK', ApplyType: 'X' });
    const choice = Buffer.from(JSON.stringify({ CardAndGiftInfos: { GiftCombination: 'CB-F01|CB-A01' } })).toString('base64');
    const saved = await gift('A166', { ...onLog, PageData: choice });
    ensure(saved, saved.Success === true, 'A166');
    const page = await gift('A152', onLog);
    ensure(page, JSON.parse(page.PageData ?? '{}').CardAndGiftInfos?.GiftCombination === 'CB-F01|CB-A01', 'A152');

    const uploadId = screen(baseUrl, stats, () => token);
    const uuids: string[] = [];
    for (const name of ['front.jpg', 'back.jpg']) {
      const shown = await uploadId('FileUploadPreview', { extension: 'jpg', type: 2, ApplyType: 'CC' }, { bytes: PHOTO, name });
      ensure(shown, shown.status === 0, 'FileUploadPreview');
      uuids.push(shown.uuid);
    }
    const photo = Buffer.from(PHOTO).toString('base64');
    const read = await uploadId('A61', { ...onLog, FontBase64: photo, BackBase64: photo, FontFileName: 'front.jpg' });
    ensure(read, read.Success === true, 'A61');
    const kept = await uploadId('FileUploadSubmit', { ...onLog, uuidList: uuids, ApplyType: 'CC' }, 'none');
    ensure(kept, kept.status === 0, 'FileUploadSubmit');

    const confirm = screen(baseUrl, stats, () => token);
    const content = await application(result.applyLogId, { id: ID, birthday: BIRTHDAY, mobile }, { gifts: ['CB-F01', 'CB-A01'] });
    const submitted = await confirm('A97', { ...onLog, ContentJSON: contentJson(content) });
    ensure(submitted, submitted.Result === '1', 'A97');
    result.applyId = submitted.ApplyID;
  } catch (err) {
    if (err instanceof BudgetSpent) result.abandonedAt = err.api;
    else result.error = err instanceof Error ? err.message : String(err);
  }
  return result;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
