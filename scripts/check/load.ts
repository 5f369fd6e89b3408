// Reads every config file once. A JSON syntax error is a fault with line and
// column; the file is then left out of the other checks (there is no data).
import { access, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadWidgetContracts } from './widgetContracts.js';
import type { Loaded, Sink, Tree } from './types.js';

/** Folders whose *.json files are config (schemas/meta/ is a subfolder, so it is not listed). */
const CONFIG_DIRS = ['flows', 'schemas', 'campaigns', 'tests/fixtures', 'brand', 'tests/brand'];

async function jsonFiles(root: string, dir: string): Promise<string[]> {
  try {
    const names = await readdir(join(root, dir), { withFileTypes: true });
    return names.filter((d) => d.isFile() && d.name.endsWith('.json')).map((d) => `${dir}/${d.name}`).sort();
  } catch {
    return []; // an absent folder simply holds no config
  }
}

/** Line and column (1-based) of a character offset. */
function lineColumn(text: string, offset: number): [number, number] {
  const before = text.slice(0, offset).split('\n');
  return [before.length, before[before.length - 1].length + 1];
}

/** JSON.parse's message with its position turned into line and column (Node 20 gives only a position). */
export function syntaxMessage(text: string, err: Error): string {
  const lc = /\(line (\d+) column (\d+)\)/.exec(err.message);
  const pos = /at position (\d+)/.exec(err.message);
  const [line, column] = lc ? [Number(lc[1]), Number(lc[2])] : pos ? lineColumn(text, Number(pos[1])) : lineColumn(text, text.length);
  const what = err.message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/,? in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, '');
  return `JSON syntax error at line ${line}, column ${column}: ${what}`;
}

async function readJson(root: string, file: string, sink: Sink): Promise<Loaded | undefined> {
  const text = await readFile(join(root, file), 'utf8');
  try {
    return { file, data: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (err) {
    sink.fault(file, '', syntaxMessage(text, err as Error));
    return undefined;
  }
}

export async function loadTree(root: string, sink: Sink): Promise<Tree> {
  const tree: Tree = {
    root, configs: [], screens: new Map(), campaigns: [], scenarios: [], locales: new Map(), widgets: new Map(), unparsed: new Set(), fileCount: 0,
  };
  for (const dir of CONFIG_DIRS) {
    for (const file of await jsonFiles(root, dir)) {
      tree.fileCount++;
      const loaded = await readJson(root, file, sink);
      if (!loaded) {
        tree.unparsed.add(file);
        continue;
      }
      tree.configs.push(loaded);
      if (file === 'flows/flow.json') tree.flow = loaded;
      else if (file === 'flows/errors.json') tree.errors = loaded;
      else if (file === 'flows/constants.json') tree.constants = loaded;
      else if (file === 'flows/calls.json') tree.calls = loaded;
      else if (file === 'flows/languages.json') tree.languages = loaded;
      else if (file === 'flows/session.json') tree.sessionKeys = loaded;
      else if (file === 'flows/payloads.json') tree.payloads = loaded;
      else if (file === 'flows/effects.json') tree.effectLists = loaded;
      else if (file === 'brand/branding.json') tree.branding = loaded;
      else if (dir === 'schemas') tree.screens.set(file.slice('schemas/'.length, -'.json'.length), loaded);
      else if (dir === 'campaigns') tree.campaigns.push(loaded);
      else if (dir === 'tests/fixtures') tree.scenarios.push(loaded);
    }
  }
  // Every locales/<code>.json is read (a file flows/languages.json does not list is the languages check's fault).
  for (const file of await jsonFiles(root, 'locales')) {
    tree.fileCount++;
    const loaded = await readJson(root, file, sink);
    if (loaded) tree.locales.set(file.slice('locales/'.length, -'.json'.length), loaded);
    else tree.unparsed.add(file);
  }
  for (const file of ['flows/flow.json', 'flows/errors.json', 'flows/constants.json', 'flows/calls.json', 'flows/languages.json', 'flows/session.json', 'brand/branding.json']) {
    if (!tree.configs.some((c) => c.file === file) && !tree.unparsed.has(file)) sink.fault(file, '', 'file is missing');
  }
  await expandSharedRules(root, tree, sink);
  tree.widgets = await loadWidgetContracts(root, sink);
  return tree;
}

/**
 * A screen's rules.validate entry { "use": "<name>" } becomes the named list of
 * rules/validations.json in its place (as renderer/engine/sharedRules.ts does at run time), so every
 * later check sees, and checks, each shared rule in each screen that uses it; an unknown name is a
 * fault at the entry. (A fault inside a shared rule is reported at its place in the expanded list.)
 */
async function expandSharedRules(root: string, tree: Tree, sink: Sink): Promise<void> {
  const file = 'rules/validations.json';
  // No file: no shared lists (a screen's { use } is then the fault); a JSON error is a fault of its own.
  const exists = await access(join(root, file)).then(() => true, () => false);
  const loaded = exists ? await readJson(root, file, sink) : undefined;
  if (exists) tree.fileCount++;
  const lists = ((loaded?.data as { lists?: Record<string, unknown> } | undefined)?.lists) ?? {};
  for (const [name, list] of Object.entries(lists)) {
    if (!Array.isArray(list) || list.length === 0) sink.fault(file, `/lists/${name}`, 'a rule list is a non-empty array of rules');
  }
  for (const screen of tree.screens.values()) {
    const rules = (screen.data as { rules?: { validate?: unknown } }).rules;
    if (!rules || !Array.isArray(rules.validate)) continue;
    const out: unknown[] = [];
    rules.validate.forEach((entry, i) => {
      const use = typeof entry === 'object' && entry !== null ? (entry as { use?: unknown }).use : undefined;
      if (typeof use !== 'string') return void out.push(entry);
      const list = Object.hasOwn(lists, use) ? lists[use] : undefined;
      if (!Array.isArray(list)) {
        sink.fault(screen.file, `/rules/validate/${i}/use`, `unknown rule list "${use}" (rules/validations.json has: ${Object.keys(lists).join(', ') || 'none'})`);
        return void out.push(entry);
      }
      out.push(...list.map((rule) => structuredClone(rule)));
    });
    rules.validate = out;
  }
}

