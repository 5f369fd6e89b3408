// widgets/registry.ts: the browser's lazy registry loads exactly what a screen's uiSchema names,
// the same components as the eager maps (widgets/index.ts), and faults a name it does not know.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { contracts, fields, widgets } from '../../../widgets/index.js';
import { fieldLoaders, loadScreenWidgets, namesUsed, prefetchWidgets, widgetLoaders } from '../../../widgets/registry.js';

describe('the lazy registry', () => {
  it('has the eager registry\'s names, each loading the same component and its own contract', async () => {
    expect(Object.keys(widgetLoaders).sort()).toEqual(Object.keys(widgets).sort());
    expect(Object.keys(fieldLoaders).sort()).toEqual(Object.keys(fields).sort());
    for (const [name, load] of Object.entries(widgetLoaders)) expect(await load(), name).toEqual({ component: widgets[name], contract: contracts[name] });
    for (const [name, load] of Object.entries(fieldLoaders)) expect(await load(), name).toEqual({ component: fields[name], contract: contracts[name] });
  });

  it('given a uiSchema, when its names are read, then ui:widget and ui:field at any depth, rjsf\'s own widgets left out', () => {
    const ui = {
      a: { 'ui:widget': 'otp' }, b: { 'ui:widget': 'hidden' }, c: { 'ui:field': 'display' },
      rows: { items: { d: { 'ui:widget': 'digits' } } }, list: [{ 'ui:field': 'summary' }],
    };
    const used = namesUsed(ui);
    expect([...used.widgets].sort()).toEqual(['digits', 'otp']);
    expect([...used.fields].sort()).toEqual(['display', 'summary']);
  });

  it.each(readdirSync('schemas').filter((f) => f.endsWith('.json')))('loads what schemas/%s names, and nothing else', async (file) => {
    const screen = JSON.parse(readFileSync(`schemas/${file}`, 'utf8')) as { id: string; uiSchema?: unknown };
    const used = namesUsed(screen.uiSchema);
    const loaded = await loadScreenWidgets(screen);
    expect(Object.keys(loaded.widgets).sort()).toEqual([...used.widgets].sort());
    expect(Object.keys(loaded.fields).sort()).toEqual([...used.fields].sort());
    expect(Object.keys(loaded.contracts).sort()).toEqual([...used.widgets, ...used.fields].sort());
  });

  it('prefetchWidgets starts the loads of the widgets and fields named, and leaves an unknown name to loadScreenWidgets', () => {
    const otp = vi.spyOn(widgetLoaders as Record<string, () => Promise<unknown>>, 'otp');
    const display = vi.spyOn(fieldLoaders as Record<string, () => Promise<unknown>>, 'display');
    const digits = vi.spyOn(widgetLoaders as Record<string, () => Promise<unknown>>, 'digits');
    try {
      expect(() => prefetchWidgets(['otp', 'display', 'noSuchWidget', 'toString'])).not.toThrow();
      expect(otp).toHaveBeenCalledTimes(1);
      expect(display).toHaveBeenCalledTimes(1);
      expect(digits).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('faults a name it does not know, naming it and the screen', async () => {
    await expect(loadScreenWidgets({ id: 'IndexPage', uiSchema: { x: { 'ui:widget': 'otpp' } } }))
      .rejects.toThrow(/Unknown widget "otpp" on screen "IndexPage" \(known widgets: otp, /);
    await expect(loadScreenWidgets({ id: 'Gift', uiSchema: { x: { 'ui:field': 'toString' } } }))
      .rejects.toThrow(/Unknown field "toString" on screen "Gift"/);
  });
});
