// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { uiItems } from '../../../scripts/check/uiSchema.js';
import { allowedCodes, contract, keysOf, lookupOptions } from '../../../widgets/lookupSelect/contract.js';
import { zipOf } from '../../../widgets/zipCode/contract.js';
import { fakeRuntime, flush, renderForm } from './harness.js';

// The shape of A22 (flows/calls.json, seeds 001 §3.7): CodeType, CodeID, CodeDescription, ParentType, ParentCodeID;
// a district is CodeType City with ParentType City and its city's code; a job type's ParentCodeID lists its title codes.
const A22 = [
  { CodeType: 'City', CodeID: '01', CodeDescription: '臺北市', CodeDescriptionEN: 'Taipei City' },
  { CodeType: 'City', CodeID: '05', CodeDescription: '新竹市' },
  { CodeType: 'City', CodeID: '10001', CodeDescription: '中正區', ParentType: 'City', ParentCodeID: '01' },
  { CodeType: 'City', CodeID: '10301', CodeDescription: '大同區', ParentType: 'City', ParentCodeID: '01' },
  { CodeType: 'City', CodeID: '30001', CodeDescription: '東區', ParentType: 'City', ParentCodeID: '05' },
  { CodeType: 'tpJobType', CodeID: 'J1', CodeDescription: '軍警', ParentCodeID: 'T1,T2' },
  { CodeType: 'tpJobType', CodeID: 'J2', CodeDescription: '學生', ParentCodeID: 'T3' },
  { CodeType: 'tpTitleType', CodeID: 'T1', CodeDescription: '將官' },
  { CodeType: 'tpTitleType', CodeID: 'T2', CodeDescription: '士官' },
  { CodeType: 'tpTitleType', CodeID: 'T3', CodeDescription: '學生' },
];

const str = (title: string) => ({ type: 'string' as const, title });
const address = {
  schema: { type: 'object' as const, properties: { HomeCity: str('縣市'), HomeArea: str('區域'), HomeZip: str('郵遞區號'), HomeAddr: str('地址') } },
  uiSchema: {
    HomeCity: { 'ui:widget': 'lookupSelect', 'ui:options': { source: "server.A22[CodeType = 'City' and $not($exists(ParentType))]", valueKey: 'CodeID', labelKey: 'CodeDescription', labelKeyByLanguage: { en: 'CodeDescriptionEN' } } },
    HomeArea: { 'ui:widget': 'lookupSelect', 'ui:options': { source: "server.A22[CodeType = 'City' and ParentType = 'City']", valueKey: 'CodeID', labelKey: 'CodeDescription', parentKey: 'ParentCodeID', parentField: 'HomeCity' } },
    HomeZip: { 'ui:widget': 'zipCode', 'ui:options': { areaField: 'HomeArea' } },
  },
};
const job = {
  schema: { type: 'object' as const, properties: { JobType: str('行業別'), TitleType: str('職稱') } },
  uiSchema: {
    JobType: { 'ui:widget': 'lookupSelect', 'ui:options': { source: "server.A22[CodeType = 'tpJobType']", valueKey: 'CodeID', labelKey: 'CodeDescription' } },
    TitleType: {
      'ui:widget': 'lookupSelect',
      'ui:options': { source: "server.A22[CodeType = 'tpTitleType']", valueKey: 'CodeID', labelKey: 'CodeDescription', parentField: 'JobType', parentSource: "server.A22[CodeType = 'tpJobType']", allowedKey: 'ParentCodeID' },
    },
  },
};
const runtime = () => fakeRuntime({ server: { A22 } }, { 'widgets.lookupSelect.choose': '請選擇' });
const select = (id: string) => document.getElementById(id) as HTMLSelectElement;
const labels = (id: string) => Array.from(select(id).options).map((o) => o.textContent);

afterEach(cleanup);

describe('address group: lookupSelect (city, area) and zipCode', () => {
  it('renders native labelled selects with the field ids and a read-only zip', async () => {
    await renderForm({ ...address, runtime: runtime() });
    expect(select('root_HomeCity').tagName).toBe('SELECT');
    expect(screen.getByLabelText('縣市')).toBe(select('root_HomeCity'));
    expect(screen.getByLabelText('區域')).toBe(select('root_HomeArea'));
    expect(labels('root_HomeCity')).toEqual(['請選擇', '臺北市', '新竹市']);
    expect(labels('root_HomeArea')).toEqual(['請選擇']);
    expect((screen.getByLabelText('郵遞區號') as HTMLInputElement).readOnly).toBe(true);
  });

  it('shows the current language\'s name where the entry has one', async () => {
    const rt = runtime();
    rt.language = () => 'en';
    await renderForm({ ...address, runtime: rt });
    expect(labels('root_HomeCity')).toEqual(['請選擇', 'Taipei City', '新竹市']);
  });

  it('city, then the areas of that city, then the zip from the first three characters of the area code', async () => {
    const h = await renderForm({ ...address, runtime: runtime() });
    fireEvent.change(select('root_HomeCity'), { target: { value: '01' } });
    await flush();
    expect(labels('root_HomeArea')).toEqual(['請選擇', '中正區', '大同區']);
    fireEvent.change(select('root_HomeArea'), { target: { value: '10301' } });
    await flush();
    expect(h.latest()).toMatchObject({ HomeCity: '01', HomeArea: '10301', HomeZip: '103' });
    expect((document.getElementById('root_HomeZip') as HTMLInputElement).value).toBe('103');
  });

  it('another city clears an area it does not hold, and the zip with it', async () => {
    const h = await renderForm({ ...address, runtime: runtime(), formData: { HomeCity: '01', HomeArea: '10001', HomeZip: '100' } });
    expect(select('root_HomeArea').value).toBe('10001');
    fireEvent.change(select('root_HomeCity'), { target: { value: '05' } });
    await flush();
    expect(labels('root_HomeArea')).toEqual(['請選擇', '東區']);
    expect(h.latest().HomeArea).toBeUndefined();
    expect(h.latest().HomeZip).toBeUndefined();
  });

  it('keeps an area set together with its city (a copy-address effect)', async () => {
    const h = await renderForm({ ...address, runtime: runtime(), formData: { HomeCity: '01', HomeArea: '10001', HomeZip: '100' } });
    await h.setForm({ HomeCity: '05', HomeArea: '30001', HomeZip: '300' });
    expect(select('root_HomeArea').value).toBe('30001');
    expect(h.changes.some((c) => c.HomeArea === undefined)).toBe(false);
    expect((document.getElementById('root_HomeZip') as HTMLInputElement).value).toBe('300');
  });

  it('keeps a restored area while the lookup is still loading', async () => {
    const rt = fakeRuntime({ server: {} });
    const h = await renderForm({ ...address, runtime: rt, formData: { HomeCity: '01', HomeArea: '10001', HomeZip: '100' } });
    expect(h.changes.some((c) => c.HomeArea === undefined)).toBe(false);
    await h.update({ server: { A22 } });
    expect(select('root_HomeArea').value).toBe('10001');
  });
});

