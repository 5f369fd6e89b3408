// Check g (texts): every interpolation in every locale is balanced and names a value the code or
// config passes where the key is used. Faults sit at the locale text (locales/<code>.json#/<key>).
// - Balance: each text's braces form plain placeholders ({name}); `{s`, `s}`, `{}`, `{ seconds }`
//   and nested braces are faults (scripts/check/placeholders.ts).
// - Names: a placeholder no use of its key passes is a fault, naming one use and what it passes.
//   The uses: the config's sites (i18nSites: alert, fieldError and validate params, popup params
//   and the params of the effects opening it, a widget option's params as its contract's `texts`
//   declare), each `fail` effect for its catalogue entry's message, each widget's default text,
//   and the runtime's TypeScript (codeTexts.ts). A key with no known use (a key built at run time:
//   validation.<keyword>) or with a use that may pass any name (served data) is not judged.
// Each locale is held to the uses on its own: a text may leave out a value its twin uses.
import { resolve } from 'node:path';
import { codeTextUses } from './codeTexts.js';
import { expanded, nearest } from './didYouMean.js';
import { i18nSites, type Passes } from './i18nSites.js';
import { placeholders } from './placeholders.js';
import { ptr } from './pointer.js';
import { allEffects, entries, field, isObj, str } from './walk.js';
import type { Sink, Tree } from './types.js';

/** The runtime whose code draws the texts: the repository this checker belongs to. */
// import.meta.dirname, not a URL: under a jsdom test environment URL is jsdom's and refuses file: paths.
const RUNTIME_ROOT = resolve(import.meta.dirname, '../..');

interface Use extends Passes {
  /** `schemas/validate3.json#/uiSchema/OTP/ui:options/countdownText`, `renderer/react/Shell.tsx:79`. */
  where: string;
}

/** i18next's plural suffixes: key_other is drawn as key, with {count}. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Dotted key, pointer and text of every string in a locale file (other leaves are the i18n check's faults). */
function* texts(value: unknown, prefix = '', pointer = ''): Generator<[string, string, string]> {
  for (const [key, child] of entries(value)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (isObj(child)) yield* texts(child, dotted, ptr(pointer, key));
    else if (typeof child === 'string') yield [dotted, ptr(pointer, key), child];
  }
}

/** Every known use of every key, with what it passes. */
function uses(tree: Tree, codeRoot: string): Map<string, Use[]> {
  const out = new Map<string, Use[]>();
  const add = (key: string | undefined, use: Use) => {
    if (key !== undefined) out.set(key, [...(out.get(key) ?? []), use]);
  };
  const catalogue = (code: string) => str(field(field(field(tree.errors?.data, 'errors'), code), 'message'));
  for (const site of i18nSites(tree)) {
    // A scenario's popupButton finds a button, it draws nothing; a catalogue entry's message is drawn by each fail (below).
    if (site.file.startsWith('tests/') || site.file === tree.errors?.file) continue;
    add(site.key, { where: `${site.file}#${site.pointer}`, ...site.passes });
  }
  for (const { file, pointer, effect } of allEffects(tree)) {
    const code = str(effect.fail);
    if (code !== undefined) add(catalogue(code), { where: `${file}#${ptr(pointer, 'fail')}`, names: Object.keys(isObj(effect.params) ? effect.params : {}) });
  }
  for (const contract of tree.widgets.values()) {
    for (const [option, text] of Object.entries(contract.texts ?? {})) {
      // The default is drawn with the widget's own values; the node's params may come too, unknown here.
      add(text.default, { where: `the ${contract.name} widget's default ${option}`, names: text.passes, ...(text.served || text.params ? { open: true } : {}) });
    }
  }
  for (const use of codeTextUses(codeRoot)) {
    add(use.key ?? (use.failCode === undefined ? undefined : catalogue(use.failCode)), { where: use.where, ...use.passes });
  }
  return out;
}

const braces = (names: Iterable<string>) => [...names].map((n) => `{${n}}`).join(', ') || 'nothing';

/** The use to name in a fault: one passing the suggested name, else one passing anything, else the first. */
function example(list: Use[], suggested: string | undefined): Use {
  return list.find((u) => suggested !== undefined && u.names.includes(suggested)) ?? list.find((u) => u.names.length > 0) ?? list[0];
}

export function checkInterpolation(tree: Tree, sink: Sink, codeRoot = RUNTIME_ROOT): void {
  const known = uses(tree, codeRoot);
  for (const { file, data } of tree.locales.values()) {
    for (const [key, pointer, text] of texts(data)) {
      const { names, faults } = placeholders(text);
      for (const fault of faults) sink.fault(file, pointer, `text "${key}": ${fault}`);
      const plural = PLURAL.test(key) && !known.has(key);
      const list = known.get(plural ? key.replace(PLURAL, '') : key) ?? [];
      if (list.length === 0 || list.some((u) => u.open)) continue;
      const passed = new Set([...list.flatMap((u) => u.names), ...(plural ? ['count'] : [])]);
      for (const name of names) {
        if (passed.has(name)) continue;
        const near = nearest(name, passed) ?? expanded(name, passed);
        const use = example(list, near);
        sink.fault(file, pointer, `text "${key}" uses {${name}}, but no use of the key passes it (${use.where} passes ${braces(use.names)})${near ? `; did you mean {${near}}?` : ''}`);
      }
    }
  }
}
