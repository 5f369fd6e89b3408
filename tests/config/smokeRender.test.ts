// The smoke render of npm run check: every screen rendered headlessly under
// pairwise contexts (CustomerType, ApplyShortForm, IsOCR, IBMB, language) with
// every expression evaluated. A fault names the file, the pointer and the
// context; the real config renders clean (tests/config/realConfig.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/check/index.js';
import { pairwise, type Factor } from '../../scripts/check/smokeContexts.js';
import { widgets } from '../../widgets/index.js';
import { minimalTree, type ConfigTree } from './configTree.js';

let tree: ConfigTree | undefined;
afterEach(() => {
  tree?.remove();
  delete (widgets as Record<string, unknown>).demoInput;
});

async function check(change: (t: ConfigTree) => void) {
  tree = minimalTree();
  change(tree);
  return checkConfig(tree.dir);
}

const A = 'schemas/a.json';

describe('pairwise contexts', () => {
  const factors: Factor[] = [['CustomerType', ['NTB', 'ETB', 'ETP']], ['ApplyShortForm', ['Y', 'N']], ['IsOCR', ['Y', 'N']], ['IBMB', ['Y', 'N']], ['language', ['zh-TW', 'en']]];
  it('covers every pair of values in far fewer rows than the full product (48)', () => {
    const rows = pairwise(factors);
    expect(rows.length).toBeLessThanOrEqual(8);
    for (let i = 0; i < factors.length; i++) {
      for (let j = i + 1; j < factors.length; j++) {
        for (const a of factors[i][1]) {
          for (const b of factors[j][1]) expect(rows.some((r) => r[factors[i][0]] === a && r[factors[j][0]] === b), `${a} with ${b}`).toBe(true);
        }
      }
    }
  });
});

describe('the smoke render', () => {
  it('a rule that fails only for one CustomerType: its pointer and that context', async () => {
    const { faults } = await check((t) => t.edit(A, (j) => { j.rules.visible.Agree = "session.CustomerType = 'ETP' ? $number('all') : true"; }));
    expect(faults, JSON.stringify(faults, null, 1)).toHaveLength(1);
    expect(faults[0]).toMatchObject({ file: A, pointer: '/rules/visible/Agree' });
    expect(faults[0].message).toMatch(/^smoke render \(CustomerType ETP, ApplyShortForm [YN], IsOCR [YN], IBMB [YN], language (zh-TW|en)\): D3030 Unable to cast value to a number: "all"/);
  });

  it('a request body that fails at run time (arithmetic on a text), in an effect never run here', async () => {
    const { faults } = await check((t) => t.edit(A, (j) => { j.onLoad[0].request = "{ 'CTID': session.CustomerType + 1 }"; }));
    expect(faults, JSON.stringify(faults, null, 1)).toHaveLength(1);
    expect(faults[0]).toMatchObject({ file: A, pointer: '/onLoad/0/request' });
    expect(faults[0].message).toContain('T2001');
  });

  it('a widget option that must give a number and gives a text', async () => {
    const { faults } = await check((t) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:options'].seconds = 'session.CustomerType'; }));
    expect(faults, JSON.stringify(faults, null, 1)).toHaveLength(1);
    expect(faults[0]).toMatchObject({ file: A, pointer: '/uiSchema/IDNO/ui:options/seconds' });
    expect(faults[0].message).toContain('`session.CustomerType` gives "NTB", not a number');
  });

  it('rjsf refusing the form (an order given in ui:options, which no static check reads)', async () => {
    const { faults } = await check((t) => t.edit(A, (j) => { j.uiSchema['ui:options'] = { order: ['IDNO'] }; }));
    expect(faults, JSON.stringify(faults, null, 1)).toHaveLength(1);
    expect(faults[0]).toMatchObject({ file: A, pointer: '/uiSchema' });
    expect(faults[0].message).toContain('rjsf refuses the form: Invalid "root" object field configuration: uiSchema order list does not contain property \'Agree\'');
  });

  it('a widget that throws', async () => {
    (widgets as Record<string, unknown>).demoInput = () => { throw new Error('demoInput broke'); };
    const { faults } = await check(() => undefined);
    expect(faults, JSON.stringify(faults, null, 1)).toHaveLength(1);
    expect(faults[0]).toMatchObject({ file: A, pointer: '/uiSchema' });
    expect(faults[0].message).toMatch(/^smoke render \(.*\): the form failed to render: demoInput broke$/);
  });

  it('a screen whose config already has a fault is not rendered (its fault is not repeated)', async () => {
    const { faults } = await check((t) => t.edit(A, (j) => { j.uiSchema['ui:order'] = ['IDNo', 'Agree']; }));
    expect(faults.map((f) => f.pointer)).toEqual(['/uiSchema/ui:order/0']);
  });
});
