// virtual:screen-widgets: by screen id, the widget and field names its uiSchema uses, read from
// the config at build time with the registry's own reading (startWidgets.ts screenWidgetNames). The screen
// loader asks for them beside the screen's config instead of after it (renderer/react/screenLoader.ts).
import type { Plugin } from 'vite';
import { configScreens, screenWidgetNames } from './startWidgets.js';

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
