// Imports inside libraries that the build answers with a smaller module of ours (issue 22): each
// names the importing file, the import it replaces and why. Only that importer's import is
// redirected; anyone else importing the same module gets the library's own.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (file: string) => fileURLToPath(new URL(`./shims/${file}`, import.meta.url));

export interface ImportRedirect { importer: RegExp; source: string; to: string; why: string }

export const importRedirects: readonly ImportRedirect[] = [
  {
    importer: /@rjsf[\\/]core[\\/]lib[\\/]components[\\/]Form\.js$/, source: '../getDefaultRegistry.js', to: shim('rjsfDefaultRegistry.ts'),
    why: 'rjsf\'s whole registry imports every field, widget and template it has; Form starts from the core (widgets/rjsf/core.ts), a screen that needs more loads the rest (widgets/rjsf/extras.ts)',
  },
  {
    importer: /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/, source: './fetch.js', to: shim('axiosNoFetch.ts'),
    why: 'axios tries its XMLHttpRequest adapter first, which every browser has; its fetch adapter (about 4 KB gzip with its stream helpers) is never reached',
  },
];

export function libraryTrim(redirects: readonly ImportRedirect[] = importRedirects): Plugin {
  return {
    name: 'library-trim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      return redirects.find((r) => r.source === source && r.importer.test(importer))?.to ?? null;
    },
  };
}
