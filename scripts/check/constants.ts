// flows/constants.json as the checks see it: each name with its declared type
// (schemas/meta/constants.schema.json). A constant whose entry is malformed is
// the meta-schema check's fault; here it counts as declared, of no known type.
import { entries, field, str } from './walk.js';
import type { Tree } from './types.js';

export type ConstType = 'integer' | 'number' | 'string' | 'boolean';

/** name -> declared type (undefined when the entry is malformed); empty when the file is missing. */
export function constantTypes(tree: Tree): Map<string, ConstType | undefined> {
  return new Map(entries(field(tree.constants?.data, 'constants')).map(([name, c]) => [name, str(field(c, 'type')) as ConstType | undefined]));
}

/** Whether a constant of this type may stand where a number is needed. */
export const isNumberType = (type: ConstType | undefined): boolean => type === 'integer' || type === 'number';