describe('lookupSelect filtered by the parent entry\'s allowed codes (occupation by job type)', () => {
  it('offers only the title codes the chosen job type allows, and clears a title it does not', async () => {
    const h = await renderForm({ ...job, runtime: runtime() });
    expect(labels('root_TitleType')).toEqual(['請選擇']);
    fireEvent.change(select('root_JobType'), { target: { value: 'J1' } });
    await flush();
    expect(labels('root_TitleType')).toEqual(['請選擇', '將官', '士官']);
    fireEvent.change(select('root_TitleType'), { target: { value: 'T2' } });
    await flush();
    expect(h.latest().TitleType).toBe('T2');
    fireEvent.change(select('root_JobType'), { target: { value: 'J2' } });
    await flush();
    expect(labels('root_TitleType')).toEqual(['請選擇', '學生']);
    expect(h.latest().TitleType).toBeUndefined();
  });
});

describe('lookup helpers', () => {
  const keys = { valueKey: 'CodeID', labelKey: 'CodeDescription', parentKey: 'ParentCodeID' };
  it('reads other field names, and a lone entry as a list of one', () => {
    expect(lookupOptions({ Code: 'A', Name: 'a' }, { valueKey: 'Code', labelKey: 'Name', parentKey: 'P' })).toEqual([{ value: 'A', label: 'a' }]);
    expect(lookupOptions(A22, keys, { value: undefined })).toEqual([]);
  });
  it('allowed codes: a comma list or an array; an unknown parent allows nothing', () => {
    expect([...(allowedCodes(A22, 'J1', 'CodeID', 'ParentCodeID') ?? [])]).toEqual(['T1', 'T2']);
    expect([...(allowedCodes([{ CodeID: 'X', Allowed: ['T9'] }], 'X', 'CodeID', 'Allowed') ?? [])]).toEqual(['T9']);
    expect(allowedCodes(A22, 'J9', 'CodeID', 'ParentCodeID')?.size).toBe(0);
    expect(allowedCodes(A22, undefined, 'CodeID', 'ParentCodeID')).toBeUndefined();
  });
  it('zip: the first three characters, none for a short code', () => {
    expect(zipOf('10001')).toBe('100');
    expect(zipOf('10')).toBeUndefined();
  });
});

describe('the entry fields are config: the screen names them, the widget knows no call (issue 19)', () => {
  const faults = (options: Record<string, unknown>) =>
    uiItems({ uiSchema: { City: { 'ui:widget': 'lookupSelect', 'ui:options': options } } }, new Map([['lookupSelect', contract]]))
      .filter((item) => item.kind === 'fault').map((item) => (item as { message: string }).message);
  const A22_KEYS = { valueKey: 'CodeID', labelKey: 'CodeDescription' };

  it('the check: valueKey and labelKey are required; parentKey beside parentField, unless the parent filters by its own list', () => {
    expect(faults({ source: 'server.A22' })).toEqual(['widget "lookupSelect" needs the option "valueKey"', 'widget "lookupSelect" needs the option "labelKey"']);
    expect(faults({ source: 'server.A22', ...A22_KEYS })).toEqual([]);
    expect(faults({ source: 'server.A22', ...A22_KEYS, parentField: 'HomeCity' })).toEqual(['widget "lookupSelect" needs the option "parentKey" beside "parentField" (without "parentSource")']);
    expect(faults({ source: 'server.A22', ...A22_KEYS, parentField: 'HomeCity', parentKey: 'ParentCodeID' })).toEqual([]);
    expect(faults({ source: 'server.A22', ...A22_KEYS, parentField: 'JobType', parentSource: 'server.A22', allowedKey: 'ParentCodeID' })).toEqual([]);
  });

  it('at run time a missing key is a fault naming what is missing, never a guessed field', () => {
    expect(() => keysOf({ source: 'server.A22' })).toThrow('lookupSelect: ui:options needs valueKey and labelKey');
    expect(() => lookupOptions(A22, keysOf(A22_KEYS), { value: '01' })).toThrow('lookupSelect: ui:options needs parentKey beside parentField');
  });
});
