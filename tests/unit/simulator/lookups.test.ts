// A22 (001 §3.7): every city and district of Taiwan with its real zip code, and the code lists;
// A71 other nationalities. DOMAIN.md's examples are the check on the data package.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCustomersFile, loadCustomers } from '../../../simulator/data.js';
import { startTestSim, type Body, type TestSim } from './helpers.js';

let sim: TestSim;
let list: Body[];
beforeAll(async () => {
  sim = await startTestSim();
  list = (await sim.call('A22')) as unknown as Body[];
});
afterAll(async () => { await sim.close(); });

const cities = () => list.filter((e) => e.CodeType === 'City' && e.ParentCodeID === '');
const areasOf = (cityName: string) => {
  const city = cities().find((c) => c.CodeDescription === cityName)!;
  return list.filter((e) => e.CodeType === 'City' && e.ParentType === 'City' && e.ParentCodeID === city.CodeID);
};
const zip = (area: Body) => String(area.CodeID).slice(0, 3);

describe('A22 cities and districts', () => {
  it('has the 22 cities and counties with their administrative codes (臺北市 63000)', () => {
    expect(cities()).toHaveLength(22);
    expect(cities().find((c) => c.CodeDescription === '臺北市')).toMatchObject({ CodeID: '63000', CodeDescriptionEN: 'Taipei City' });
    expect(cities().find((c) => c.CodeDescription === '金門縣')?.CodeID).toBe('09020');
  });

  it('has the 368 districts, each under a city, each code unique and starting with its 3-digit zip', () => {
    const areas = list.filter((e) => e.CodeType === 'City' && e.ParentType === 'City');
    expect(areas).toHaveLength(368);
    const cityCodes = new Set(cities().map((c) => c.CodeID));
    expect(areas.filter((a) => !cityCodes.has(a.ParentCodeID))).toEqual([]);
    const codes = list.filter((e) => e.CodeType === 'City').map((e) => e.CodeID);
    expect(new Set(codes).size).toBe(codes.length);
    expect(areas.filter((a) => !/^\d{5}$/.test(a.CodeID))).toEqual([]);
  });

  it.each([
    ['臺北市', '中正區', '100'], ['臺北市', '大安區', '106'], ['臺北市', '信義區', '110'], ['新竹市', '東區', '300'],
    ['新竹市', '北區', '300'], ['新竹市', '香山區', '300'], ['嘉義市', '東區', '600'], ['嘉義市', '西區', '600'],
    ['基隆市', '仁愛區', '200'], ['臺南市', '中西區', '700'], ['連江縣', '南竿鄉', '209'], ['臺東縣', '綠島鄉', '951'],
  ])('%s%s has zip %s', (city, area, code) => {
    expect(zip(areasOf(city).find((a) => a.CodeDescription === area)!)).toBe(code);
  });

  it('districts that share a zip get distinct codes (新竹市 30001, 30002, 30003)', () => {
    expect(areasOf('新竹市').map((a) => a.CodeID)).toEqual(['30001', '30002', '30003']);
  });

  it('leaves out the uninhabited island codes (釣魚臺 290, 東沙 817, 南沙 819) and fixes the package\'s English typos', () => {
    const zips = list.filter((e) => e.ParentType === 'City').map(zip);
    for (const z of ['290', '817', '819']) expect(zips).not.toContain(z);
    expect(areasOf('臺北市').find((a) => a.CodeDescription === '大同區')?.CodeDescriptionEN).toBe('Datong District');
    expect(areasOf('彰化縣').find((a) => a.CodeDescription === '員林市')?.CodeDescriptionEN).toBe('Yuanlin City');
  });
});

describe('A22 code lists', () => {
  const of = (type: string) => list.filter((e) => e.CodeType === type);

  it.each(['IssueJcicCode', 'Education', 'HouseOwn', 'tpJobType', 'tpTitleType', 'LoanFor', 'RelCode'])('has %s entries', (type) => {
    expect(of(type).length).toBeGreaterThan(2);
    for (const e of of(type)) expect(e.CodeDescription && e.CodeDescriptionEN && e.CodeID).toBeTruthy();
  });

  it('a job type carries the comma list of its allowed title codes, each a known title', () => {
    const titles = new Set(of('tpTitleType').map((t) => t.CodeID));
    for (const job of of('tpJobType')) {
      expect(job.ParentType).toBe('tpTitleType');
      for (const t of String(job.ParentCodeID).split(',')) expect(titles.has(t), `${job.CodeID} allows ${t}`).toBe(true);
    }
    expect(of('tpJobType').find((j) => j.CodeDescription === '學生')?.ParentCodeID).toBe('16');
  });

  it('issue places include the old counties older ID cards carry (北縣)', () => {
    expect(of('IssueJcicCode').map((e) => e.CodeDescription)).toEqual(expect.arrayContaining(['北市', '新北市', '北縣', '金門', '連江']));
  });

  it("every customer's A20 codes resolve: issue place, education, house ownership, city and a district of that city", async () => {
    const has = (type: string, id: string) => list.some((e) => e.CodeType === type && e.CodeID === id);
    for (const c of (await loadCustomers(defaultCustomersFile)).values()) {
      const a = c.A20;
      expect(has('IssueJcicCode', a.IssueCity), c.IDNO).toBe(true);
      expect(has('Education', a.Education), c.IDNO).toBe(true);
      expect(has('HouseOwn', a.HouseOwn), c.IDNO).toBe(true);
      for (const [city, area] of [[a.HouseCity, a.HouseArea], [a.ContactCity, a.ContactArea]]) {
        expect(list.some((e) => e.CodeType === 'City' && e.CodeID === area && e.ParentCodeID === city), `${c.IDNO} ${city}/${area}`).toBe(true);
      }
    }
  });
});

describe('A71 other nationalities', () => {
  it('is a bare list of NalSwitchCode (ISO 3166 alpha-2), NalNameC and the English NalNameE, without 中華民國', async () => {
    const nations = (await sim.call('A71')) as unknown as Body[];
    expect(nations.length).toBeGreaterThan(20);
    for (const n of nations) expect(Object.keys(n).sort()).toEqual(['NalNameC', 'NalNameE', 'NalSwitchCode']);
    expect(nations).toContainEqual({ NalSwitchCode: 'JP', NalNameC: '日本', NalNameE: 'Japan' });
    expect(nations.filter((n) => /[\u4e00-\u9fff]/.test(String(n.NalNameE)))).toEqual([]);
    expect(nations.map((n) => n.NalSwitchCode)).not.toContain('TW');
  });
});
