// The studio's map input on the repository's config: every route of flows/flow.json is a box,
// every move of the journey model between two routes is drawn once per pair, ways that leave the
// app are counted on their route; dagre places every box and way; the persona selects follow the
// model's applicants (flows/flow.json journey.contexts); faults find their route, way and field.
import { describe, expect, it } from 'vitest';
import { moves } from '../../../renderer/journey/index.js';
import { faultsByRoute, fieldOf, isOnWay, routesOf } from '../../../studio/src/faults.js';
import { layoutInput, place } from '../../../renderer/journey/layout.js';
import { modelOf, personaChoice, walkOf } from '../../../studio/src/model.js';
import { screenTexts } from '../../../studio/src/texts.js';
import { readStudioConfig } from '../../../studio/server/configPayload.js';
import { ROOT } from '../screens/screenChecks.js';

const config = await readStudioConfig(ROOT, 1);
const model = modelOf(config);
const flow = config.flow as { routes: { path: string }[]; journey: { contexts: { key: string; values: (string | null)[] }[] } };

describe('layout input', () => {
  const input = layoutInput(model.journey);

  it('one box per route of flows/flow.json', () => {
    expect(input.nodes.map((n) => n.id).sort()).toEqual(flow.routes.map((r) => r.path).sort());
  });

  it('every move between two routes is in exactly one drawn way, keyed by its pair; leaves and any-screen edges are not drawn', () => {
    const drawn = input.ways.flatMap((w) => w.edges);
    const inApp = model.journey.edges.filter((e) => e.from !== '*' && moves(e));
    expect(drawn).toHaveLength(inApp.length);
    for (const w of input.ways) for (const e of w.edges) expect([e.from, model.journey.resolve(e.to!) ?? e.to]).toEqual([w.from, w.to]);
    expect(new Set(input.ways.map((w) => w.id)).size).toBe(input.ways.length);
    const left = [...input.leaves.values()].flat().length + input.anyScreen.length;
    expect(left + drawn.length).toBe(model.journey.edges.length);
  });

  it('dagre places every box and every way, within the drawing', () => {
    const placed = place(input, (w) => w.id);
    for (const n of input.nodes) {
      const p = placed.nodes.get(n.id)!;
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(placed.width);
      expect(p.y).toBeLessThanOrEqual(placed.height);
    }
    for (const w of input.ways) expect(placed.ways.get(w.id)!.length).toBeGreaterThanOrEqual(2);
  });
});

describe('persona', () => {
  it('one select per dimension of journey.contexts, in its order; Channel offers its cases only in banking', () => {
    const choice = personaChoice(model.dims, model.contexts, {});
    expect(choice.options.map((o) => o.key)).toEqual(flow.journey.contexts.map((d) => d.key));
    const channel = flow.journey.contexts.find((d) => d.key === 'Channel')!;
    const offline = personaChoice(model.dims, model.contexts, { IBMB: 'N' });
    expect(offline.options.find((o) => o.key === 'Channel')!.values).toEqual(channel.values);
    const banking = personaChoice(model.dims, model.contexts, { IBMB: 'Y' });
    expect(banking.options.find((o) => o.key === 'Channel')!.values.length).toBeGreaterThan(1);
  });

  it('the chosen applicant is one of the model\'s, walked from the journey\'s starts', () => {
    const choice = personaChoice(model.dims, model.contexts, { CustomerType: 'ETB', IBMB: 'N', Agent: null });
    expect(choice.context!.values).toMatchObject({ CustomerType: 'ETB', IBMB: 'N', Agent: null });
    const walk = walkOf(model, choice.context)!;
    for (const start of model.starts) expect(walk.reachable.has(model.journey.resolve(start) ?? start)).toBe(true);
  });
});

describe('faults on the map', () => {
  const form1 = model.journey.nodes.find((n) => n.screen === 'form1')!;
  it('a screen file\'s fault is on its routes, a field pointer names the field, a flow route pointer its route', () => {
    const fault = { file: 'schemas/form1.json', pointer: '/rules/visible/NameEnglish', message: 'x' };
    expect(routesOf(fault, model.journey)).toEqual([form1.path]);
    expect(fieldOf(fault)).toBe('NameEnglish');
    expect(fieldOf({ ...fault, pointer: '/uiSchema/ui:order' })).toBeUndefined();
    expect(routesOf({ file: 'flows/flow.json', pointer: `/routes/${form1.routeIndex}/pageStates`, message: 'x' }, model.journey)).toEqual([form1.path]);
    expect(faultsByRoute([fault], model.journey).get(form1.path)).toEqual([fault]);
  });

  it('a fault inside a next rule is on its way', () => {
    const way = layoutInput(model.journey).ways.find((w) => w.from === form1.path)!;
    const e = way.edges[0];
    expect(isOnWay({ file: e.source.file, pointer: `${e.source.pointer}/when`, message: 'x' }, way)).toBe(true);
    expect(isOnWay({ file: e.source.file, pointer: `${e.source.pointer}0`, message: 'x' }, way)).toBe(false);
  });
});

describe('texts of a screen', () => {
  it('every key the config names in the screen\'s file, in each language; a key missing in one is undefined there', () => {
    const rows = screenTexts('form1', 'schemas/form1.json', config.textSites, config.locales);
    const named = new Set(config.textSites.filter((s) => s.file === 'schemas/form1.json').map((s) => s.key));
    expect(rows.filter((r) => r.where.length > 0).map((r) => r.key).sort()).toEqual([...named].sort());
    const broken = screenTexts('form1', 'schemas/form1.json', config.textSites, { ...config.locales, en: { ...(config.locales.en as object), form1: { extraKey: 'x' } } });
    expect(broken.find((r) => r.key === 'form1.title')!.texts.en).toBeUndefined();
    expect(broken.find((r) => r.key === 'form1.extraKey')!.where).toEqual([]);
  });
});
