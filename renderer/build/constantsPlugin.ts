// Vite plugin: the browser gets flows/constants.json's values, not its descriptions. Rules read
// only the values (renderer/engine/constNumber.ts: constantValues); the descriptions are for the
// people who edit the file, and were two thirds of its bytes on the start screen (issue 22).
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ConstantsFile } from '../engine/constNumber.js';

/** The file as the browser needs it: its version and each constant's type and value. */
export function constantsForBrowser(file: ConstantsFile): ConstantsFile {
  return {
    version: file.version,
    constants: Object.fromEntries(Object.entries(file.constants).map(([name, { type, value }]) => [name, { type, value }])),
  };
}

export function browserConstants(root: string): Plugin {
  const file = resolve(root, 'flows/constants.json');
  return {
    name: 'browser-constants',
    // Before Vite's JSON plugin, which turns the trimmed text into the module.
    enforce: 'pre',
    transform(code, id) {
      if (id !== file) return undefined;
      return { code: JSON.stringify(constantsForBrowser(JSON.parse(code) as ConstantsFile)), map: null };
    },
  };
}
