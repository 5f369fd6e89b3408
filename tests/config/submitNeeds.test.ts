// submit.needs (what the disabled main button still waits for) is checked like the rest of the
// config: its conditions are compiled expressions whose form fields must exist, its texts are i18n
// keys present in every locale, and the meta-schema refuses an entry without either. Each fault
// names the file and the JSON pointer of the need.
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/check/index.js';
import { minimalTree, type ConfigTree } from './configTree.js';

const A = 'schemas/a.json';
let tree: ConfigTree | undefined;
afterEach(() => tree?.remove());

async function withNeeds(needs: unknown, locales = true) {
  tree = minimalTree();
  tree.edit(A, (j) => { j.submit.needs = needs; });
  if (locales) for (const file of ['locales/zh-TW.json', 'locales/en.json']) tree.edit(file, (j) => { j.a.needAgree = 'x'; });
  return checkConfig(tree.dir);
}

describe('submit.needs', () => {
  it('given a need with a condition on a declared field and a text in every locale, then no fault', async () => {
    const { faults } = await withNeeds([{ holds: 'form.Agree = true', text: 'a.needAgree' }]);
    expect(faults).toEqual([]);
  });

  it('given a condition naming a field the screen does not have, then the fault points at its holds', async () => {
    const { faults } = await withNeeds([{ holds: 'form.Agree = true', text: 'a.needAgree' }, { holds: 'form.Agre = true', text: 'a.needAgree' }]);
    expect(faults.map((f) => `${f.file}#${f.pointer}`)).toEqual([`${A}#/submit/needs/1/holds`]);
    expect(faults[0].message).toContain('Agree');
  });

  it('given a condition that does not compile, then the fault points at its holds', async () => {
    const { faults } = await withNeeds([{ holds: 'form.Agree = ', text: 'a.needAgree' }]);
    expect(faults.map((f) => `${f.file}#${f.pointer}`)).toEqual([`${A}#/submit/needs/0/holds`]);
  });

  it('given a text key missing in the locales, then the fault points at its text and names both locales', async () => {
    const { faults } = await withNeeds([{ holds: 'form.Agree = true', text: 'a.needAgree' }], false);
    expect(faults.map((f) => `${f.file}#${f.pointer}`)).toEqual([`${A}#/submit/needs/0/text`]);
    expect(faults[0].message).toContain('locales/zh-TW.json and locales/en.json');
  });

  it('given a need without its text, then the meta-schema refuses it', async () => {
    const { faults } = await withNeeds([{ holds: 'form.Agree = true' }]);
    expect(faults.length).toBeGreaterThan(0);
    expect(faults.every((f) => f.file === A && f.pointer.startsWith('/submit/needs/0'))).toBe(true);
  });
});
