// DNS rebinding: a page on another site whose name is made to point at 127.0.0.1 reaches this
// server from the applicant's browser with its own name in the Host header, and could read the
// development outbox or the API's answers. `npm start` and `npm run serve` answer only the names
// this machine's loopback has (127.0.0.1, localhost, [::1]) with the port they listen on, and the
// address applicants reach the app at (APP_URL, behind a proxy); any other Host gets a plain 421.
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/** The Host values answered: each loopback name with `port` (bare where it is 80), and APP_URL's host. */
export function allowedHosts(port: number, appUrl?: string): Set<string> {
  const hosts = new Set(LOOPBACK.flatMap((name) => (port === 80 ? [name, `${name}:80`] : [`${name}:${port}`])));
  if (appUrl) hosts.add(new URL(appUrl).host.toLowerCase());
  return hosts;
}

/** Answers 421 and returns false when the request's Host is not one of `hosts`. */
export function hostAllowed(req: IncomingMessage, res: ServerResponse, hosts: ReadonlySet<string>): boolean {
  if (hosts.has((req.headers.host ?? '').toLowerCase())) return true;
  res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
  res.end(`Misdirected request: this server answers only ${[...hosts].join(', ')}\n`);
  return false;
}
