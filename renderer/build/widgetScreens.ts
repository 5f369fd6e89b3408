// Which screens draw each widget, and which widgets import a widgets/ helper: what the build needs
// to load the widgets the same screens draw as one file (widgetSetsPlugin.ts, issue 22). Read from
// the config with the registry's own reading (startWidgets.ts screenWidgetNames).
import { createHash } from 'node:crypto';
import { configScreens, screenWidgetNames } from './startWidgets.js';

interface ModuleGraph { getModuleInfo(id: string): { importers: readonly string[] } | null }

/** By widget or field name (its folder under widgets/), the ids of the screens that draw it, sorted. */
export function screensByWidget(screens: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [screen, names] of Object.entries(screenWidgetNames(screens))) for (const name of names) (out[name] ??= []).push(screen);
  for (const list of Object.values(out)) list.sort();
  return out;
}

/** The same for the config under `root`. */
export const configScreensByWidget = (root: string): Record<string, string[]> => screensByWidget(configScreens(root));

const inWidgets = (m: string) => /[\\/]widgets[\\/]/.test(m);
/** The folder under widgets/ that holds module `m`, if any (a widget's is named as the registry names it). */
const widgetFolder = (m: string): string | undefined => /[\\/]widgets[\\/]([\w-]+)[\\/][^\\/]+$/.exec(m)?.[1];

/**
 * The registered widgets whose modules import module `id`, directly or through other widgets/
 * modules, sorted. Undefined when `id` is not under widgets/, or something else imports it: a
 * module outside widgets/ that is not a set's module (`isSet`), so not the config's to place.
 */
export function widgetsImporting(id: string, registered: ReadonlySet<string>, isSet: (m: string) => boolean, graph: ModuleGraph): string[] | undefined {
  if (!inWidgets(id)) return undefined;
  const names = new Set<string>();
  const seen = new Set<string>();
  const queue = [id];
  for (let m = queue.shift(); m !== undefined; m = queue.shift()) {
    if (seen.has(m) || isSet(m)) continue;
    seen.add(m);
    if (!inWidgets(m)) return undefined;
    const name = widgetFolder(m);
    if (name !== undefined && registered.has(name)) names.add(name);
    queue.push(...(graph.getModuleInfo(m)?.importers ?? []));
  }
  return [...names].sort();
}

/** A chunk's name for the widgets a set of screens loads: the screens' ids (joined by _, which a file name keeps), or for more than three, their count and a hash. */
export function widgetsChunkName(screens: readonly string[]): string {
  if (screens.length <= 3) return `widgets-${screens.join('_')}`;
  return `widgets-${screens.length}-screens-${createHash('sha256').update(screens.join(',')).digest('hex').slice(0, 8)}`;
}
