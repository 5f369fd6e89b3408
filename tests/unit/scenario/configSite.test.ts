// Where a traced effect of a named list is written (flows/effects.json), as coverage and the
// report name it, and its edges counted per route using the list.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EFFECT_LISTS_FILE } from '../../../renderer/effects/effectLists.js';
import { CoverageCollector } from '../../../scripts/scenario/coverage/collect.js';
import { configSite } from '../../../scripts/scenario/coverage/site.js';
import { edgeId, loadUniverse } from '../../../scripts/scenario/coverage/universe.js';

const universe = loadUniverse(resolve(import.meta.dirname, '../../..'));

describe('configSite', () => {
  it.each([
    ['schemas/gift.json#/onSubmit/2', 'schemas/gift.json#/onSubmit/2'],
    ['flows/effects.json#/lists/a/effects (used at schemas/x.json#/onLoad/2)/0/onFail/0/then/1', 'flows/effects.json#/lists/a/effects/0/onFail/0/then/1'],
    ['flows/effects.json#/lists/b/effects (used at flows/effects.json#/lists/a/effects (used at schemas/x.json#/onLoad/2)/3)/1/when', 'flows/effects.json#/lists/b/effects/1/when'],
  ])('%s is written at %s', (where, site) => {
    expect(configSite(where)).toBe(site);
  });
});

describe('a named list in coverage', () => {
  // A go of a list that two routes use: one edge per route in the model.
  const listGo = universe.edges.filter((e) => e.kind === 'go' && e.source.file === EFFECT_LISTS_FILE);
  const site = listGo.map((e) => `${e.source.file}#${e.source.pointer}`).find((s, i, all) => all.indexOf(s) !== i)!;
  const [one, other] = listGo.filter((e) => `${e.source.file}#${e.source.pointer}` === site);

  it('the model walks the lists where they are used (flows/effects.json passed to the journey)', () => {
    expect(site).toBeDefined();
    expect(one.from).not.toBe(other.from);
  });

  it('takes the list\'s edge from the route it ran on only', () => {
    const c = new CoverageCollector(universe);
    c.hear({ kind: 'route', path: one.from, refused: false });
    c.hear({ kind: 'effect', where: site.replace('/effects/', `/effects (used at schemas/somewhere.json#/onLoad/2)/`), effect: 'go' });
    const edges = c.finish().edges;
    expect(edges).toContain(edgeId(one));
    expect(edges).not.toContain(edgeId(other));
  });

  it('counts a list\'s condition at the list\'s own pointer', () => {
    const when = universe.conditions.find((s) => s.where.startsWith(`${EFFECT_LISTS_FILE}#`))!;
    const c = new CoverageCollector(universe);
    c.hear({ kind: 'condition', where: when.where.replace('/effects/', '/effects (used at schemas/x.json#/onLoad/1)/'), value: false });
    expect(c.finish().conditions[when.where]).toEqual([false, true]);
  });
});
