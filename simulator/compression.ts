// Compressed copies of the served build (`npm run serve`), as a bank's CDN keeps them: brotli
// (quality 11) and gzip (level 9) of every text file. The build writes them beside each file
// (renderer/build/precompressPlugin.ts: x.js.br, x.js.gz), which are read as they are; a file
// without them (a public/ file, an older build) is compressed here once per file version, all of
// them at startup in the background (a request that comes first waits for its own file's copies).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE } from '../renderer/build/precompressPlugin.js';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

export { COMPRESSIBLE } from '../renderer/build/precompressPlugin.js';

/**
 * The encoding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none.
 * A q of 0 refuses a coding; `*` accepts those not named.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';').map((s) => s.trim());
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return 'identity';
}

interface Copies { version: string; br: Promise<Buffer>; gzip: Promise<Buffer> }

export class CompressedCopies {
  private readonly copies = new Map<string, Copies>();

  /** The copies of `file` in `encoding`, made now if the file is new or changed since. */
  get(file: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const stat = statSync(file);
    const version = `${stat.size}-${stat.mtimeMs}`;
    let entry = this.copies.get(file);
    if (!entry || entry.version !== version) {
      const body = readFileSync(file);
      entry = {
        version,
        br: builtCopy(file, '.br', stat.mtimeMs) ?? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzip: builtCopy(file, '.gz', stat.mtimeMs) ?? gz(body, { level: 9 }),
      };
      this.copies.set(file, entry);
    }
    return entry[encoding];
  }

  /** Starts compressing every compressible file under `root` (errors surface on the request). */
  warm(root: string): void {
    for (const file of filesUnder(root)) {
      if (!COMPRESSIBLE.has(extname(file))) continue;
      this.get(file, 'br').catch(() => undefined);
      this.get(file, 'gzip').catch(() => undefined);
    }
  }
}

/** The build's own copy (x.js.br), when it is there and not older than the file. */
function builtCopy(file: string, suffix: string, mtimeMs: number): Promise<Buffer> | undefined {
  const copy = file + suffix;
  return existsSync(copy) && statSync(copy).mtimeMs >= mtimeMs ? Promise.resolve(readFileSync(copy)) : undefined;
}

function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.name.startsWith('.') ? [] : e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}
