// What Vite may serve under `npm start`: in middleware mode it serves any file under the
// repository (the simulator's database under data/, its customer file, package.json, the tests)
// to whoever asks. Only what the app's page loads passes: the page, the folders the app's modules
// and config come from, the public folder's files, Vite's own paths (its client, virtual modules,
// the packages). Everything else is a plain 404.
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/** The repository folders the browser's modules import from (index.html's entry and what it imports;
 * studio/ and /__studio/: the product owners' studio, which only `npm start` serves). */
export const APP_DIRS = ['renderer', 'widgets', 'rules', 'schemas', 'flows', 'locales', 'brand', 'studio', '__studio'] as const;

const VITE_PATHS = [/^\/@vite\//, /^\/@react-refresh$/, /^\/@id\/__x00__virtual:/, /^\/node_modules\//];

/** Whether `pathname` (as requested, still encoded) is one the app's page needs. */
export function devPathAllowed(pathname: string, root: string, publicEntries: readonly string[]): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded.split('/').includes('..') || decoded.includes('\\') || decoded.includes('\0')) return false;
  if (decoded === '/' || decoded === '/index.html') return true;
  if (VITE_PATHS.some((re) => re.test(decoded))) return true;
  if (decoded.startsWith('/@fs/')) {
    const file = decoded.slice('/@fs'.length);
    if (file.split('/').includes('node_modules')) return true;
    const rel = path.relative(root, file);
    return !rel.startsWith('..') && !path.isAbsolute(rel) && inApp(`/${rel.split(path.sep).join('/')}`, publicEntries);
  }
  return inApp(decoded, publicEntries);
}

const inApp = (decoded: string, publicEntries: readonly string[]): boolean => {
  const first = decoded.split('/')[1] ?? '';
  return (APP_DIRS as readonly string[]).includes(first) || publicEntries.includes(first);
};

/** A connect-style guard before Vite: the app's paths go on, the rest is 404. */
export function devPathGuard(root: string) {
  const publicEntries = readdirSync(path.join(root, 'public'));
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (devPathAllowed(pathname, root, publicEntries)) return next();
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
    res.end('not found\n');
  };
}
