// The fault panel's store: every fault is logged; one reported again (a
// re-render reporting the same uiSchema fault) is listed once.
import { describe, expect, it, vi } from 'vitest';
import { FaultStore } from '../../../renderer/react/faultStore.js';
import { uiSchemaFaults } from '../../../renderer/react/uiSchemaView.js';

describe('FaultStore', () => {
  it('lists a repeated fault once and tells listeners only of new ones', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new FaultStore();
    const heard = vi.fn();
    store.subscribe(heard);
    store.report(new Error('schemas/a.json#/uiSchema/ui:order: x'));
    store.report(new Error('schemas/a.json#/uiSchema/ui:order: x'));
    store.report('another');
    expect(store.get().map(String)).toEqual(['Error: schemas/a.json#/uiSchema/ui:order: x', 'another']);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledTimes(3);
    log.mockRestore();
  });
});

describe('uiSchemaFaults', () => {
  const schema = { type: 'object', properties: { A: { type: 'string' }, B: { type: 'object', properties: { C: { type: 'string' }, D: { type: 'string' } } } } };
  it('names what rjsf would refuse, at any depth, with file and pointer', () => {
    expect(uiSchemaFaults(schema, { 'ui:order': ['A', 'B'], B: { 'ui:order': ['C', 'E'] } }, 'schemas/s.json')).toEqual([
      'schemas/s.json#/uiSchema/B/ui:order: uiSchema order list does not contain property \'D\' (ui:order names "E", not a field of the schema)',
    ]);
  });
  it('accepts "*" for the rest', () => {
    expect(uiSchemaFaults(schema, { 'ui:order': ['B', '*'] }, 'schemas/s.json')).toEqual([]);
  });
});
