// Reads a scenario file and refuses it before it runs: JSON syntax (line and
// column), schemas/meta/scenario.schema.json (every fault with its JSON
// pointer), and languages that flows/languages.json does not list.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { syntaxMessage } from '../check/load.js';
import { readLanguageList } from '../../renderer/headless/nodeLocales.js';
import { scenarioFault, stepKinds, type StepNames } from './stepNames.js';
import type { Scenario } from './types.js';

export class ScenarioFileError extends Error {
  constructor(readonly file: string, readonly faults: { pointer: string; message: string }[]) {
    super(faults.map((f) => `${file}#${f.pointer}: ${f.message}`).join('\n'));
    this.name = 'ScenarioFileError';
  }
}

const validators = new Map<string, { validate: ValidateFunction; kinds: StepNames }>();

/** The meta-schema's validator and its step kinds, compiled once per root. */
function validator(root: string): { validate: ValidateFunction; kinds: StepNames } {
  let compiled = validators.get(root);
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, verbose: true, strictTypes: false, strictRequired: false, allowUnionTypes: true, logger: false });
    const meta = JSON.parse(readFileSync(join(root, 'schemas/meta/scenario.schema.json'), 'utf8')) as object;
    compiled = { validate: ajv.compile(meta), kinds: stepKinds(meta) };
    validators.set(root, compiled);
  }
  return compiled;
}


/** The scenario of `path`, or a ScenarioFileError naming every fault with file and pointer. */
export function loadScenario(path: string, root: string): Scenario {
  const file = relative(root, path).startsWith('..') ? path : relative(root, path);
  const text = readFileSync(path, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new ScenarioFileError(file, [{ pointer: '', message: syntaxMessage(text, err as Error) }]);
  }
  const { validate, kinds } = validator(root);
  const faults: { pointer: string; message: string }[] = [];
  if (!validate(data)) {
    for (const e of validate.errors ?? []) {
      const plain = scenarioFault(e, kinds);
      if (plain && !faults.some((f) => f.pointer === plain.pointer && f.message === plain.message)) faults.push(plain);
    }
  }
  const codes = readLanguageList(root).languages.map((l) => l.code);
  const language = (at: string, value: unknown) => {
    if (typeof value === 'string' && !codes.includes(value)) faults.push({ pointer: at, message: `unknown language "${value}" (flows/languages.json lists ${codes.join(', ')})` });
  };
  const scenario = data as Partial<Scenario> | null;
  language('/language', scenario?.language);
  (Array.isArray(scenario?.steps) ? scenario.steps : []).forEach((step, i) => language(`/steps/${i}/language`, (step as { language?: unknown } | null)?.language));
  if (faults.length) throw new ScenarioFileError(file, faults);
  return data as Scenario;
}
