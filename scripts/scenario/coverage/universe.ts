// What coverage is counted against, from the config alone: the routes of flows/flow.json, the
// journey model's edges (renderer/journey), every condition of a next rule or a `when` effect, every
// visible / required / readonly / validate rule of a screen (a shared rule list expanded in its place,
// as the runtime does), every code of flows/errors.json and every call of flows/calls.json. A named
// effect list (flows/effects.json) counts once, at its own file and pointer, wherever it is used.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EFFECT_LISTS_FILE, listPointer } from '../../../renderer/effects/effectLists.js';
import { buildJourney, type Edge, type Journey } from '../../../renderer/journey/index.js';
import { expandValidate, usesList } from '../../../renderer/engine/sharedRules.js';
import type { ValidationRule } from '../../../renderer/engine/types.js';
import { effectLists, effectsIn, entries, field, items, str } from '../../check/walk.js';

export interface Site { where: string; expr: string; kind: string; source?: string }

export interface Universe {
  journey: Journey;
  routes: string[];
  /** The model's edges, one per way (the same effect walked from two lists is one edge). */
  edges: Edge[];
  /** Next-rule and `when` conditions: where (file#pointer) -> expression. */
  conditions: Site[];
  /** Screen rules (visible, required, readonly, validate when and assert). */
  rules: Site[];
  errors: string[];
  calls: string[];
}

const readJson = (root: string, file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'));

export const edgeId = (e: Pick<Edge, 'from' | 'to' | 'source'>): string => `${e.from}→${e.to ?? '(outside)'} ${e.source.file}#${e.source.pointer}`;

/** The `when` effects of effect lists (pointer, list), by where each condition is written. */
function whenSites(file: string, lists: Iterable<[string, unknown]>): Site[] {
  const out: Site[] = [];
  for (const [pointer, list] of lists) {
    for (const site of effectsIn(list, pointer)) {
      const when = str(site.effect.when);
      if (when) out.push({ where: `${file}#${site.pointer}/when`, expr: when, kind: 'when' });
    }
  }
  return out;
}

/** Conditions of one config file: its next rules' `when`, and each `when` effect. */
function conditionsOf(file: string, config: unknown): Site[] {
  const next = items(field(config, 'next')).flatMap((rule, i) => {
    const when = str(field(rule, 'when'));
    return when ? [{ where: `${file}#/next/${i}/when`, expr: when, kind: 'next' }] : [];
  });
  return [...next, ...whenSites(file, effectLists(config))];
}

/** Conditions of flows/effects.json's named lists. */
function listConditions(effectLists: unknown): Site[] {
  return whenSites(EFFECT_LISTS_FILE, entries(field(effectLists, 'lists')).map(([name, list]) => [listPointer(name), field(list, 'effects')] as [string, unknown]));
}

/** A screen's rules as the runtime evaluates them, named by its pointers (validate by the expanded index). */
function rulesOf(file: string, config: unknown, lists: Record<string, ValidationRule[]>): Site[] {
  const out: Site[] = [];
  const rules = field(config, 'rules');
  for (const group of ['visible', 'required', 'readonly']) {
    for (const [name, expr] of entries(field(rules, group))) if (typeof expr === 'string') out.push({ where: `${file}#/rules/${group}/${name}`, expr, kind: group });
  }
  const written = items(field(rules, 'validate')) as ValidationRule[];
  // Where each expanded rule is written: in the screen, or in a shared list of rules/validations.json.
  const sources = written.flatMap((entry, i) => (usesList(entry) ? (lists[entry.use] ?? []).map((_, j) => `rules/validations.json#/lists/${entry.use}/${j}`) : [`${file}#/rules/validate/${i}`]));
  expandValidate(written, lists).forEach((rule, i) => {
    const at = `${file}#/rules/validate/${i}`;
    const source = sources[i] === at ? undefined : sources[i];
    if (rule.when) out.push({ where: `${at}/when`, expr: rule.when, kind: 'validate when', ...(source ? { source } : {}) });
    out.push({ where: `${at}/assert`, expr: rule.assert, kind: 'validate', ...(source ? { source } : {}) });
  });
  return out;
}

export function loadUniverse(root: string): Universe {
  const flow = readJson(root, 'flows/flow.json');
  const ids = readdirSync(join(root, 'schemas')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
  const screens = new Map(ids.map((id) => [id, readJson(root, `schemas/${id}.json`)]));
  const lists = (field(readJson(root, 'rules/validations.json'), 'lists') ?? {}) as Record<string, ValidationRule[]>;
  const effectLists = existsSync(join(root, EFFECT_LISTS_FILE)) ? readJson(root, EFFECT_LISTS_FILE) : undefined;
  const journey = buildJourney({
    flow, screens, errors: readJson(root, 'flows/errors.json'), calls: readJson(root, 'flows/calls.json'),
    session: readJson(root, 'flows/session.json'), payloads: readJson(root, 'flows/payloads.json'), effectLists,
  });
  const seen = new Set<string>();
  const edges = journey.edges.filter((e) => !seen.has(edgeId(e)) && Boolean(seen.add(edgeId(e))));
  const files = [...screens].map(([id, config]) => [`schemas/${id}.json`, config] as const);
  return {
    journey,
    routes: journey.nodes.map((n) => n.path),
    edges,
    conditions: [...conditionsOf('flows/flow.json', flow), ...files.flatMap(([file, config]) => conditionsOf(file, config)), ...listConditions(effectLists)],
    rules: files.flatMap(([file, config]) => rulesOf(file, config, lists)),
    errors: Object.keys((field(readJson(root, 'flows/errors.json'), 'errors') ?? {}) as object),
    calls: Object.keys((field(readJson(root, 'flows/calls.json'), 'calls') ?? {}) as object),
  };
}
