// What the checker knows of an effect comes from its kind's declaration (renderer/effects/kinds/):
// which fields are expressions, nested lists, texts, or names of other config.
import { fieldsOfType, kindOf, type EffectKind, type FieldType } from '../../renderer/effects/kind.js';
import { EFFECT_KINDS } from '../../renderer/effects/kinds.generated.js';
type Obj = Record<string, unknown>;

export type Kinds = readonly Pick<EffectKind<never>, 'key' | 'fields'>[];

/** The fields of this effect whose declared type is one of these, with their values. */
export function fieldsOf(effect: Obj, types: FieldType[], kinds: Kinds = EFFECT_KINDS): [string, unknown][] {
  return fieldsOfType(effect, kindOf(effect, kinds), ...types);
}
