// Vite plugin: `virtual:start-screens`, the ids of the screens the journey shows from its landing
// before the applicant acts (startWidgets.ts, from the journey model). The app's screen loader
// loads what only later screens need with the first screen not among them (issue 22: the start
// screen carries only what it draws).
import type { Plugin } from 'vite';
import { startScreenIds } from './startWidgets.js';

const MODULE = 'virtual:start-screens';
const RESOLVED = `\0${MODULE}`;

/** The module's source for the config under `root`. */
export function startScreensModule(root: string): string {
  return `export const startScreens = ${JSON.stringify(startScreenIds(root))};`;
}

export function startScreensOf(root: string): Plugin {
  return {
    name: 'start-screens',
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? startScreensModule(root) : undefined),
  };
}
