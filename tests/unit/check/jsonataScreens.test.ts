// scripts/check/jsonataScreens.ts: the screens with a rule beyond the plain part of JSONata load
// JSONata with them (virtual:jsonata-screens, read by renderer/react/main.tsx's screen loader);
// the others are answered without it (issue 22: today's start screens among them; the start
// screen's weight is held by tests/browser's budget).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configTree, jsonataScreenIds, jsonataScreensOf, needsJsonata, plainThrough } from '../../../scripts/check/jsonataScreens.js';
import { screenExprSites } from '../../../scripts/check/exprSites.js';

const root = resolve(import.meta.dirname, '../../..');
const screen = (data: Record<string, unknown>) => ({ file: 'schemas/t.json', data: { id: 't', schema: { type: 'object', properties: {} }, ...data } });

describe('which screens load JSONata', () => {
  it('a shared rule counts as what it says: plain through it, or not', () => {
    const named = { plain: "form.A = 'Y'", regexy: '$match(form.A, /a/)', viaPlain: "$named('plain', $$)", loop: "$named('loop', $$)" };
    expect(plainThrough("$named('plain', $$) and form.B = 'N'", named)).toBe(true);
    expect(plainThrough("$named('viaPlain', $$)", named)).toBe(true);
    expect(plainThrough("$named('regexy', $$)", named)).toBe(false);
    expect(plainThrough("$named('missing', $$)", named)).toBe(false);
    expect(plainThrough("$named('loop', $$)", named)).toBe(false);
  });

  it('a screen with a rule beyond the plain part, in its rules, its effects or a named effect list it uses', async () => {
    const tree = await configTree(root);
    expect(needsJsonata(tree, screen({ rules: { visible: { A: "form.B = 'Y'" } } }))).toBe(false);
    expect(needsJsonata(tree, screen({ rules: { visible: { A: '$now() > 0' } } }))).toBe(true);
    expect(needsJsonata(tree, screen({ onLoad: [{ set: { X: "$sift(form, function($v) { $v })" } }] }))).toBe(true);
    // restoreVerifiedSession reads a served JSON text with $eval
    expect(needsJsonata(tree, screen({ onLoad: [{ use: 'restoreVerifiedSession' }] }))).toBe(true);
  });

  it('given the repository\'s config, the module names each screen with a site beyond the plain part, and no other', async () => {
    const tree = await configTree(root);
    const ids = await jsonataScreenIds(root);
    for (const loaded of tree.screens.values()) {
      const id = (loaded.data as { id: string }).id;
      expect(ids.includes(id), id).toBe(screenExprSites(tree, loaded).some((site) => !plainThrough(site.expr)));
    }
    // What the plugin serves when the build does not hand it the list (npm start).
    const plugin = jsonataScreensOf(root);
    const id = (plugin.resolveId as (id: string) => string | undefined)('virtual:jsonata-screens');
    expect(await (plugin.load as (id: string) => Promise<string | undefined>)(id!)).toBe(`export const jsonataScreens = ${JSON.stringify(ids)};`);
  });
});
