// renderer/build/libraryTrimPlugin.ts: each import the build answers with a module of ours is still
// there in the library (an update that moves it fails here, not silently in the bundle), only its
// importers are redirected, and the module of ours exports what the importers read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importRedirects, libraryTrim, sideEffectFree, type ImportRedirect } from '../../../renderer/build/libraryTrimPlugin.js';
import { getFetch } from '../../../renderer/build/shims/axiosNoFetch.js';

/** The library folders whose files a redirect names as importers. */
const LIBRARY_DIRS = ['@rjsf/core/lib/components', '@rjsf/utils/lib', '@rjsf/utils/lib/schema', 'axios/lib', 'axios/lib/adapters', 'axios/lib/defaults', 'axios/lib/helpers', '@rjsf/validator-ajv8/lib', 'react-i18next/dist/es'];
const libraryFiles = LIBRARY_DIRS.flatMap((dir) => readdirSync(resolve('node_modules', dir)).filter((f) => f.endsWith('.js')).map((f) => resolve('node_modules', dir, f)))
  // (and ours that import a library module the build answers: the screens' form and rjsf's registry)
  .concat(readdirSync(resolve('renderer/react')).filter((f) => /\.tsx?$/.test(f)).map((f) => resolve('renderer/react', f)));
const importersOf = (redirect: ImportRedirect) => libraryFiles.filter((file) => redirect.importer.test(file));

const plugin = libraryTrim();
const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
const load = plugin.load as (id: string) => string | null;

/** What `import d, { a, b as c } from 'source'` reads: 'default' and the names a, b ('*' for a namespace: read further below). */
function importedNames(code: string, source: string): string[] {
  const from = `\\s*from\\s*["']${source.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["']`;
  if (new RegExp(`import\\s*\\*\\s*as\\s+[\\w$]+${from}`).test(code)) return ['*'];
  const statement = new RegExp(`import\\s+([\\w$]+)?\\s*,?\\s*(?:\\{([^}]*)\\})?${from}`).exec(code);
  if (!statement) return [];
  const named = (statement[2] ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean);
  return [...(statement[1] ? ['default'] : []), ...named];
}

describe('library imports the build trims', () => {
  it.each(importRedirects.map((r) => [`${r.source} (${r.pick ?? 'module'})`, r] as const))('%s: its importers import it, only they are redirected, and ours exports what they read', async (_, redirect) => {
    const importers = importersOf(redirect);
    expect(importers.length).toBeGreaterThan(0);
    const ours = await import(redirect.to) as Record<string, unknown>;
    expect(existsSync(redirect.to)).toBe(true);
    for (const importer of importers) {
      const names = importedNames(readFileSync(importer, 'utf8'), redirect.source);
      expect(names, importer).not.toEqual([]);
      expect(existsSync(redirect.source.startsWith('.') ? join(dirname(importer), redirect.source) : resolve('node_modules', redirect.source)), importer).toBe(true);
      const id = resolveId(redirect.source, importer);
      expect(id, importer).not.toBeNull();
      expect(resolveId(redirect.source, join(dirname(importer), 'other.js'))).toBeNull();
      if (redirect.pick) {
        // The stand-in module is one export of ours, given as the default export the importer reads.
        expect(names).toEqual(['default']);
        expect(load(id!)).toBe(`export { ${redirect.pick} as default } from ${JSON.stringify(redirect.to)};`);
        expect(ours[redirect.pick]).toBeDefined();
      } else {
        expect(id).toBe(redirect.to);
        for (const name of names.filter((n) => n !== '*')) expect(ours[name], `${importer} reads ${name}`).toBeDefined();
      }
    }
  });

  it('axios asks the fetch adapter module for getFetch alone, and ours answers that it is not in the build', () => {
    const adapters = readFileSync(resolve('node_modules/axios/lib/adapters/adapters.js'), 'utf8');
    expect([...adapters.matchAll(/fetchAdapter\.(\w+)/g)].map((m) => m[1])).toEqual(['getFetch']);
    expect(getFetch()).toBeNull();
  });

  it('React has its own useSyncExternalStore, which the shim react-i18next imports answers with', async () => {
    const react = await import('react');
    expect(typeof react.useSyncExternalStore).toBe('function');
    expect(readFileSync(resolve('node_modules/use-sync-external-store/cjs/use-sync-external-store-shim.production.js'), 'utf8'))
      .toMatch(/exports\.useSyncExternalStore =\s*void 0 !== React\.useSyncExternalStore \? React\.useSyncExternalStore : shim;/);
    const ours = await import('../../../renderer/build/shims/useSyncExternalStore.js');
    expect(ours.useSyncExternalStore).toBe(react.useSyncExternalStore);
  });

  it('rjsf builds its deepEquals with the options the fast-equals stand-in implements', () => {
    const deepEquals = readFileSync(resolve('node_modules/@rjsf/utils/lib/deepEquals.js'), 'utf8');
    expect(deepEquals).toMatch(/createCustomEqual\(\{\s*circular: true,\s*createCustomConfig: \(\) => \(\{\s*areFunctionsEqual\(_a, b\) \{\s*return typeof b === 'function';\s*\},\s*\}\),\s*\}\)/);
  });

  it('no source of the app imports rjsf\'s Form (the only caller of omitExtraData and of rjsf\'s own validation), and the screens\' form calls neither', () => {
    const sources = ['renderer', 'widgets', 'studio'].flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).map((f) => join(dir, f)));
    expect(sources.filter((f) => /from '@rjsf\/core(\/lib\/components\/Form\.js)?'/.test(readFileSync(f, 'utf8')))).toEqual([]);
    for (const file of ['renderer/react/SchemaForm.tsx', 'renderer/react/formChange.ts']) {
      expect(readFileSync(resolve(file), 'utf8'), file).not.toMatch(/omitExtraData|validateFormData|isValid\(|getUsedFormData|getFieldNames/);
    }
  });

  it.each(importRedirects.filter((r) => /rjsfBranching|rjsfOmitExtraData|rjsfFormValidation/.test(r.to)).map((r) => [r.pick ?? r.source, r] as const))('%s, if ever reached, fails naming itself and why it is not in the build', async (name, redirect) => {
    const ours = await import(redirect.to) as Record<string, (...args: unknown[]) => unknown>;
    const stand = ours[redirect.pick ?? 'default'];
    expect(() => stand({}, {})).toThrow(/is not in this build \(renderer\/build\/libraryTrimPlugin\.ts\): .+/);
    expect(() => stand({}, {})).toThrow(name.replace(/^\.\/(.*)\.js$/, '$1'));
  });
});

describe('libraries the build may leave out when nobody calls them', () => {
  it.each(sideEffectFree.map((p) => [p.source, p] as const))('%s: resolved as itself, marked free of side effects', async (source) => {
    const resolved = { id: resolve('node_modules', source, 'x.js'), external: false };
    const context = { resolve: async (s: string) => (s === source ? resolved : null) };
    const answer = await (plugin.resolveId as unknown as (this: typeof context, s: string, i?: string, o?: object) => Promise<unknown>).call(context, source, '/r/rules/evaluator.ts', {});
    expect(answer).toEqual({ ...resolved, moduleSideEffects: false });
    expect(existsSync(resolve('node_modules', source, 'package.json'))).toBe(true);
  });
});
