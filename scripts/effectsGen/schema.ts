// The effect kinds' part of schemas/meta/effects.schema.json: the discriminator `effect` and one
// closed schema per kind, from each kind's fields. The file's other definitions (expr, popups ...)
// are written by hand and kept as they are.
import type { EffectKind, FieldSpec, FieldType } from '../../renderer/effects/kind.js';

type Json = Record<string, unknown>;
const ref = (name: string): Json => ({ $ref: `#/definitions/${name}` });
const name: Json = { type: 'string', minLength: 1 };

const BY_TYPE: Record<FieldType, Json> = {
  expr: ref('expr'), exprMap: ref('exprMap'), numberOrExpr: ref('numberOrExpr'), i18nKey: ref('i18nKey'),
  effects: ref('effects'), returns: ref('returns'), back: ref('back'),
  string: name, boolean: { type: 'boolean' }, true: { const: true },
  callCode: name, route: name, errorCode: name, popup: name, action: name, service: name, formField: name, effectList: name,
};

const fieldSchema = (spec: FieldSpec): Json => ({ ...BY_TYPE[spec.type], ...(spec.doc ? { description: spec.doc } : {}) });
export const definitionName = (kind: Pick<EffectKind, 'key'>): string => `${kind.key}Effect`;
const GENERATED = 'generated from renderer/effects/kinds/';

function kindSchema(kind: EffectKind): Json {
  const required = Object.entries(kind.fields).filter(([, spec]) => spec.required).map(([field]) => field);
  const properties = Object.fromEntries(Object.entries(kind.fields).map(([field, spec]) => [field, fieldSchema(spec)]));
  return { $comment: `${GENERATED}${kind.key}.ts`, type: 'object', required, additionalProperties: false, properties, ...kind.schema };
}

/** `effect`: the properties of every kind for editors, then an if/else chain to the kind's own closed schema. */
function discriminator(kinds: readonly EffectKind[]): Json {
  const properties: Json = {};
  for (const kind of kinds) for (const [field, spec] of Object.entries(kind.fields)) if (!(field in properties)) properties[field] = fieldSchema(spec);
  let chain: Json = { not: {}, description: `an effect needs one of the keys ${kinds.map((k) => k.key).join(', ')}` };
  for (const kind of [...kinds].reverse()) chain = { if: { required: [kind.key] }, then: ref(definitionName(kind)), else: chain };
  const { else: rest, ...first } = chain;
  return {
    $comment: `${GENERATED}*.ts by scripts/effectsGen.ts`,
    description: 'One step, named by its key. The properties list is for editors; the kind\'s own closed schema below catches typos.',
    type: 'object', properties, ...first, else: rest,
  };
}

const isGenerated = (def: unknown): boolean => typeof (def as Json | null)?.$comment === 'string' && String((def as Json).$comment).startsWith(GENERATED);

/** The meta-schema with its effect definitions made from these kinds (in place of `effect`), the rest kept. */
export function effectsMetaSchema(current: Json, kinds: readonly EffectKind[]): Json {
  const old = (current.definitions ?? {}) as Json;
  const kindNames = new Set(kinds.map(definitionName));
  const definitions: Json = {};
  for (const [key, def] of Object.entries(old)) {
    if (key === 'effect') {
      definitions.effect = discriminator(kinds);
      for (const kind of kinds) definitions[definitionName(kind)] = kindSchema(kind);
    } else if (!kindNames.has(key) && !isGenerated(def)) definitions[key] = def;
  }
  return { ...current, definitions };
}
