// widgets/rjsf/core.ts: which screens need rjsf's parts beyond the core registry the build's Form
// starts from (renderer/build/shims/rjsfDefaultRegistry.ts), and widgets/registry.ts loading them.
import { readdirSync, readFileSync } from 'node:fs';
import getFullRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import getCoreRegistry from '../../../renderer/build/shims/rjsfDefaultRegistry.js';
import { CORE_WIDGETS, schemaNeedsExtras, uiSchemaNeedsExtras } from '../../../widgets/rjsf/core.js';
import { fieldLoaders, loadScreenWidgets } from '../../../widgets/registry.js';

const ours = Object.keys(fieldLoaders);
const object = (properties: Record<string, RJSFSchema>): RJSFSchema => ({ type: 'object', properties });

describe('the core of rjsf a screen is drawn with', () => {
  it.each<[string, RJSFSchema, Record<string, unknown>, string | undefined]>([
    ['strings, booleans and display nulls', object({ a: { type: 'string', enum: ['x'] }, b: { type: 'boolean' }, c: { type: 'null' }, d: object({ e: { type: ['string', 'null'] } }) }), {}, undefined],
    ['an array', object({ list: { type: 'array', items: { type: 'string' } } }), {}, '#/properties/list: type "array"'],
    ['an array our field draws', object({ list: { type: 'array', items: { type: 'string' } } }), { list: { 'ui:field': 'consentList' } }, undefined],
    ['a number deep down', object({ d: object({ n: { type: 'integer' } }) }), {}, '#/properties/d/properties/n: type "integer"'],
    ['a field without a type', object({ n: {} }), {}, '#/properties/n: type undefined'],
    ['oneOf', object({ o: { type: 'string', oneOf: [{ const: 'a' }] } }), {}, '#/properties/o: oneOf'],
    ['a format', object({ m: { type: 'string', format: 'email' } }), {}, '#/properties/m: format'],
    ['a schema of additional properties', object({ g: { type: 'object', additionalProperties: { type: 'string' } } }), {}, '#/properties/g: additionalProperties'],
  ])('given %s, then the schema needs %s', (_, schema, uiSchema, why) => {
    expect(schemaNeedsExtras(schema, uiSchema, ours)).toBe(why);
  });

  it.each<[unknown, string | undefined]>([
    [{ a: { 'ui:widget': 'radio' }, b: { 'ui:widget': 'hidden' }, c: { 'ui:field': 'display' }, d: { 'ui:widget': 'otp' } }, undefined],
    [{ rows: { items: { a: { 'ui:widget': 'checkboxes' } } } }, 'ui:widget checkboxes'],
    [{ a: { 'ui:field': 'LayoutGridField' } }, 'ui:field LayoutGridField'],
    [{ 'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] } }, 'enableOptionalDataFieldForType'],
  ])('given the uiSchema %j, then it needs %s', (uiSchema, why) => {
    expect(uiSchemaNeedsExtras(uiSchema, ours)).toBe(why);
  });

  it('the core registry is rjsf\'s own for the core names, with the same defaults', () => {
    const core = getCoreRegistry();
    const full = getFullRegistry();
    const byName: Record<string, string> = { text: 'TextWidget', hidden: 'HiddenWidget', checkbox: 'CheckboxWidget', radio: 'RadioWidget', select: 'SelectWidget', textarea: 'TextareaWidget' };
    expect(Object.keys(core.widgets).sort()).toEqual(CORE_WIDGETS.map((n) => byName[n]).sort());
    for (const [name, widget] of Object.entries(core.widgets)) expect(widget, name).toBe(full.widgets[name]);
    for (const [name, field] of Object.entries(core.fields)) expect(field, name).toBe(full.fields[name]);
    for (const [name, template] of Object.entries(core.templates)) {
      if (name !== 'ButtonTemplates') expect(template, name).toBe(full.templates[name as keyof typeof full.templates]);
    }
    expect(core.templates.ButtonTemplates).toEqual(full.templates.ButtonTemplates);
    expect({ ...core, fields: 0, templates: 0, widgets: 0 }).toEqual({ ...full, fields: 0, templates: 0, widgets: 0 });
  });

  it.each(readdirSync('schemas').filter((f) => f.endsWith('.json')))('schemas/%s: loads rjsf\'s other parts exactly when its config needs them', async (file) => {
    const screen = JSON.parse(readFileSync(`schemas/${file}`, 'utf8')) as { id: string; schema: RJSFSchema; uiSchema?: Record<string, unknown> };
    const needs = schemaNeedsExtras(screen.schema, screen.uiSchema, ours) ?? uiSchemaNeedsExtras(screen.uiSchema, ours);
    const loaded = await loadScreenWidgets(screen);
    expect(loaded.rjsf !== undefined).toBe(needs !== undefined);
  });

  it('given a screen with an array rjsf draws, when its widgets load, then rjsf\'s array field and templates come with them', async () => {
    const loaded = await loadScreenWidgets({ id: 'X', schema: object({ list: { type: 'array', items: { type: 'string' } } }), uiSchema: {} });
    const full = getFullRegistry();
    expect(loaded.rjsf?.fields.ArrayField).toBe(full.fields.ArrayField);
    expect(loaded.rjsf?.templates.ArrayFieldTemplate).toBe(full.templates.ArrayFieldTemplate);
  });
});
