// Vite plugin (build): the widgets the same screens draw load as one file (issue 22). Each lazy
// import of widgets/loaders.ts is pointed at `virtual:widget-set/<set>`, a module that re-exports
// every widget of its set by name: the start screens' widgets are one set, and every other widget
// goes with those the same screens draw (widgetScreens.ts). A set's module is the file the import
// fetches, with its widgets in it, so no file per widget and no stand-in file that only points at
// another; a screen loads no widget it does not draw. `npm start` and Node load a file per widget.
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { startWidgetNames } from './startWidgets.js';
import { configScreensByWidget, widgetsChunkName, widgetsImporting } from './widgetScreens.js';

const PREFIX = 'virtual:widget-set/';
/** The start screens' widgets' set. */
const START_SET = 'widgets-start';
/** A loader's import, as widgets/loaders.ts writes each: import('./<name>/<File>.js'). */
const LOADER_IMPORT = /import\('\.\/([\w-]+)\/([\w-]+)\.js'\)/g;

/** Whether module `id` is a set's module (resolved). */
const isSetModule = (id: string): boolean => id.startsWith(`\0${PREFIX}`);
/** The build's id of set `set`'s module (as its chunk's module ids name it). */
export const setModuleId = (set: string): string => `\0${PREFIX}${set}`;

/** By registered name, its set: `widgets-start` for a start screen's widget, else the chunk name of the screens that draw it; a name no screen draws has none. */
export function widgetSets(startWidgets: readonly string[], byWidget: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  const sets: Record<string, string> = {};
  for (const [name, screens] of Object.entries(byWidget)) sets[name] = startWidgets.includes(name) ? START_SET : widgetsChunkName(screens);
  return sets;
}

/** widgets/loaders.ts's source with each import of a widget in `sets` pointed at its set's module; `found` gets each such widget's module (without extension). */
export function pointLoaders(code: string, widgetsDir: string, sets: Readonly<Record<string, string>>, found: Map<string, string>): string {
  return code.replace(LOADER_IMPORT, (whole, name: string, file: string) => {
    if (!Object.hasOwn(sets, name)) return whole;
    found.set(name, join(widgetsDir, name, file));
    return `import(${JSON.stringify(PREFIX + sets[name])}).then((set) => set[${JSON.stringify(name)}])`;
  });
}

/** The source of set `set`'s module: each of its widgets' modules as a namespace named for the widget. */
export const setModule = (set: string, sets: Readonly<Record<string, string>>, found: ReadonlyMap<string, string>): string =>
  [...found].filter(([name]) => sets[name] === set).sort(([a], [b]) => a.localeCompare(b))
    .map(([name, file]) => `export * as ${name} from ${JSON.stringify(file)};`).join('\n');

/** The config's widget sets: each registered name's set, and the screens that draw it. */
export interface WidgetSets { sets: Record<string, string>; byWidget: Record<string, string[]> }

/** The widget sets of the config under `root`. */
export function widgetSetsAt(root: string): WidgetSets {
  const byWidget = configScreensByWidget(root);
  return { sets: widgetSets(startWidgetNames(root), byWidget), byWidget };
}

export function widgetSetsOf(root: string, { sets }: WidgetSets): Plugin {
  const widgetsDir = join(root, 'widgets');
  const loaders = join(widgetsDir, 'loaders.ts');
  const found = new Map<string, string>();
  return {
    name: 'widget-sets',
    apply: 'build',
    // (on loaders.ts as written, before TypeScript is stripped)
    enforce: 'pre',
    transform: (code, id) => (id === loaders ? pointLoaders(code, widgetsDir, sets, found) : undefined),
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load: (id) => (id.startsWith(`\0${PREFIX}`) ? setModule(id.slice(PREFIX.length + 1), sets, found) : undefined),
  };
}

/**
 * The widgets/ modules that widgets of two sets or more import, in two chunks, not one per module or
 * per combination of sets: those a start widget imports (`widgets-helpers-start`, which the start
 * screen needs anyway), and the others (`widgets-helpers`: a screen may carry a helper of another
 * screen's widget, once, and it is cached for the next). A module of one set's widgets (a widget's
 * own, a helper of its folder or of widgets/shared) stays in that set's file; the runtime's helpers
 * go with the entry (chunkGroups.ts sharedWidgetsChunk, a higher priority).
 */
export function widgetHelpersGroup({ sets }: WidgetSets): Rolldown.CodeSplittingGroup {
  const registered = new Set(Object.keys(sets));
  return {
    debugName: 'widget helpers',
    name: (id: string, graph: Rolldown.ChunkingContext) => {
      const names = widgetsImporting(id, registered, isSetModule, graph);
      const of = new Set(names?.map((n) => sets[n]));
      if (of.size < 2) return null;
      return of.has(START_SET) ? 'widgets-helpers-start' : 'widgets-helpers';
    },
    test: /[\\/]widgets[\\/]/,
    priority: 3,
    includeDependenciesRecursively: false,
  };
}
