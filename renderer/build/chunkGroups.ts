// How the build splits the runtime's code into files, shared by the app's build (vite.config.ts)
// and the perf pages' (scripts/perf/pages.ts), so that what the harness measures loads as the app does.
import type { Rolldown } from 'vite';

/** One chunk per family of libraries that every screen needs. Libraries only some screens load
 *  (pica, qrcode, jsonata) are left out, and only modules the entry imports ($initial) are taken, so what a
 *  screen loads lazily (rjsf's parts beyond its core: widgets/rjsf/extras.ts) stays in that screen's chunks. */
export const vendorChunks: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-i18next)[\\/]/, priority: 30, tags: ['$initial'] },
  { name: 'rjsf', test: /node_modules[\\/](@rjsf|lodash|lodash-es|json-schema-merge-allof|jsonpointer|nanoid|react-is)[\\/]/, priority: 20, tags: ['$initial'] },
  // (not JSONata: it loads with a screen whose rules need it, rules/evaluator.ts)
  { name: 'vendor', test: /node_modules[\\/](i18next|axios|ajv|ajv-formats|fast-deep-equal|json-schema-traverse)[\\/]/, priority: 10, tags: ['$initial'] },
];

/** What the runtime imports from widgets/ is one chunk ($initial), not a file per helper. */
export const sharedWidgetsChunk: Rolldown.CodeSplittingGroup = { name: 'widgets-shared', test: /[\\/]widgets[\\/]/, priority: 5, tags: ['$initial'] };
