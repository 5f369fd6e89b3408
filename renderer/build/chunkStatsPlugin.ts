// Writes .vite/chunk-stats.json beside the build: for each JS chunk its name and, for each module
// in it, its rendered bytes (before minifying) and those bytes at gzip -9 on their own, so the start screen's budget (scripts/bundleBudget.ts) can say which chunk
// and which modules grew. It sits under .vite/, which the static server never serves.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const chunkStatsFile = '.vite/chunk-stats.json';

/** fileName → the chunk's name, its entry module (when it has one) and its modules' [rendered bytes, the same at gzip -9 alone]. */
export type ChunkStats = Record<string, { name: string; facade?: string; modules: Record<string, [number, number]> }>;

export function chunkStats(): Plugin {
  return {
    name: 'chunk-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const stats: ChunkStats = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const modules = Object.fromEntries(Object.entries(out.modules)
          .filter(([, m]) => m.renderedLength > 0)
          .map(([id, m]): [string, [number, number]] => [id, [m.renderedLength, m.code ? gzipSync(m.code, { level: 9 }).length : 0]]));
        stats[out.fileName] = { name: out.name, facade: out.facadeModuleId ?? undefined, modules };
      }
      this.emitFile({ type: 'asset', fileName: chunkStatsFile, source: `${JSON.stringify(stats, null, 1)}\n` });
    },
  };
}
