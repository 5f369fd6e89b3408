// renderer/build/libraryTrimPlugin.ts: each import the build answers with a module of ours is still
// there in the library (an update that moves it fails here, not silently in the bundle), only its
// importer is redirected, and the module of ours exports what the importer reads.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importRedirects, libraryTrim } from '../../../renderer/build/libraryTrimPlugin.js';
import { getFetch } from '../../../renderer/build/shims/axiosNoFetch.js';

const importers: Record<string, string> = {
  '../getDefaultRegistry.js': resolve('node_modules/@rjsf/core/lib/components/Form.js'),
  './fetch.js': resolve('node_modules/axios/lib/adapters/adapters.js'),
};
const resolveId = libraryTrim().resolveId as (source: string, importer?: string) => string | null;

describe('library imports the build trims', () => {
  it.each(importRedirects.map((r) => [r.source, r] as const))('%s: its importer imports it, and only that importer is redirected', (source, redirect) => {
    const importer = importers[source];
    expect(redirect.importer.test(importer)).toBe(true);
    expect(readFileSync(importer, 'utf8')).toMatch(new RegExp(`from ["']${source.replace(/\./g, '\\.')}["']`));
    expect(existsSync(join(dirname(importer), source))).toBe(true);
    expect(existsSync(redirect.to)).toBe(true);
    expect(resolveId(source, importer)).toBe(redirect.to);
    expect(resolveId(source, join(dirname(importer), 'other.js'))).toBeNull();
  });

  it('axios asks the fetch adapter module for getFetch alone, and ours answers that it is not in the build', () => {
    const adapters = readFileSync(importers['./fetch.js'], 'utf8');
    expect([...adapters.matchAll(/fetchAdapter\.(\w+)/g)].map((m) => m[1])).toEqual(['getFetch']);
    expect(getFetch()).toBeNull();
  });
});
