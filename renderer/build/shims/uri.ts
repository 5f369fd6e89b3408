// Stands in for fast-uri in the browser build (vite.config.ts aliases 'fast-uri' here): @rjsf/utils
// uses only `resolve` (for $ref against the root's $id, '#' when none) and `equal` (for an embedded
// $id). The browser's URL does both; fast-uri's 8 KB gzip (ajv's URI parser) is not needed.
// tests/unit/build/uriShim.test.ts holds it to fast-uri's answers.

/** Relative references are resolved below this made-up origin and given back relative. */
const ROOT = 'http://relative.invalid';
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function resolve(base: string | undefined, ref: string): string {
  if (SCHEME.test(ref)) return new URL(ref).href;
  if (base && SCHEME.test(base)) return new URL(ref, base).href;
  const href = new URL(ref, new URL(base ?? '', `${ROOT}/`)).href.slice(ROOT.length);
  return base?.startsWith('/') || ref.startsWith('/') ? href : href.replace(/^\//, '');
}

export function equal(a: string, b: string): boolean {
  return normalize(a) === normalize(b);
}

function normalize(uri: string): string {
  return SCHEME.test(uri) ? new URL(uri).href : resolve('', uri);
}

export default { resolve, equal };
