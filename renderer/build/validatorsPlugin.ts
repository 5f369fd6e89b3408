// Vite plugin: `virtual:screen-validators` maps each screen id to a lazy
// import of its precompiled validator module, generated from schemas/<id>.json
// on demand, so editing a screen's schema takes effect at once in development.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { precompiledModule } from './precompileValidator.js';
import { fromPart } from './screenPartsPlugin.js';

const INDEX = 'virtual:screen-validators';
// Not a path-like '/<id>': a bundler may read '/index' as a directory index.
export const VALIDATOR_PREFIX = 'virtual:screen-validator--';
const PREFIX = VALIDATOR_PREFIX;
const RESOLVED = '\0';
/** ajv's runtime helpers that its standalone code may require (node_modules/ajv/dist/runtime). */
const AJV_RUNTIME = ['equal', 'ucs2length', 'uri', 'validation_error'].map((m) => `ajv/dist/runtime/${m}`);

export function screenValidators(schemasDir: string): Plugin {
  const screenIds = () => readdirSync(schemasDir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
  // In a build a screen's validator comes in its part, with its config (screenPartsPlugin.ts).
  let build = false;
  return {
    name: 'screen-validators',
    configResolved: (config) => { build = config.command === 'build'; },
    // The generated modules import ajv's standalone runtime helpers, which the dev server's
    // dependency scan cannot see inside a virtual module: bundled up front, the first screen
    // that needs one does not make the dev server re-bundle and reload the page.
    config: () => ({ optimizeDeps: { include: AJV_RUNTIME } }),
    resolveId(id) {
      if (id === INDEX || id.startsWith(PREFIX)) return RESOLVED + id;
      return undefined;
    },
    load(id) {
      const name = id.startsWith(RESOLVED) ? id.slice(RESOLVED.length) : '';
      // Other plugins' virtual modules start with \0 too.
      if (name !== INDEX && !name.startsWith(PREFIX)) return undefined;
      if (name === INDEX) {
        const entries = screenIds().map((s) => `  ${JSON.stringify(s)}: () => ${build ? fromPart(s, 'validator') : `import(${JSON.stringify(PREFIX + s)})`},`);
        this.addWatchFile(schemasDir);
        return `export const validators = {\n${entries.join('\n')}\n};\n`;
      }
      const file = join(schemasDir, `${name.slice(PREFIX.length)}.json`);
      this.addWatchFile(file);
      const config = JSON.parse(readFileSync(file, 'utf8')) as { schema: Record<string, unknown> };
      return precompiledModule(config.schema);
    },
  };
}
