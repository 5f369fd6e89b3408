// ScreenStore.drawLater (issue 22's pause): a text committed after a pause in typing is written and
// its rules run in one task, and the view hears of it in the next, once, so neither task blocks the
// page as long as both did together. Without it the view hears of every update at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialState, ScreenStore } from '../../../renderer/engine/screenStore.js';

const SCHEMA = { type: 'object', properties: { Name: { type: 'string' } } };

function listened() {
  const store = new ScreenStore(initialState({ schema: SCHEMA }, {}));
  const heard: Array<string | undefined> = [];
  store.subscribe(() => { heard.push(store.state.form.Name as string | undefined); });
  return { store, heard };
}

describe('ScreenStore.drawLater', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('given no drawLater, when the state is updated, then the view hears of it at once, each time', () => {
    const { store, heard } = listened();
    store.update({ form: { Name: 'L' } }, true);
    store.update({ form: { Name: 'Lin' } }, true);
    expect(heard).toEqual(['L', 'Lin']);
  });

  it('given drawLater, when the state is updated twice in the same task, then the view hears once, in the next task, of the latest state', () => {
    const { store, heard } = listened();
    store.drawLater();
    store.update({ form: { Name: 'L' } }, true);
    store.update({ form: { Name: 'Lin' } }, true);
    expect(heard).toEqual([]);
    expect(store.state.form.Name).toBe('Lin');
    vi.advanceTimersByTime(0);
    expect(heard).toEqual(['Lin']);
  });

  it('given drawLater and no update before the next task, then nothing is told, and later updates are heard at once', () => {
    const { store, heard } = listened();
    store.drawLater();
    vi.advanceTimersByTime(0);
    expect(heard).toEqual([]);
    store.update({ form: { Name: 'Lin' } }, true);
    expect(heard).toEqual(['Lin']);
  });

  it('given drawLater, when the screen is left before the next task, then nobody is told', () => {
    const { store, heard } = listened();
    store.drawLater();
    store.update({ form: { Name: 'Lin' } }, true);
    store.close();
    vi.advanceTimersByTime(0);
    expect(heard).toEqual([]);
  });
});
