// renderer/build/compileHintsPlugin.ts: every JavaScript file of a minified build starts with V8's
// compile hint (minification drops comments, so the plugin must come after it), once.
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, withCompileHint } from '../../../renderer/build/compileHintsPlugin.js';

describe('compile hints', () => {
  it('puts the hint on the first line, once', () => {
    expect(withCompileHint('export const a = 1;')).toBe(`${COMPILE_HINT}\nexport const a = 1;`);
    expect(withCompileHint(withCompileHint('x()'))).toBe(`${COMPILE_HINT}\nx()`);
  });

  it('a minified build with lazily loaded files: each file starts with the hint, the one with the preload map too', async () => {
    const modules: Record<string, string> = {
      // Two lazily loaded files sharing a third: Vite puts its preload map (__vite__mapDeps) at the top of the entry.
      'virtual:main': '/* a comment the minifier drops */ globalThis.start = () => Promise.all([import("virtual:later"), import("virtual:other")]);',
      'virtual:later': 'import { twice } from "virtual:shared"; export function later(n) { return twice(n) * globalThis.factor; }',
      'virtual:other': 'import { twice } from "virtual:shared"; export function other(n) { return twice(n) + globalThis.factor; }',
      'virtual:shared': 'export function twice(n) { globalThis.calls = (globalThis.calls || 0) + 1; return n * 2; }',
    };
    const out = await build({
      configFile: false, logLevel: 'silent',
      plugins: [
        { name: 'modules', resolveId: (id) => (id in modules ? `\0${id}` : null), load: (id) => modules[id.replace(/^\0/, '')] ?? null },
        compileHints(),
      ],
      build: { write: false, minify: true, rolldownOptions: { input: 'virtual:main' } },
    }) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
    expect(chunks.length).toBe(4);
    expect(chunks.some((c) => c.code.includes('__vite__mapDeps')), 'a file with the preload map').toBe(true);
    for (const chunk of chunks) {
      expect(chunk.code.startsWith(`${COMPILE_HINT}\n`), chunk.fileName).toBe(true);
      expect(chunk.code.split(COMPILE_HINT).length, chunk.fileName).toBe(2);
    }
  });
});
