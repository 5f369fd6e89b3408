// flows/constants.json as the checks see it: each name with its declared type
// (schemas/meta/constants.schema.json). A constant whose entry is malformed is
// the meta-schema check's fault; here it counts as declared, of no known type.
// brand/branding.json adds its own (consts.cardPageUrl), as the app does.
import { brandConstants } from '../../renderer/engine/branding.js';
import { entries, field, str } from './walk.js';
import type { Tree } from './types.js';

export type ConstType = 'integer' | 'number' | 'string' | 'boolean';

/** name -> declared type (undefined when the entry is malformed); empty when the file is missing. */
export function constantTypes(tree: Tree): Map<string, ConstType | undefined> {
  const types = new Map(entries(field(tree.constants?.data, 'constants')).map(([name, c]) => [name, str(field(c, 'type')) as ConstType | undefined]));
  for (const name of Object.keys(brandingConstants(tree))) types.set(name, 'string');
  return types;
}

/** The values brand/branding.json adds to consts; none without a branding file. */
export function brandingConstants(tree: Tree): Record<string, unknown> {
  if (!tree.branding) return {};
  return brandConstants({ cardPageUrl: str(field(tree.branding.data, 'cardPageUrl')) ?? '' });
}

/** Whether a constant of this type may stand where a number is needed. */
export const isNumberType = (type: ConstType | undefined): boolean => type === 'integer' || type === 'number';
