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
