// Which of the fallback language's texts come with the app and which with a screen (issue 22).
// Texts are grouped by their first key segment (locales/zh-TW.json: a key `<group>.<name>`).
// A group any code, flow, brand or campaign file names as a key (a string starting with the group
// and a dot), or that no file names (it may be built at run time), is the shell's, bundled; a group
// only screen configs name comes with each screen that names it (duplicated where several do),
// loaded with that screen's config (renderer/react/main.tsx), before its effects run or it is drawn.
// Another language is loaded whole when chosen (localesPlugin.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface LocaleParts {
  /** Groups bundled with the app. */
  shell: string[];
  /** Screen id (schemas/<id>.json) → the groups it loads, for the screens that load any. */
  screens: Record<string, string[]>;
}

/** Files the browser never reads, whose mentions of a group do not make it the shell's. */
const NOT_LOADED = ['flows/coverage-allow.json'];
const CODE = ['renderer', 'widgets', 'rules'];
const CONFIG = ['flows', 'brand', 'campaigns'];

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  let names: string[];
  try { names = readdirSync(dir); } catch { return []; }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, test) : test(name) ? [path] : [];
  });
}

const mentions = (text: string, group: string) => new RegExp(`(?<![\\w.$-])${group.replace(/[$]/g, '\\$')}\\.`).test(text);
/** In code and the shell's config, a key is named by a string (quoted or a template) that starts with its
 *  group; a property read or a file name with the group's name before a dot is not a key. */
const keyMentions = (text: string, group: string) => new RegExp(`(?<=['"\`])${group.replace(/[$]/g, '\\$')}\\.`).test(text);

export function localeParts(root: string, texts: Record<string, unknown>): LocaleParts {
  const groups = Object.keys(texts);
  const read = (path: string) => readFileSync(path, 'utf8');
  const elsewhere = [
    ...CODE.flatMap((d) => filesUnder(join(root, d), (n) => /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n))),
    ...CONFIG.flatMap((d) => filesUnder(join(root, d), (n) => n.endsWith('.json'))),
  ].filter((path) => !NOT_LOADED.some((f) => path.endsWith(f))).map(read);
  const screens = Object.fromEntries(filesUnder(join(root, 'schemas'), (n) => n.endsWith('.json'))
    .filter((path) => !path.includes(`${join('schemas', 'meta')}`))
    .map((path) => [basename(path, '.json'), read(path)]));
  const byScreens = (group: string) => Object.keys(screens).filter((id) => mentions(screens[id], group));
  const shell = groups.filter((g) => byScreens(g).length === 0 || elsewhere.some((text) => keyMentions(text, g)));
  const parts: Record<string, string[]> = {};
  for (const group of groups.filter((g) => !shell.includes(g))) {
    for (const id of byScreens(group)) (parts[id] ??= []).push(group);
  }
  return { shell, screens: parts };
}

/** The texts of `groups` alone. */
export const pick = (texts: Record<string, unknown>, groups: readonly string[]) =>
  Object.fromEntries(groups.filter((g) => Object.hasOwn(texts, g)).map((g) => [g, texts[g]]));
