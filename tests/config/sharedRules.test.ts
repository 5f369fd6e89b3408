// Shared rule lists (rules/validations.json): a rules.validate entry { "use": name } stands for the
// named list in its place, at run time (renderer/engine/sharedRules.ts, used by validation.ts) and
// in the checker (scripts/check/load.ts), which then checks each shared rule in each screen that
// uses it; an unknown name is a fault at the entry. The start screen and /QueryLogin share the ID
// and birthday checks this way (QRY-03).
import { mkdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/check/index.js';
import { expandValidate, VALIDATION_LISTS } from '../../renderer/engine/sharedRules.js';
import { minimalTree, REPO_ROOT, type ConfigTree } from './configTree.js';

const A = 'schemas/a.json';
let tree: ConfigTree | undefined;
afterEach(() => tree?.remove());

const screen = (file: string) => JSON.parse(readFileSync(`${REPO_ROOT}/${file}`, 'utf8'));

describe('expandValidate (run time)', () => {
  it('replaces { use } by the named list, in place, and keeps the other rules', () => {
    const lists = { pair: [{ field: 'x', assert: 'true', message: 'm1' }, { field: 'y', assert: 'true', message: 'm2' }] };
    const own = { field: 'z', assert: 'false', message: 'm3' };
    expect(expandValidate([own, { use: 'pair' } as never, own], lists).map((r) => r.message)).toEqual(['m3', 'm1', 'm2', 'm3']);
  });

  it('an unknown list name throws, naming it and the lists', () => {
    expect(() => expandValidate([{ use: 'nope' } as never], { pair: [] })).toThrow(/unknown rule list "nope".*pair/);
  });

  it('the start screen and /QueryLogin use the same list, with the four ID and birthday checks', () => {
    for (const file of ['schemas/index.json', 'schemas/queryLogin.json']) expect(screen(file).rules.validate).toContainEqual({ use: 'idAndBirthday' });
    expect(VALIDATION_LISTS.idAndBirthday.map((r) => r.message)).toEqual(['err.idInvalid', 'err.birthdayInvalid', 'err.under20', 'err.over65']);
  });
});

describe('the checker', () => {
  async function withUse(use: string, lists: Record<string, unknown>) {
    tree = minimalTree();
    mkdirSync(`${tree.dir}/rules`, { recursive: true });
    tree.write('rules/validations.json', JSON.stringify({ version: 1, lists }));
    tree.edit(A, (j) => { j.rules = { ...(j.rules ?? {}), validate: [{ use }] }; });
    return checkConfig(tree.dir);
  }

  it('given a known list whose rules are sound, then no fault', async () => {
    tree = minimalTree();
    const field = Object.keys(tree.read(A).schema.properties)[0];
    const message = tree.read(A).title as string;
    tree.remove();
    const { faults } = await withUse('own', { own: [{ field, assert: `$exists(form.${field})`, message }] });
    expect(faults.filter((f) => f.pointer.includes('/rules/validate'))).toEqual([]);
  });

  it('given a shared rule whose message key is missing in the locales, then the screen using it gets that fault', async () => {
    const { faults } = await withUse('own', { own: [{ assert: 'true', message: 'no.such.key' }] });
    expect(faults.map((f) => `${f.file}#${f.pointer}`)).toContain(`${A}#/rules/validate/0/message`);
  });

  it('given an unknown list, then the fault points at the entry and names the lists', async () => {
    const { faults } = await withUse('idAndBirthdy', { idAndBirthday: [{ assert: 'true', message: 'x' }] });
    const f = faults.find((x) => x.pointer === '/rules/validate/0/use');
    expect(f?.file).toBe(A);
    expect(f?.message).toContain('idAndBirthday');
  });

  it('given a shared rule naming a field the screen does not have, then the screen using it gets the fault', async () => {
    const { faults } = await withUse('bad', { bad: [{ field: 'NoSuchField', assert: 'form.NoSuchField = 1', message: 'x' }] });
    expect(faults.some((f) => f.file === A && f.pointer.startsWith('/rules/validate/0'))).toBe(true);
  });
});
