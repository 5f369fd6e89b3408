// The bank's two API doors: the common endpoint (POST JSON: ApiName and ApiData) and the file
// calls under /api/ProxyApi/ (multipart). Each call is checked (size, known name, field lengths),
// may meet an injected fault, is judged with the app's screens, then admitted, handled and
// committed in one transaction and answered after the commit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { admit, oversizedField } from './access.js';
import type { BankState } from './bankState.js';
import { calls, fileCalls } from './calls/index.js';
import type { Res, UploadedFile } from './context.js';
import { HttpError, parseCommon, parseJsonBody, readBody, sendJson } from './http.js';
import { judgeOf } from './judge/index.js';
import { withMessageTranslations } from './messages.js';
import { parseMultipart } from './upload/multipart.js';

type Data = Record<string, unknown>;

interface Doors {
  state: BankState;
  run(api: string, data: Data, client: string): Res;
  runFile(api: string, data: Data, file: UploadedFile | undefined): Res;
}

export interface BankCalls {
  common(req: IncomingMessage, res: ServerResponse): Promise<void>;
  proxy(req: IncomingMessage, res: ServerResponse, name: string): Promise<void>;
}

export function bankCalls(state: BankState): BankCalls {
  const { store, base } = state;
  const doors: Doors = {
    state,
    // One call: admitted, handled and committed in one transaction.
    run: store.db.transaction((api: string, data: Data, client: string) => {
      const spec = calls[api];
      const admitted = admit(spec.access, data, base, api);
      if ('refusal' in admitted) return admitted.refusal;
      return spec.handler(data, { ...base, caller: admitted.caller, client });
    }),
    // A file call: admitted by the Token inside ApiData, handled and committed in one transaction.
    runFile: store.db.transaction((api: string, data: Data, file: UploadedFile | undefined) => {
      const spec = fileCalls[api];
      const admitted = admit(spec.access, data, base, api);
      if ('refusal' in admitted) {
        const { ErrMsg } = admitted.refusal as { ErrMsg: string };
        return api === 'FileUploadSubmit' ? { status: 2, errMsg: ErrMsg } : { status: 1, url: '', size: 0, uuid: '', msg: ErrMsg };
      }
      return spec.handler(data, file, { ...base, caller: admitted.caller });
    }),
  };
  return { common: (req, res) => common(req, res, doors), proxy: (req, res, name) => proxy(req, res, name, doors) };
}

async function common(req: IncomingMessage, res: ServerResponse, { state, run }: Doors): Promise<void> {
  const { policy, base } = state;
  if (req.method !== 'POST') throw new HttpError(405, 'use POST');
  const raw = await readBody(req, Math.max(policy.maxBodyBytes, ...Object.values(policy.largeBodyCalls)));
  // Only the calls that carry images (A61) may send more than the 1 MB every other call gets.
  const size = Buffer.byteLength(raw);
  if (size > policy.maxBodyBytes) {
    const named = envelopeName(raw);
    const allowed = Object.hasOwn(policy.largeBodyCalls, named) ? policy.largeBodyCalls[named] : policy.maxBodyBytes;
    if (size > allowed) throw new HttpError(413, `request body over ${allowed} bytes`);
  }
  const { api, data } = parseCommon(raw, req.headers['content-type']);
  // Own keys only: "constructor" or "__proto__" must not reach Object.prototype.
  if (!Object.hasOwn(calls, api)) throw new HttpError(404, `unknown ApiName ${api}`);
  const big = oversizedField(data, policy.maxFieldChars, policy.largeFields);
  if (big) throw new HttpError(413, `field ${big} is longer than the bank accepts`);
  if (await injected(api, res, state)) return;
  // Judged with the app's screens first, outside the transaction (it only reads); then stored in one.
  const config = state.judgeConfig();
  const judge = judgeOf(api, calls[api].access, config);
  const judged = judge ? await judge(data, { ...base, caller: {} }, config) : undefined;
  sendJson(res, 200, withMessageTranslations(judged ?? run(api, data, req.socket.remoteAddress ?? '')));
}

/**
 * A file call: multipart/form-data only (a cross-site page can post it, so the Token must be in
 * ApiData: no cookie or ambient credential is ever enough), ApiName naming the same call, one
 * file at most, read through busboy with the file cut past the single-file limit; a body far
 * over it is refused unread.
 */
async function proxy(req: IncomingMessage, res: ServerResponse, name: string, { state, runFile }: Doors): Promise<void> {
  const { policy } = state;
  if (req.method !== 'POST' || !Object.hasOwn(fileCalls, name)) {
    req.resume(); // drain so the connection stays usable
    if (req.method !== 'POST') throw new HttpError(405, 'use POST');
    throw new HttpError(404, `unknown file call ${name}`);
  }
  if (await injected(name, res, state)) {
    req.resume();
    return;
  }
  const maxFile = policy.uploadSingleKb * 1024;
  if (Number(req.headers['content-length'] ?? 0) > 2 * maxFile + 256 * 1024) {
    req.resume();
    throw new HttpError(413, `request body over ${2 * maxFile + 256 * 1024} bytes`);
  }
  const body = await parseMultipart(req, maxFile);
  if (body.fields.ApiName !== name) throw new HttpError(400, `ApiName must be ${name}`);
  const data = parseJsonBody(body.fields.ApiData ?? '');
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new HttpError(400, 'ApiData must be the JSON string of an object');
  const apiData = tokenAsSpelt(data as Data, fileCalls[name].tokenKey);
  const big = oversizedField(apiData, policy.maxFieldChars, policy.largeFields);
  if (big) throw new HttpError(413, `field ${big} is longer than the bank accepts`);
  sendJson(res, 200, withMessageTranslations(runFile(name, apiData, body.file)));
}

/** The token under the key the seeds spell for this call (`tokenKey`) and under no other:
 * FileUploadPreview's `Token` or FileUploadSubmit's `token` is no token at all (UPID-15). */
function tokenAsSpelt(sent: Data, tokenKey: string): Data {
  const apiData = Object.fromEntries(Object.entries(sent).filter(([key]) => key !== 'Token' && key !== 'token'));
  const spelt = Object.hasOwn(sent, tokenKey) ? sent[tokenKey] : undefined;
  if (spelt !== undefined) apiData.Token = spelt;
  return apiData;
}

/** Applies an injected fault; returns true when the request was answered with a failure. */
async function injected(api: string, res: ServerResponse, state: BankState): Promise<boolean> {
  const fault = state.faults.take(api);
  if (fault?.mode === 'delay') await sleep(fault.delayMs);
  // A forced answer (a return code the bank gives rarely: A146's 2035901 or E133), sent as the bank would.
  if (fault?.mode === 'answer') {
    sendJson(res, 200, withMessageTranslations(fault.answer ?? {}));
    return true;
  }
  if (fault?.mode !== 'fail') return false;
  sendJson(res, fault.status, { error: `injected fault for ${api}` });
  return true;
}

/** The ApiName of a common-endpoint body, '' when it has none. */
function envelopeName(raw: string): string {
  try {
    const name = (JSON.parse(raw) as { ApiName?: unknown }).ApiName;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
