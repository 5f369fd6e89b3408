// renderer/build/screenPartsPlugin.ts: in a build a screen's config, its own texts and its validator
// come from one module, `virtual:screen-part/screen-<id>`, which the configs, the locales' screen texts and
// the validators all import; `npm start` imports each on its own. (The build itself: bundleBudget.spec.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { configsModule, fromPart, partModule } from '../../../renderer/build/screenPartsPlugin.js';
import { localesModule, PART } from '../../../renderer/build/localesPlugin.js';
import { screenValidators, VALIDATOR_PREFIX } from '../../../renderer/build/validatorsPlugin.js';
import type { LanguageList } from '../../../rules/languages.js';

const root = resolve(import.meta.dirname, '../../..');
const schemas = join(root, 'schemas');
const ids = readdirSync(schemas).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));
const list = JSON.parse(readFileSync(join(root, 'flows/languages.json'), 'utf8')) as LanguageList;

/** The validators' index module as the plugin writes it for `command`. */
function validatorsIndex(command: 'build' | 'serve'): string {
  const plugin = screenValidators(schemas) as Plugin & { configResolved(c: unknown): void; load(this: unknown, id: string): string };
  plugin.configResolved({ command });
  return plugin.load.call({ addWatchFile: () => undefined }, '\0virtual:screen-validators');
}

describe('a screen\'s part', () => {
  it('re-exports its config, its texts and its validator\'s module', () => {
    expect(partModule(schemas, 'form1', PART, VALIDATOR_PREFIX).split('\n')).toEqual([
      `export { default as config } from ${JSON.stringify(join(schemas, 'form1.json'))};`,
      'export { default as texts } from "virtual:locale-part/form1";',
      'export * as validator from "virtual:screen-validator--form1";',
    ]);
  });

  it.each(['build', 'serve'] as const)('%s: every screen\'s config, texts and validator by id, through its part in a build only', (command) => {
    const build = command === 'build';
    const configs = configsModule(schemas, build);
    const texts = localesModule(root, list, build);
    const validators = validatorsIndex(command);
    for (const id of ids) {
      expect(configs, id).toContain(`  ${JSON.stringify(id)}: () => ${build ? fromPart(id, 'config') : `import(${JSON.stringify(join(schemas, `${id}.json`))}).then((m) => m.default)`},`);
      expect(validators, id).toContain(`  ${JSON.stringify(id)}: () => ${build ? fromPart(id, 'validator') : `import(${JSON.stringify(VALIDATOR_PREFIX + id)})`},`);
    }
    const withTexts = ids.filter((id) => texts.includes(`  ${JSON.stringify(id)}: () => `));
    expect(withTexts.length).toBeGreaterThan(0);
    for (const id of withTexts) expect(texts, id).toContain(`  ${JSON.stringify(id)}: () => ${build ? fromPart(id, 'texts') : `import(${JSON.stringify(PART + id)}).then((m) => m.default)`},`);
    expect(fromPart('form1', 'texts')).toBe('import("virtual:screen-part/screen-form1").then((m) => m.texts)');
  });
});
