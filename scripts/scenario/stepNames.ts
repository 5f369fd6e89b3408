// A step whose keys name no step kind (a typo such as "expectTxt"): told as the nearest kind
// ("did you mean expectText?"), as the check tells every other unknown name, instead of the
// meta-schema's list of all kinds. Read by loadScenario and by `npm run check`.
import type { ErrorObject } from 'ajv';
import { plainError } from '../check/ajvMessages.js';
import { nearest } from '../check/didYouMean.js';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The step kinds of schemas/meta/scenario.schema.json (each key of `step` with its own `<kind>Step` definition), and the keys that go beside a kind (query beside goto). */
export interface StepNames { kinds: string[]; companions: Map<string, string[]> }

export function stepKinds(meta: unknown): StepNames {
  const definitions = isObj(meta) && isObj(meta.definitions) ? meta.definitions : {};
  const step = isObj(definitions.step) && isObj(definitions.step.properties) ? definitions.step.properties : {};
  const kinds = Object.keys(step).filter((key) => Object.hasOwn(definitions, `${key}Step`));
  const companions = new Map<string, string[]>();
  for (const kind of kinds) {
    const own = definitions[`${kind}Step`];
    for (const key of Object.keys(isObj(own) && isObj(own.properties) ? own.properties : {})) {
      if (key !== kind) companions.set(key, [...(companions.get(key) ?? []), kind]);
    }
  }
  return { kinds, companions };
}

/** What is wrong with a step that names no kind, or undefined when it names one. */
export function unknownStepMessage(step: unknown, names: StepNames): string | undefined {
  const { kinds, companions } = names;
  if (!isObj(step)) return undefined;
  const keys = Object.keys(step);
  if (keys.some((k) => kinds.includes(k))) return undefined;
  if (keys.length === 0) return 'an empty step: a step is named by its key (expectRoute, fill, submit …)';
  const companion = keys.find((k) => companions.has(k));
  if (companion && keys.every((k) => companions.has(k))) return `"${companion}" is not a step of its own: it goes beside ${companions.get(companion)!.join(' or ')}`;
  // The key nearest to a kind is the misspelt one; its companions (language, event …) are not.
  const guesses = keys.map((key) => ({ key, near: nearest(key, kinds) }));
  const guess = guesses.find((g) => g.near !== undefined);
  if (guess) return `unknown step "${guess.key}"; did you mean "${guess.near}"?`;
  return `unknown step "${keys[0]}": no step kind is near it (the kinds: schemas/meta/scenario.schema.json, docs/config-guide.md)`;
}

/** ajv's fault of a scenario file in plain words; a step that names no kind is told its nearest kind. */
export function scenarioFault(e: ErrorObject, kinds: StepNames): { pointer: string; message: string } | undefined {
  const plain = plainError(e);
  if (plain && e.keyword === 'not' && /^\/steps\/\d+$/.test(plain.pointer)) return { pointer: plain.pointer, message: unknownStepMessage(e.data, kinds) ?? plain.message };
  return plain;
}
