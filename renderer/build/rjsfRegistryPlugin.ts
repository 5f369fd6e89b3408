// The build hands rjsf's Form the core registry (renderer/build/shims/rjsfDefaultRegistry.ts) in place
// of @rjsf/core's getDefaultRegistry, which imports every field, widget and template rjsf has. Only
// Form's own import is redirected: widgets/rjsf/extras.ts still imports the whole registry, in the
// chunk of a screen that needs it (issue 22).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('./shims/rjsfDefaultRegistry.ts', import.meta.url));

export function rjsfCoreRegistry(): Plugin {
  return {
    name: 'rjsf-core-registry',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../getDefaultRegistry.js' && importer && /@rjsf[\\/]core[\\/]lib[\\/]components[\\/]Form\.js$/.test(importer)) return shim;
      return null;
    },
  };
}
