// renderer/build/startWidgets.ts: the start screens are the landing and where its load effects go
// (not where a submit goes); the widgets they draw are one set (widgetSetsPlugin.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildJourney } from '../../../renderer/journey/build.js';
import { startScreenIds, startScreens, startWidgetNames } from '../../../renderer/build/startWidgets.js';
import { namesUsed } from '../../../widgets/namesUsed.js';
import { fieldLoaders, widgetLoaders } from '../../../widgets/registry.js';

const root = resolve(import.meta.dirname, '../../..');

describe('the start screens', () => {
  it('given a landing that goes on load to /A, and /A whose submit goes to /B, then the landing and A', () => {
    const flow = { routes: [{ path: '/', screen: 'landing' }, { path: '/A', screen: 'a' }, { path: '/B', screen: 'b' }] };
    const screens = {
      landing: { id: 'landing', onLoad: [{ when: 'query.x', then: [{ go: '/A' }] }] },
      a: { id: 'a', next: [{ go: '/B' }] },
      b: { id: 'b' },
    };
    expect(startScreens(buildJourney({ flow, errors: { errors: {} }, screens }))).toEqual(['landing', 'a']);
  });

  it('given the repository\'s config, then its landing and the screens its load effects go to', () => {
    const flow = JSON.parse(readFileSync(resolve(root, 'flows/flow.json'), 'utf8')) as { routes: { path: string; screen?: string }[] };
    const landing = flow.routes.find((r) => r.path === '/')!.screen!;
    const ids = startScreenIds(root);
    expect(ids[0]).toBe(landing);
    expect(ids.length).toBeGreaterThan(1);
  });

  it('given the repository\'s config, then the widgets its start screens\' uiSchemas name, each a folder the registry loads', () => {
    const flow = JSON.parse(readFileSync(resolve(root, 'flows/flow.json'), 'utf8')) as { routes: { path: string; screen?: string }[] };
    const landing = flow.routes.find((r) => r.path === '/')!.screen!;
    const landingUi = (JSON.parse(readFileSync(resolve(root, `schemas/${landing}.json`), 'utf8')) as { uiSchema: unknown }).uiSchema;
    const names = startWidgetNames(root);
    const used = namesUsed(landingUi);
    expect(names).toEqual(expect.arrayContaining([...used.widgets, ...used.fields]));
    const registry = readFileSync(resolve(root, 'widgets/loaders.ts'), 'utf8');
    for (const name of names) {
      expect(Object.hasOwn(widgetLoaders, name) || Object.hasOwn(fieldLoaders, name), name).toBe(true);
      expect(registry, name).toMatch(new RegExp(`  ${name}: \\(\\) => import\\('\\./${name}/`));
    }
  });
});
