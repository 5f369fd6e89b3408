// Imports inside libraries that the build answers with a smaller module of ours (issue 22): each
// names the importing file, the import it replaces and why. Only that importer's import is
// redirected; anyone else importing the same module gets the library's own. And libraries that
// do nothing on import, so that an import nobody calls is left out of the build.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (file: string) => fileURLToPath(new URL(`./shims/${file}`, import.meta.url));

/** `pick`: the one export of `to` that stands in for the module's default export. */
export interface ImportRedirect { importer: RegExp; source: string; to: string; pick?: string; why: string }

const rjsfSchema = (files: string) => new RegExp(`@rjsf[\\\\/]utils[\\\\/]lib[\\\\/]schema[\\\\/](${files})\\.js$`);
const branching = (source: string, files: string, pick: string): ImportRedirect => ({
  importer: rjsfSchema(files), source, to: shim('rjsfBranching.ts'), pick,
  why: 'rjsf reaches it only for a screen schema that branches (allOf, anyOf, oneOf, if, dependencies, patternProperties, or additionalProperties at its root); `npm run check` refuses one',
});

const axiosLib = (files: string) => new RegExp(`axios[\\\\/]lib[\\\\/](${files})\\.js$`);
const axiosForms = (source: string, files: string, pick: string): ImportRedirect => ({
  importer: axiosLib(files), source, to: shim('axiosForms.ts'), pick,
  why: 'axios serialises forms and query strings only when a request asks for it; ours post JSON objects as JSON and FormData as it is, without params (renderer/engine/api.ts)',
});

export const importRedirects: readonly ImportRedirect[] = [
  {
    importer: /renderer[\\/]react[\\/]SchemaForm\.tsx$/, source: '@rjsf/core/lib/getDefaultRegistry.js', to: shim('rjsfDefaultRegistry.ts'),
    why: 'rjsf\'s whole registry imports every field, widget and template it has; the screens\' form starts from the core (widgets/rjsf/core.ts), a screen that needs more loads the rest (widgets/rjsf/extras.ts)',
  },
  {
    importer: /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/, source: './fetch.js', to: shim('axiosNoFetch.ts'),
    why: 'axios tries its XMLHttpRequest adapter first, which every browser has; its fetch adapter (about 4 KB gzip with its stream helpers) is never reached',
  },
  {
    importer: /@rjsf[\\/]utils[\\/]lib[\\/]deepEquals\.js$/, source: 'fast-equals', to: shim('deepEquals.ts'),
    why: 'rjsf\'s deepEquals is fast-equals\'s comparison with circular references and any two functions equal; ours does that for plain data and React elements in a third of the size',
  },
  branching('./shallowAllOfMerge.js', 'retrieveSchema|omitExtraData', 'shallowAllOfMerge'),
  branching('./getClosestMatchingOption.js', 'index|getDefaultFormState|omitExtraData|toPathSchema', 'getClosestMatchingOption'),
  branching('./getFirstMatchingOption.js', 'index|retrieveSchema|getClosestMatchingOption', 'getFirstMatchingOption'),
  branching('./findSelectedOptionInXxxOf.js', 'index|findFieldInSchema', 'findSelectedOptionInXxxOf'),
  branching('./sanitizeDataForNewSchema.js', 'index', 'sanitizeDataForNewSchema'),
  branching('./toPathSchema.js', 'index', 'toPathSchema'),
  {
    importer: rjsfSchema('index'), source: './omitExtraData.js', to: shim('rjsfOmitExtraData.ts'),
    why: 'only rjsf\'s Form omits extra data, and the app draws its screens without that Form (renderer/react/SchemaForm.tsx)',
  },
  {
    importer: /@rjsf[\\/]validator-ajv8[\\/]lib[\\/]precompiledValidator\.js$/, source: './processRawValidationErrors.js', to: shim('rjsfFormValidation.ts'),
    why: 'only rjsf\'s Form validates with it, and the app draws its screens without that Form (renderer/react/SchemaForm.tsx); screens are checked with the validator\'s rawValidation (renderer/react/validators.ts)',
  },
  {
    importer: /react-i18next[\\/]dist[\\/]es[\\/]useTranslation\.js$/, source: 'use-sync-external-store/shim', to: shim('useSyncExternalStore.ts'),
    why: 'the shim, for React before 18, answers with React\'s own useSyncExternalStore whenever React has one, as ours (18 and later) does',
  },
  axiosForms('../helpers/toFormData.js', 'defaults[\\\\/]index', 'toFormData'),
  axiosForms('./helpers/toFormData.js', 'axios', 'toFormData'),
  axiosForms('./toFormData.js', 'helpers[\\\\/](toURLEncodedForm|AxiosURLSearchParams)', 'toFormData'),
  axiosForms('../helpers/toURLEncodedForm.js', 'defaults[\\\\/]index', 'toURLEncodedForm'),
  axiosForms('../helpers/formDataToJSON.js', 'defaults[\\\\/]index', 'formDataToJSON'),
  axiosForms('./helpers/formDataToJSON.js', 'axios', 'formDataToJSON'),
  axiosForms('./AxiosURLSearchParams.js', 'helpers[\\\\/]buildURL', 'AxiosURLSearchParams'),
  ...(['./cancel/CancelToken.js', './helpers/HttpStatusCode.js'] as const).map((source): ImportRedirect => ({
    importer: axiosLib('axios'), source, to: shim('axiosExtras.ts'), pick: source.replace(/^.*\/(\w+)\.js$/, '$1'),
    why: 'axios only attaches them to its default export for callers; ours cancels by timeout and reads statuses as numbers (renderer/engine/api.ts)',
  })),
];

/** A library that does nothing when imported, only when called: an import nobody calls is left out. */
export interface SideEffectFree { source: string; why: string }

export const sideEffectFree: readonly SideEffectFree[] = [
  {
    source: 'jsonata',
    why: 'the journey model\'s walks (renderer/journey, imported by each effect kind beside its run) read expressions with it in Node only; the browser loads JSONata with a screen whose rules need it (rules/evaluator.ts), and a CommonJS module imported but unused would otherwise still be run with the start screen',
  },
];

/** A module whose default export is one named export of a stand-in: \0library-trim-pick:<name>:<file>. */
const PICK = '\0library-trim-pick:';

export function libraryTrim(redirects: readonly ImportRedirect[] = importRedirects, pure: readonly SideEffectFree[] = sideEffectFree): Plugin {
  return {
    name: 'library-trim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (pure.some((p) => p.source === source)) {
        return this.resolve(source, importer, { ...options, skipSelf: true }).then((resolved) => (resolved ? { ...resolved, moduleSideEffects: false } : null));
      }
      if (!importer) return null;
      const redirect = redirects.find((r) => r.source === source && r.importer.test(importer));
      if (!redirect) return null;
      return redirect.pick ? `${PICK}${redirect.pick}:${redirect.to}` : redirect.to;
    },
    load(id) {
      if (!id.startsWith(PICK)) return null;
      const [name, file] = [id.slice(PICK.length, id.indexOf(':', PICK.length)), id.slice(id.indexOf(':', PICK.length) + 1)];
      return `export { ${name} as default } from ${JSON.stringify(file)};`;
    },
  };
}
