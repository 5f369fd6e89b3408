// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each text file of the
// build, as a bank's web server or CDN serves them (nginx brotli_static / gzip_static): compressed
// once at build, never per request. `npm run serve` sends them by Accept-Encoding
// (simulator/compression.ts), and compresses a file itself only when a build has no copies.
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The kinds of file worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.webmanifest']);

export async function writeCompressedCopies(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.has(extname(name)) && !name.startsWith('.'));
      await Promise.all(files.map((name) => writeCompressedCopies(join(dir, name))));
    },
  };
}
