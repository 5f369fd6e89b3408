// The journey model of the config the studio shows (renderer/journey, the same model the check
// walks), the applicants it is walked for, and the one the persona selects pick.
import { buildJourney, contextGraph, contexts, dimensions, type Context, type ContextGraph, type Dimension, type Journey } from '../../renderer/journey/index.js';
import { field, strings } from '../../renderer/journey/json.js';
import { namedRules } from '../../rules/named/index.js';
import type { StudioConfig } from '../server/configPayload.js';

export interface StudioModel {
  journey: Journey;
  dims: Dimension[];
  contexts: Context[];
  starts: string[];
}

export function modelOf(config: StudioConfig): StudioModel {
  const journey = buildJourney({
    flow: config.flow, errors: config.errors, calls: config.calls, session: config.session, payloads: config.payloads, effectLists: config.effectLists,
    screens: new Map(Object.entries(config.screens)),
  });
  const dims = dimensions(config.flow);
  const starts = strings(field(field(config.flow, 'journey'), 'starts'));
  return { journey, dims, contexts: contexts(dims, namedRules), starts: starts.length ? starts : [journey.landing] };
}

export type Chosen = Record<string, string | null>;

export interface PersonaChoice {
  /** Per dimension, the values an applicant with the choices before it can have. */
  options: { key: string; values: (string | null)[]; value: string | null }[];
  context: Context | undefined;
}

/**
 * The applicant the selects describe: each dimension offers the values the model's applicants
 * have given the dimensions before it (Channel only in banking); a choice no longer offered
 * falls back to the first value offered.
 */
export function personaChoice(dims: Dimension[], all: Context[], chosen: Chosen): PersonaChoice {
  let pool = all;
  const options: PersonaChoice['options'] = [];
  for (const d of dims) {
    const values = [...new Set(pool.map((c) => c.values[d.key] ?? null))];
    const value = d.key in chosen && values.includes(chosen[d.key]) ? chosen[d.key] : values[0] ?? null;
    options.push({ key: d.key, values, value });
    pool = pool.filter((c) => (c.values[d.key] ?? null) === value);
  }
  return { options, context: pool[0] };
}

/** The applicant's walk (renderer/journey contextGraph): the ways they may take, the screens reached. */
export function walkOf(model: StudioModel, context: Context | undefined): ContextGraph | undefined {
  return context ? contextGraph(model.journey, context, model.starts, namedRules) : undefined;
}
