// Vite plugin: what a screen brings when it is shown, its config (schemas/<id>.json), its own texts
// (virtual:locale-part/<id>) and its precompiled validator, by screen id (`virtual:screen-configs`
// for the configs). In a build the three come in one file, `virtual:screen-part/screen-<id>`, which the
// configs, the locales' screen texts and the validators all import (issue 22): one file per screen,
// not one each, and no stand-in file that only points at another. `npm start` imports each on its
// own, so that an edited schema takes effect at once.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const CONFIGS = 'virtual:screen-configs';
// (the last segment names the file: screen-<id>-<hash>.js)
const PART = 'virtual:screen-part/screen-';

/** The build's id of screen `id`'s part module (as its chunk's module ids name it). */
export const screenPartModule = (id: string): string => `\0${PART}${id}`;

/** The import of `key` (config, texts, validator) from screen `id`'s part: an expression of a module's source. */
export const fromPart = (id: string, key: 'config' | 'texts' | 'validator'): string => `import(${JSON.stringify(PART + id)}).then((m) => m.${key})`;

/** The source of `virtual:screen-part/screen-<id>`: its config, its texts of the fallback language and its validator's module. */
export const partModule = (schemasDir: string, id: string, localePart: string, validator: string): string => [
  `export { default as config } from ${JSON.stringify(join(schemasDir, `${id}.json`))};`,
  `export { default as texts } from ${JSON.stringify(localePart + id)};`,
  `export * as validator from ${JSON.stringify(validator + id)};`,
].join('\n');

/** The source of `virtual:screen-configs`: each screen's config by id, lazily, through its part in a build. */
export function configsModule(schemasDir: string, build: boolean): string {
  const ids = readdirSync(schemasDir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).sort();
  const load = (id: string) => (build ? fromPart(id, 'config') : `import(${JSON.stringify(join(schemasDir, `${id}.json`))}).then((m) => m.default)`);
  return `export const configs = {\n${ids.map((id) => `  ${JSON.stringify(id)}: () => ${load(id)},`).join('\n')}\n};\n`;
}

/** `localePart` and `validator`: the prefixes of the locales' and the validators' per-screen modules. */
export function screenParts(schemasDir: string, localePart: string, validator: string): Plugin {
  let build = false;
  return {
    name: 'screen-parts',
    configResolved: (config) => { build = config.command === 'build'; },
    resolveId: (id) => (id === CONFIGS || id.startsWith(PART) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${CONFIGS}`) {
        this.addWatchFile(schemasDir);
        return configsModule(schemasDir, build);
      }
      return id.startsWith(`\0${PART}`) ? partModule(schemasDir, id.slice(`\0${PART}`.length), localePart, validator) : undefined;
    },
  };
}
