// Turns a screen's JSON Schema into an ES module of precompiled ajv
// validators (rjsf's compileSchemaValidatorsCode), so the browser never
// compiles code at run time and the build runs under CSP without 'unsafe-eval'.
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';

/**
 * What the app reads of an ajv error is its instancePath, keyword and params (renderer/engine/schemaErrors.ts):
 * its messages are the app's own texts. Without ajv's English message and the schema, parent schema and
 * data on each error (rjsf's default is verbose), the code is about a quarter smaller, and V8 compiles
 * it in about half the time on the first validation of a screen.
 */
export const AJV_OVERRIDES: Record<string, unknown> = { verbose: false, messages: false };

/**
 * ajv's standalone code is CommonJS; rewrite its requires and exports as ESM. `overrides` of rjsf's
 * ajv options: the app's by default; `{}` is rjsf's own (the perf pages' bare rjsf, whose Form shows
 * ajv's messages).
 */
export function precompiledModule(schema: Record<string, unknown>, overrides: Record<string, unknown> = AJV_OVERRIDES): string {
  const cjs = compileSchemaValidatorsCode(schema, { ajvOptionsOverrides: overrides });
  const imports: string[] = [];
  const names = new Map<string, string>();
  const body = cjs.replace(/require\("([^"]+)"\)/g, (_m, spec: string) => {
    if (!names.has(spec)) {
      const name = `__dep${names.size}`;
      names.set(spec, name);
      // CommonJS interop differs between Vite's dev pre-bundling (exports under .default) and the build.
      imports.push(`import * as ${name}ns from ${JSON.stringify(spec)};`);
      imports.push(`const ${name} = ${name}ns.default && ${name}ns.default.__esModule ? ${name}ns.default : ${name}ns;`);
    }
    return names.get(spec)!;
  });
  return [
    ...imports,
    'const exports = {};',
    body.replace(/^"use strict";/, ''),
    `export const schema = ${JSON.stringify(schema)};`,
    'export default exports;',
  ].join('\n');
}
