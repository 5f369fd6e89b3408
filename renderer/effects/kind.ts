// What one effect kind declares, in its own file under renderer/effects/kinds/: its fields (from
// which its meta-schema fragment and its TypeScript type are generated, and from which the checker
// knows which fields are expressions, effect lists, i18n keys or names of other config), its line
// in the config guide and what the journey model's walk makes of it (the export named after the
// kind), and how the runner runs it (the export `run`). The two are apart so that the app's bundle
// takes only the runners (renderer/effects/runners.generated.ts imports `run` alone).
import type { EvalContext } from '../../rules/context.js';
import type { CallOptions } from '../engine/api.js';
import type { WalkTools, Way } from '../journey/walkParts.js';
import type { Obj } from '../journey/json.js';

/**
 * What a field holds. Each type has one JSON Schema (scripts/effectsGen.ts) and one TypeScript
 * type; the checker reads the named ones: expr, exprMap and numberOrExpr are JSONata (checked
 * and run), effects a nested list, i18nKey a text of locales/, and route, errorCode, popup,
 * action, service, formField, effectList the name of a route, catalogue entry, popup, screen
 * action, runtime service, form field or named effect list of flows/effects.json (each must exist).
 */
export type FieldType =
  | 'expr' | 'exprMap' | 'numberOrExpr' | 'i18nKey' | 'effects' | 'returns' | 'back'
  | 'string' | 'boolean' | 'true'
  | 'callCode' | 'route' | 'errorCode' | 'popup' | 'action' | 'service' | 'formField' | 'effectList';

export interface FieldSpec {
  type: FieldType;
  required?: true;
  /** Said in the meta-schema (editors show it) and on the generated TypeScript field. */
  doc?: string;
}

/** The primitives a screen offers its effects (the screen's effect host implements them). */
export interface EffectEnv {
  /** False once the screen was left: its pending steps must not act. */
  active(): boolean;
  context(): EvalContext;
  call(code: string, body: Record<string, unknown>, options?: CallOptions): Promise<Record<string, unknown>>;
  /** A file call: multipart to the proxy endpoint, the body as ApiData beside the file; onProgress hears the fraction sent. */
  callFile(code: string, body: Record<string, unknown>, file?: Blob, fileName?: string, onProgress?: (fraction: number) => void): Promise<Record<string, unknown>>;
  keepResponse(name: string, response: unknown): void;
  setSession(values: Record<string, unknown>): void;
  setForm(values: Record<string, unknown>): void;
  fieldError(field: string, message: string, params: Record<string, unknown>): void;
  /** A message with one button: the error label, or with `notice` the notice label (a message that asks nothing to be revised). */
  alert(message: string, params: Record<string, unknown>, notice?: boolean): void;
  /** A form error for the funnel with no field (an alert the config marks formError). */
  formError?(message: string): void;
  popup(name: string, params: Record<string, unknown>): void | Promise<void>;
  fail(code: string, params: Record<string, unknown>): Promise<void>;
  go(route: string, pageState?: string): void;
  next(): Promise<void>;
  redirect(url: string, delayMs: number, clearSession: boolean): Promise<void>;
  service(name: string, args: Record<string, unknown>): Promise<void>;
  run(action: string): Promise<Outcome>;
  /** A named effect list of flows/effects.json (the `use` kind); undefined when there is none of that name. */
  effectList?(name: string): readonly unknown[] | undefined;
  wait(ms: number): Promise<void>;
}

/** 'halt': the list ended the screen's work (navigation, failure, redirect or stop); nothing after it runs. */
export type Outcome = 'continue' | 'halt';

/** What the runner lends a kind: running a nested list (when's branches, a call's onFail). */
export interface RunTools {
  runList(effects: readonly unknown[] | undefined, env: EffectEnv, where: string): Promise<Outcome>;
}

export interface EffectKind<E = Obj> {
  /** The key that names the kind in config ("call", "set" ...): its discriminator. */
  key: string;
  /** Its place among the kinds (the meta-schema's discriminator, the guide's table): an effect with two kinds' keys is judged as the first. */
  order: number;
  /** The generated TypeScript interface's name and doc. */
  typeName: string;
  doc: string;
  /** Every field, the key first. */
  fields: Record<string, FieldSpec>;
  /** Extra JSON Schema keywords of the kind's closed schema (dependencies, if/then). */
  schema?: Record<string, unknown>;
  /** The config guide's line: how it is written and what it does (markdown). */
  guide: { writes: string; does: string };
  /** The journey model's walk: the way after this step, or undefined when no way goes on past it. */
  walk(effect: Obj, at: string, way: Way, tools: WalkTools): Way | undefined;
}

/** How the runner runs a kind (a kind file's `run` export). */
export type EffectRunner<E = never> = (effect: E, env: EffectEnv, where: string, tools: RunTools) => Promise<Outcome>;


/** The kind of a config effect: the first kind whose key it has. */
export function kindOf<K extends { key: string }>(effect: unknown, kinds: readonly K[]): K | undefined {
  if (typeof effect !== 'object' || effect === null || Array.isArray(effect)) return undefined;
  return kinds.find((kind) => kind.key in effect);
}

/** The fields of an effect's kind that have this type, with their values (absent ones left out). */
export function fieldsOfType(effect: Obj, kind: Pick<EffectKind, 'fields'> | undefined, ...types: FieldType[]): [string, unknown][] {
  if (!kind) return [];
  return Object.entries(kind.fields).filter(([name, spec]) => types.includes(spec.type) && name in effect).map(([name]) => [name, effect[name]]);
}
