// Stand in for @rjsf/utils's utilities for schemas that branch, in the browser build
// (renderer/build/libraryTrimPlugin.ts): rjsf reaches them only for a screen schema with allOf,
// anyOf, oneOf, if, dependencies or patternProperties at any depth, or additionalProperties at its
// root (whose resolved schema then changes with the data). No screen schema has them: visibility and
// required-when are rules, option lists are lookups (DESIGN.md), and `npm run check` refuses one
// (BRANCHING_KEYWORDS, scripts/check/screenSchemas.ts). Together about 13 KB gzip with
// @x0k/json-schema-merge.
import { notInBuild } from './notInBuild.js';

/** The schema keywords that lead rjsf to these utilities: anywhere, and at the root only. */
export const BRANCHING_KEYWORDS = { anywhere: ['allOf', 'anyOf', 'oneOf', 'if', 'dependencies', 'patternProperties'], atRoot: ['additionalProperties'] } as const;

const why = `a screen schema with ${BRANCHING_KEYWORDS.anywhere.join(', ')} or, at its root, ${BRANCHING_KEYWORDS.atRoot.join(', ')}`;
export const shallowAllOfMerge = notInBuild('rjsf\'s shallowAllOfMerge', why);
export const getClosestMatchingOption = notInBuild('rjsf\'s getClosestMatchingOption', why);
export const getFirstMatchingOption = notInBuild('rjsf\'s getFirstMatchingOption', why);
export const findSelectedOptionInXxxOf = notInBuild('rjsf\'s findSelectedOptionInXxxOf', why);
export const sanitizeDataForNewSchema = notInBuild('rjsf\'s sanitizeDataForNewSchema', why);
/** Deprecated in rjsf and called by nothing of it since omitExtraData stopped using it. */
export const toPathSchema = notInBuild('rjsf\'s toPathSchema', 'deprecated, and called by nothing of rjsf\'s or ours');
