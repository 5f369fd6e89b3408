// virtual:screen-widgets: by screen id, the widget and field names its uiSchema uses, read from
// the config at build time with the registry's own reading (widgets/namesUsed.ts). The screen
// loader asks for them beside the screen's config instead of after it (renderer/react/screenLoader.ts).
import type { Plugin } from 'vite';
import { namesUsed } from '../../widgets/namesUsed.js';
import { configScreens } from './startWidgets.js';

/** The names each screen of `screens` uses, widgets then fields, each sorted; screens that use none left out. */
export function screenWidgetNames(screens: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [id, screen] of Object.entries(screens).sort(([a], [b]) => a.localeCompare(b))) {
    const used = namesUsed((screen as { uiSchema?: unknown } | null)?.uiSchema);
    const names = [...[...used.widgets].sort(), ...[...used.fields].sort()];
    if (names.length > 0) out[id] = names;
  }
  return out;
}

const MODULE = 'virtual:screen-widgets';
const RESOLVED = `\0${MODULE}`;

/** The module's source for the config under `root`. */
export const screenWidgetsModule = (root: string): string => `export const screenWidgets = ${JSON.stringify(screenWidgetNames(configScreens(root)))};`;

export function screenWidgetsOf(root: string): Plugin {
  return {
    name: 'screen-widgets',
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? screenWidgetsModule(root) : undefined),
  };
}
