// renderer/react/screenLoader.ts: what the build knows a screen needs (its widgets, JSONata) is
// asked for while its config is still on its way, not after it arrives (issue 22's first render:
// one round of fetches, not two); what the config names is still loaded from the config itself.
import { describe, expect, it, vi } from 'vitest';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { screenLoader, type ScreenLoaderParts } from '../../../renderer/react/screenLoader.js';

const form1 = { id: 'form1', schema: { type: 'object', properties: {} } } as unknown as ScreenConfig;

/** A config fetch that the test ends: the loader's calls can be seen while it is pending. */
function pending<T>() {
  let end!: (value: T) => void;
  const promise = new Promise<T>((ok) => { end = ok; });
  return { promise, end };
}

function parts(over: Partial<ScreenLoaderParts> = {}): ScreenLoaderParts {
  return {
    config: () => () => Promise.resolve(form1),
    texts: async () => undefined,
    addTexts: vi.fn(),
    validator: async () => ({}),
    needs: { widgets: { form1: ['lookupSelect', 'display'], other: ['otp'] }, jsonata: ['form1'] },
    prefetchWidgets: vi.fn(),
    loadJsonata: vi.fn(async () => undefined),
    loadNamed: vi.fn(async () => undefined),
    ...over,
  };
}

describe('screenLoader', () => {
  it("asks for the screen's widgets and JSONata before its config has arrived", async () => {
    const config = pending<ScreenConfig>();
    const p = parts({ config: () => () => config.promise });
    const loading = screenLoader(p)('form1');
    await Promise.resolve();
    expect(p.prefetchWidgets).toHaveBeenCalledWith(['lookupSelect', 'display']);
    expect(p.loadJsonata).toHaveBeenCalledTimes(1);
    expect(p.loadNamed).not.toHaveBeenCalled();
    config.end(form1);
    await expect(loading).resolves.toBe(form1);
    // what the config itself names is loaded from the config that arrived
    expect(p.loadNamed).toHaveBeenCalledWith(form1);
  });

  it('a screen the build lists no widgets and no JSONata for starts neither', async () => {
    const p = parts();
    await screenLoader(p)('landing');
    expect(p.prefetchWidgets).toHaveBeenCalledWith([]);
    expect(p.loadJsonata).not.toHaveBeenCalled();
    // (an inherited name is no screen's list)
    await screenLoader(p)('toString');
    expect(p.prefetchWidgets).toHaveBeenLastCalledWith([]);
  });

  it('waits for JSONata and the named tables before it hands the screen on; a failed JSONata fails the load', async () => {
    const jsonata = pending<void>();
    const p = parts({ loadJsonata: () => jsonata.promise });
    let done = false;
    const loading = screenLoader(p)('form1').then(() => { done = true; });
    await new Promise((ok) => setTimeout(ok, 0));
    expect(done).toBe(false);
    jsonata.end();
    await loading;
    expect(done).toBe(true);
    await expect(screenLoader(parts({ loadJsonata: () => Promise.reject(new Error('offline')) }))('form1')).rejects.toThrow('offline');
  });

  it("adds the screen's own texts before it is handed on, and names a screen the build does not have", async () => {
    const p = parts({ texts: async () => ({ form1: { title: 'T' } }) });
    await screenLoader(p)('form1');
    expect(p.addTexts).toHaveBeenCalledWith({ form1: { title: 'T' } });
    await expect(screenLoader(parts({ config: () => undefined }))('nowhere')).rejects.toThrow('schemas/nowhere.json does not exist');
  });
});
