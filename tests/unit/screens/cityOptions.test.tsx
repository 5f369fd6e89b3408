// @vitest-environment jsdom
// CONST-02 (001 §9 "City option codes: up to 90"), as decided in docs/spec-gaps.md '001 §9 city option
// codes (CONST-02)': the city selects of the real screens (Form1's registered and billing address,
// Form2's company address) list every city of the bank's A22 list, in its order, whatever the code: a
// list of 90 cities (codes 01 … 90, the seed's range) is shown whole, and the simulator's 22 cities with
// their Ministry of the Interior codes (63000 above 90, 09007 with a leading zero) are not filtered.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { buildLookups, type LookupsFile } from '../../../simulator/lookups.js';
import { fakeRuntime, renderForm } from '../widgets/harness.js';
import { loadScreen, readJson } from './screenChecks.js';

afterEach(cleanup);

const citySelects: Array<[screen: string, field: string]> = [['form1', 'HomeCity'], ['form1', 'BillCity'], ['form2', 'CompanyCity']];

/** The options (values) the real screen's city select shows for this A22 list, the placeholder left out. */
async function cityValues(screenId: string, field: string, A22: unknown[]): Promise<string[]> {
  const ui = (loadScreen(screenId).uiSchema as Record<string, Record<string, unknown>>)[field];
  await renderForm({
    schema: { type: 'object', properties: { [field]: { type: 'string', title: field } } },
    uiSchema: { [field]: ui },
    runtime: fakeRuntime({ server: { A22 } }, { 'widgets.lookupSelect.choose': '請選擇' }),
  });
  const select = document.getElementById(`root_${field}`) as HTMLSelectElement;
  return Array.from(select.options).map((o) => o.value).filter((v) => v !== '');
}

const two = (n: number) => String(n).padStart(2, '0');
const ninety = Array.from({ length: 90 }, (_, i) => ({ CodeType: 'City', CodeID: two(i + 1), CodeDescription: `城市${two(i + 1)}`, ParentType: '', ParentCodeID: '' }));
const district = { CodeType: 'City', CodeID: '10001', CodeDescription: '中正區', ParentType: 'City', ParentCodeID: '01' };

describe('CONST-02 city option codes up to 90: the whole list the bank gives', () => {
  it.each(citySelects)('%s %s lists 90 cities with codes 01 … 90, in the bank\'s order, and no district', async (screenId, field) => {
    const values = await cityValues(screenId, field, [...ninety, district]);
    expect(values).toHaveLength(90);
    expect(values[0]).toBe('01');
    expect(values[89]).toBe('90');
    expect(values).toEqual(ninety.map((c) => c.CodeID));
  });

  it.each(citySelects)('%s %s lists the simulator\'s 22 cities, codes above 90 and with a leading zero kept', async (screenId, field) => {
    const { list } = buildLookups(readJson<LookupsFile>('simulator/data/lookups.json'));
    const cities = list.filter((e) => e.CodeType === 'City' && !e.ParentType).map((e) => e.CodeID);
    const values = await cityValues(screenId, field, list);
    expect(values).toEqual(cities);
    expect(values).toHaveLength(22);
    expect(values).toEqual(expect.arrayContaining(['63000', '09007', '09020']));
  });
});
