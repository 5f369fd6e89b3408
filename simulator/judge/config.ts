// What the bank judges an application with: the same config the browser runs (the screens, the
// A97 payload mapping, the constants, the texts, and what the journey model is built from), read
// from a config root once per change.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { constantValues, type ConstantsFile } from '../../renderer/engine/constNumber.js';
import type { ScreenConfig, ValidationRule } from '../../renderer/engine/types.js';
import type { Payload, PayloadFile } from '../../rules/payloads/types.js';
import type { JourneyInput } from '../../renderer/journey/index.js';

export type JudgedBy = { screen: string; fields: Record<string, string> } | { payload: string };

export interface JudgeConfig {
  /** Screen id -> config. */
  screens: Map<string, ScreenConfig>;
  /** A form's session key (a screen's saveAs: Form1Data) -> the screen that keeps it. */
  formScreens: Map<string, ScreenConfig>;
  /** flows/payloads.json's payloads. */
  payloads: Record<string, Payload>;
  consts: Record<string, unknown>;
  /** i18n key -> text, per language code. */
  texts: Record<string, Record<string, string>>;
  /** rules/validations.json's shared rule lists. */
  lists: Record<string, ValidationRule[]>;
  /** flows/session.json's keys that may be absent: true, or the JSONata condition for whom. */
  optional: Record<string, true | string>;
  /** flows/calls.json's judgedBy: call code -> the screen and the request key of each of its fields, or the payload it sends. */
  judgedBy: Record<string, JudgedBy>;
  /** The config the journey model is built from (renderer/journey), for the step order (judge/steps.ts). */
  journey: JourneyInput;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Nested locale objects as dotted keys ("form1.errNameChinese"). */
function flatten(obj: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries((obj ?? {}) as Record<string, unknown>)) {
    if (typeof v === 'string') out[`${prefix}${k}`] = v;
    else if (v && typeof v === 'object') flatten(v, `${prefix}${k}.`, out);
  }
  return out;
}

export function loadJudgeConfig(root: string): JudgeConfig {
  const screens = new Map<string, ScreenConfig>();
  const dir = path.join(root, 'schemas');
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.json') && statSync(path.join(dir, name)).isFile()) screens.set(name.slice(0, -5), readJson(path.join(dir, name)) as ScreenConfig);
  }
  const formScreens = new Map([...screens.values()].filter((s) => s.saveAs).map((s) => [s.saveAs!, s]));
  const payloadFile = readJson(path.join(root, 'flows/payloads.json')) as PayloadFile;
  const payloads = payloadFile.payloads;
  const texts: Record<string, Record<string, string>> = {};
  for (const name of readdirSync(path.join(root, 'locales'))) {
    if (name.endsWith('.json')) texts[name.slice(0, -5)] = flatten(readJson(path.join(root, 'locales', name)));
  }
  const session = readJson(path.join(root, 'flows/session.json')) as Record<string, Record<string, { optional?: true | string }>>;
  const optional: Record<string, true | string> = {};
  for (const group of ['seed', 'runtime']) {
    for (const [key, decl] of Object.entries(session[group] ?? {})) if (decl.optional !== undefined) optional[key] = decl.optional;
  }
  const lists = (readJson(path.join(root, 'rules/validations.json')) as { lists: Record<string, ValidationRule[]> }).lists;
  const callFile = readJson(path.join(root, 'flows/calls.json')) as { calls: Record<string, { judgedBy?: JudgedBy }> };
  const calls = callFile.calls;
  const judgedBy = Object.fromEntries(Object.entries(calls).filter(([, c]) => c.judgedBy).map(([code, c]) => [code, c.judgedBy!]));
  const journey: JourneyInput = {
    flow: readJson(path.join(root, 'flows/flow.json')), errors: readJson(path.join(root, 'flows/errors.json')), screens, calls: callFile, session,
    payloads: payloadFile,
    effectLists: existsSync(path.join(root, 'flows/effects.json')) ? readJson(path.join(root, 'flows/effects.json')) : undefined,
  };
  return {
    screens, formScreens, payloads, lists, optional, judgedBy, journey,
    consts: constantValues(readJson(path.join(root, 'flows/constants.json')) as ConstantsFile),
    texts,
  };
}

/** A text with its {placeholders} filled, as the app's i18next does. */
export function textOf(config: JudgeConfig, lang: string, key: string, params: Record<string, unknown> = {}): string {
  const text = config.texts[lang]?.[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (params[name] === undefined ? m : String(params[name])));
}
