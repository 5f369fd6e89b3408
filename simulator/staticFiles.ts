// Serves the production build with the Content-Security-Policy the bank will
// use: script-src 'self' and no 'unsafe-eval' (the build must not need it).
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

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

export function staticFiles(root: string) {
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
    const rel = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, rel);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.setHeader('Content-Security-Policy', CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    // No other site's window keeps a handle on the application's, nor loads its files.
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    // The page names the hashed files of the current build: revalidated on every load.
    if (extname(file) === '.html') res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    // A build without its page (npm run serve before npm run build) is a 404, not a crash.
    createReadStream(file).on('error', () => {
      if (!res.headersSent) res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('not found: build the app first (npm run build)\n');
    }).pipe(res);
  };
}
