// simulator/staticFiles.ts, as `npm run serve` serves dist/: compressed by Accept-Encoding (brotli
// preferred, then gzip) with Vary, the decompressed body the file itself; hashed assets cached for a
// year, index.html revalidated; the security headers on every answer; the build's .vite/ not served.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../simulator/compression.js';
import { CSP, IMMUTABLE, REVALIDATE, staticFiles } from '../../../simulator/staticFiles.js';

const root = mkdtempSync(join(tmpdir(), 'static-'));
const script = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `申請信用卡 ${i}`))};\n`;
mkdirSync(join(root, 'assets'));
mkdirSync(join(root, '.vite'));
writeFileSync(join(root, 'index.html'), `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<p>x</p>'.repeat(50)}</body></html>`);
writeFileSync(join(root, 'assets/index-AbC123.js'), script);
writeFileSync(join(root, 'assets/logo-Zz9.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
writeFileSync(join(root, '.vite/chunk-stats.json'), '{"secret":"module paths"}');
// A file the build wrote its copies for (renderer/build/precompressPlugin.ts), at another quality
// than the server's own, so the test can tell whose bytes were sent.
writeFileSync(join(root, 'assets/built-Q1.js'), script);
const builtBr = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
const builtGz = gzipSync(script, { level: 1 });
writeFileSync(join(root, 'assets/built-Q1.js.br'), builtBr);
writeFileSync(join(root, 'assets/built-Q1.js.gz'), builtGz);

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(staticFiles(root));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A raw GET (no decompression by the client). */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const file = (rel: string) => readFileSync(join(root, rel));

describe('compression by Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ])('given Accept-Encoding %j, then %s with Vary, and the decompressed body is the file', async (accept, encoding, decompress) => {
    const res = await raw('/assets/index-AbC123.js', { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(file('assets/index-AbC123.js').length / 3);
    expect(decompress(res.body).equals(file('assets/index-AbC123.js'))).toBe(true);
  });

  it('given no Accept-Encoding (or identity only), then the file as it is, still with Vary', async () => {
    const variants: Array<Record<string, string>> = [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'gzip;q=0, br;q=0' }];
    for (const headers of variants) {
      const res = await raw('/assets/index-AbC123.js', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body.equals(file('assets/index-AbC123.js'))).toBe(true);
    }
  });

  it('sends the copies the build wrote beside a file, as they are', async () => {
    expect((await raw('/assets/built-Q1.js', { 'Accept-Encoding': 'br' })).body.equals(builtBr)).toBe(true);
    expect((await raw('/assets/built-Q1.js', { 'Accept-Encoding': 'gzip' })).body.equals(builtGz)).toBe(true);
    expect(brotliDecompressSync(builtBr).toString()).toBe(script);
  });

  it('does not compress an image again', async () => {
    const res = await raw('/assets/logo-Zz9.png', { 'Accept-Encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.equals(file('assets/logo-Zz9.png'))).toBe(true);
  });

  it.each([
    ['gzip, deflate, br', 'br'], ['br;q=1.0, gzip;q=0.8', 'br'], ['BR', 'br'], ['gzip', 'gzip'], ['*', 'br'],
    ['*;q=0, gzip', 'gzip'], ['br;q=0, *', 'gzip'], ['deflate', 'identity'], ['', 'identity'], [undefined, 'identity'],
  ])('chooseEncoding(%j) is %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('cache lifetimes and security headers', () => {
  it('hashed assets: a year, immutable; index.html and the app\'s routes: revalidated', async () => {
    expect((await raw('/assets/index-AbC123.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/IndexPage']) {
      const res = await raw(path, { 'Accept-Encoding': 'br' });
      expect(res.headers['cache-control'], path).toBe(REVALIDATE);
      expect(brotliDecompressSync(res.body).equals(file('index.html')), path).toBe(true);
    }
    expect(REVALIDATE).toBe('no-cache');
  });

  it('every answer keeps the CSP without unsafe-eval, nosniff and no-referrer', async () => {
    for (const path of ['/', '/assets/index-AbC123.js', '/assets/logo-Zz9.png']) {
      const { headers } = await raw(path, { 'Accept-Encoding': 'gzip' });
      expect(headers['content-security-policy'], path).toBe(CSP);
      expect(CSP).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
    }
  });

  it('a revalidated index.html that did not change is a 304 with no body', async () => {
    const first = await raw('/', { 'Accept-Encoding': 'gzip' });
    const again = await raw('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The tag names the encoding: a brotli copy is not revalidated by a gzip tag.
    expect((await raw('/', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) })).status).toBe(200);
  });

  it('does not serve the build\'s .vite/ folder (module paths): the app\'s page instead', async () => {
    const res = await raw('/.vite/chunk-stats.json');
    expect(res.body.toString()).toContain('<!doctype html>');
    expect(res.body.toString()).not.toContain('secret');
  });
});
