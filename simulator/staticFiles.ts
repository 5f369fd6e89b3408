// Serves the production build as a bank's CDN would (`npm run serve`): with the Content-Security-Policy
// the bank will use (script-src 'self' and no 'unsafe-eval': the build must not need it), compressed
// by Accept-Encoding (brotli, else gzip: compression.ts), the hashed files under assets/ cached for a
// year (their name changes with their content), everything else (index.html) revalidated each time.
// Paths under a dot folder (the build's .vite/ stats) are not served.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { chooseEncoding, COMPRESSIBLE, CompressedCopies } from './compression.js';

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Hashed build output: the name changes whenever the content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files: kept, but asked about again before each use. */
export const REVALIDATE = 'no-cache';

// Powerful features the app never uses, off for it and anything it could embed: the ID photos come
// from a file input (capture opens the phone's camera app, not getUserMedia), the SMS code is typed
// or pasted.
export const PERMISSIONS_POLICY = [
  'camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'bluetooth', 'midi', 'display-capture',
  'accelerometer', 'gyroscope', 'magnetometer', 'fullscreen', 'browsing-topics',
].map((feature) => `${feature}=()`).join(', ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
};

/** The file a path names under `root`, or index.html (the app's routes are in the hash). */
function fileFor(root: string, decoded: string): string {
  const rel = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const file = join(root, rel);
  const hidden = relative(root, file).split(sep).some((part) => part.startsWith('.'));
  if (!file.startsWith(root) || hidden || !existsSync(file) || statSync(file).isDirectory()) return join(root, 'index.html');
  return file;
}

export function staticFiles(root: string) {
  const copies = new CompressedCopies();
  copies.warm(root);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://local');
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      // A malformed escape (a lone %) is the client's mistake: 400, not a crash with a stack trace.
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('bad request');
      return;
    }
    const file = fileFor(root, decoded);
    res.setHeader('Content-Security-Policy', CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    // No other site's window keeps a handle on the application's, nor loads its files.
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    // The page names the hashed files of the current build: revalidated on every load (REVALIDATE).
    res.setHeader('Cache-Control', relative(root, file).split(sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE);
    if (!existsSync(file)) {
      // A build without its page (npm run serve before npm run build) is a 404, not a crash.
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('not found: build the app first (npm run build)\n');
      return;
    }
    const stat = statSync(file);
    const compressible = COMPRESSIBLE.has(extname(file));
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    // One tag per version and encoding: a revalidated index.html that did not change is a 304.
    const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}-${encoding}"`;
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    if (encoding === 'identity') {
      res.setHeader('Content-Length', stat.size);
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
      return;
    }
    copies.get(file, encoding).then((body) => {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    }, (err: unknown) => {
      res.statusCode = 500;
      res.removeHeader('Content-Encoding');
      res.end();
      console.error(`static: could not compress ${file}: ${err instanceof Error ? err.message : String(err)}`);
    });
  };
}
