// File calls (NET-03): multipart to /api/ProxyApi/<name> with ApiName and ApiData
// beside the file, Token added, the same shared retry budget as other calls.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ApiFailure, HttpBankApi } from '../../../renderer/engine/api.js';

let server: Server;
let baseUrl: string;
let seen: Array<{ url: string; type: string; body: string }>;
let statuses: number[];

beforeEach(async () => {
  seen = [];
  statuses = [];
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    seen.push({ url: req.url ?? '', type: req.headers['content-type'] ?? '', body });
    const status = statuses.shift() ?? 200;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: 0, uuid: 'u-1' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => { await new Promise<void>((resolve) => server.close(() => resolve())); });

const field = (body: string, name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];

it('NET-03: posts multipart to /api/ProxyApi/FileUploadPreview with ApiName, ApiData (Token added) and the file', async () => {
  const api = new HttpBankApi({ baseUrl, token: () => 'tok-9' });
  const answer = await api.callFile('FileUploadPreview', { extension: 'jpg', type: 2, ApplyType: 'CC' }, new Blob(['JPEGDATA'], { type: 'image/jpeg' }), 'front.jpg');
  expect(answer).toEqual({ status: 0, uuid: 'u-1' });
  expect(seen[0].url).toBe('/api/ProxyApi/FileUploadPreview');
  expect(seen[0].type).toMatch(/^multipart\/form-data; boundary=/);
  expect(field(seen[0].body, 'ApiName')).toBe('FileUploadPreview');
  expect(JSON.parse(field(seen[0].body, 'ApiData')!)).toEqual({ extension: 'jpg', type: 2, ApplyType: 'CC', Token: 'tok-9' });
  expect(seen[0].body).toContain('filename="front.jpg"');
  expect(seen[0].body).toContain('JPEGDATA');
});

it('NET-05: a failing file call is retried with a fresh body, 3 attempts in total', async () => {
  statuses = [500, 500];
  const api = new HttpBankApi({ baseUrl, token: () => undefined, pauseMs: 2 });
  await api.callFile('FileUploadSubmit', { uuidList: ['u-1'] });
  expect(seen).toHaveLength(3);
  expect(seen.every((s) => field(s.body, 'ApiData') === JSON.stringify({ uuidList: ['u-1'] }))).toBe(true);
  statuses = [500, 500, 500];
  api.resetRetries();
  const err = await api.callFile('FileUploadSubmit', {}).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiFailure);
  expect((err as ApiFailure).api).toBe('FileUploadSubmit');
});

it('UPID-15: a body naming the token as the seeds spell it for FileUploadPreview (`token`) is sent as it is, with no `Token` beside it', async () => {
  const api = new HttpBankApi({ baseUrl, token: () => 'tok-9' });
  await api.callFile('FileUploadPreview', { token: 'tok-9', extension: 'jpg', type: 2, ApplyType: 'CC' }, new Blob(['JPEGDATA'], { type: 'image/jpeg' }), 'front.jpg');
  expect(JSON.parse(field(seen[0].body, 'ApiData')!)).toEqual({ token: 'tok-9', extension: 'jpg', type: 2, ApplyType: 'CC' });
});

it('UPID-15: every FileUploadPreview request of the screens names `token` from the session and no `Token`', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const jsonata = (await import('jsonata')).default;
  const dir = join(import.meta.dirname, '../../../schemas');
  const requests: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (o.call === 'FileUploadPreview' && typeof o.request === 'string') requests.push(o.request);
      Object.values(o).forEach(walk);
    }
  };
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) walk(JSON.parse(readFileSync(join(dir, f), 'utf8')));
  // The screens' named effect lists (the ID photos' uploads of /UploadID and /Validate2).
  walk(JSON.parse(readFileSync(join(dir, '../flows/effects.json'), 'utf8')));
  expect(requests.length).toBeGreaterThanOrEqual(3); // /UploadID (two sides), /Validate2, /ReUpload
  for (const request of requests) {
    const body = await jsonata(request).evaluate({ session: { token: 'tok-9' }, event: { extension: 'jpg', slotType: 3 } }) as Record<string, unknown>;
    expect(body.token, request).toBe('tok-9');
    expect(body, request).not.toHaveProperty('Token');
  }
});
