// Loads the bank's data files (campaigns, customers, reference lists) and checks them at start:
// a broken file stops the simulator with every fault listed, never a half-working campaign.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LookupEntry, type LookupsFile, buildLookups } from './lookups.js';
import { isMobile, isNationalId } from './util.js';
import { isCredential } from './staffCredential.js';

export interface Gift { GiftCode: string; Description: string; PicURL: string }
export interface GiftGroup { name: string; gifts: Gift[] }
export interface Clause { ClauseTitle: string; Show: string; DefSelectNY: string; Clause_List: string[] }
export interface Campaign {
  CTID: string; CTIDName: string; CardName: string; CardCaption: string; CardType: string;
  CardLevel: string; CardCode: string; CardUrl: string; CardImage: string; Campaign_Notice: string;
  GatewayNo: string; TWIDFlag: string; EmailCheckReject: string; Product_Desc: string;
  BundleCTID: string; BundleCTIDName: string;
  rates: { BaseDate: string; RevolvingRate: string; HandlingFee: string };
  terms: {
    CardTCCaption: string; CardTCUrl: string; TCCaption: string; TCUrl: string;
    MobileIDTCCaption: string; MobileIDTCURL: string; MobileIDTCVer: string;
  };
  CCTC: Clause[];
  giftGroups: GiftGroup[];
  /** The shown texts in the other languages, by language code (English required): the campaign's field names, lists in order. */
  translations: Record<string, CampaignTexts>;
}

/** A campaign's texts in one more language (campaigns/*.json translations.<code>). */
export interface CampaignTexts {
  CTIDName: string; CardName: string; CardCaption: string; Product_Desc?: string;
  terms: { CardTCCaption: string; CardTCUrl: string; TCCaption: string; TCUrl: string; MobileIDTCCaption: string; MobileIDTCURL: string };
  CCTC: Array<{ ClauseTitle: string; Clause_List: string[] }>;
  giftGroups: Array<{ name: string; gifts: Array<{ Description: string }> }>;
}

export type A20Record = Record<string, string>;
export interface Customer {
  IDNO: string; Birthday: string; CustomerType: 'ETB' | 'ETP'; FlowType: string; ApproveCus: string;
  OFFUSFlag: string; PERMASFlag: string; imageFlag: string; Mobile: string; NameChinese: string;
  TandemID: string; A20: A20Record;
  /** A20's ApplyShortForm: Y lets the applicant skip the optional fields (default N). */
  ApplyShortForm?: string;
  /** Applications made before this simulator's records (the progress inquiry's A111 rows, with A97's). */
  PastApplications?: PastApplication[];
}

/** One earlier application of a customer on file, as A111 answers it (Status in zh-TW, StatusEN its English). */
export interface PastApplication {
  ApplyID: string; ApplyLogID: string; ApplyDate: string; Status: string; StatusEN: string; IsApprove: string; VerifyType: string;
  /** The campaign it was made for (A25's CTID once the supplement link files documents on it); not in A111's rows. */
  CTID?: string;
}

export interface Reference {
  sales: Record<string, string>;
  /** Test sales agents by AgentID (data/agents.json): the agent mode's AgentID values, each with its staff-portal password as scrypt (simulator/staffCredential.ts). */
  agents: Record<string, { AgentName: string; Branch: string; BranchEN: string; Credential: string }>;
  banks: Array<{ BankNo: string; BankName: string }>;
  /** Bank numbers whose credit cards A80 can check (A81's list). */
  cardBanks: string[];
  forwardTokens: Record<string, { Channel: 'IB' | 'MB'; IDNO: string; Lang: string }>;
  /** A22's answer: cities and districts with zip codes, and the code lists. */
  lookups: LookupEntry[];
  /** A71: other nationalities [code, Chinese name]. */
  nationalities: string[][];
  /** A159: employer names. */
  companies: string[];
  /** A66: upload notes, one a line, and the same in the bank's other languages (by language code). */
  uploadNotes: UploadNotes & { translations?: Record<string, UploadNotes> };
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** A66's notes in one language. */
export interface UploadNotes { CCPLUpload: string[]; LibDetails: string }

export const defaultCampaignsDir = path.join(here, '..', 'campaigns');
export const defaultCustomersFile = path.join(here, 'data', 'customers.json');

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

const CAMPAIGN_STRINGS = ['CTID', 'CTIDName', 'CardName', 'CardCaption', 'CardType', 'CardLevel', 'CardCode',
  'CardUrl', 'CardImage', 'Campaign_Notice', 'GatewayNo', 'TWIDFlag', 'EmailCheckReject', 'Product_Desc',
  'BundleCTID', 'BundleCTIDName'];
const TERMS_STRINGS = ['CardTCCaption', 'CardTCUrl', 'TCCaption', 'TCUrl', 'MobileIDTCCaption', 'MobileIDTCURL',
  'MobileIDTCVer'];

/** Returns every fault of one campaign as 'file#/pointer: message'. */
export function campaignFaults(file: string, c: Record<string, any>): string[] {
  const faults: string[] = [];
  const bad = (ptr: string, msg: string) => faults.push(`${file}#${ptr}: ${msg}`);
  for (const k of CAMPAIGN_STRINGS) if (typeof c[k] !== 'string') bad(`/${k}`, 'must be a string');
  for (const k of TERMS_STRINGS) if (typeof c.terms?.[k] !== 'string') bad(`/terms/${k}`, 'must be a string');
  if (path.basename(file, '.json') !== c.CTID) bad('/CTID', 'must equal the file name');
  if (!['Y', 'N'].includes(c.TWIDFlag)) bad('/TWIDFlag', 'must be "Y" or "N"');
  if (!Array.isArray(c.CCTC)) bad('/CCTC', 'must be a list');
  const groups = c.giftGroups;
  if (!Array.isArray(groups) || groups.length > 10) bad('/giftGroups', 'must be a list of at most 10 groups');
  else groups.forEach((g: any, i: number) => {
    if (typeof g?.name !== 'string' || !g.name) bad(`/giftGroups/${i}/name`, 'must be a non-empty string');
    if (!Array.isArray(g?.gifts)) return bad(`/giftGroups/${i}/gifts`, 'must be a list');
    g.gifts.forEach((gift: any, j: number) => {
      for (const k of ['GiftCode', 'Description', 'PicURL']) {
        if (typeof gift?.[k] !== 'string' || !gift[k]) bad(`/giftGroups/${i}/gifts/${j}/${k}`, 'must be a non-empty string');
      }
    });
  });
  const en = c.translations?.en;
  if (typeof en !== 'object' || en === null) bad('/translations/en', 'must hold the English texts (npm run check names each one missing)');
  else {
    if (!Array.isArray(en.giftGroups) || !Array.isArray(groups) || en.giftGroups.length !== groups.length) bad('/translations/en/giftGroups', 'must have one entry per gift group');
    if (!Array.isArray(en.CCTC) || !Array.isArray(c.CCTC) || en.CCTC.length !== c.CCTC.length) bad('/translations/en/CCTC', 'must have one entry per CCTC clause');
  }
  return faults;
}

export async function loadCampaigns(dir: string): Promise<Map<string, Campaign>> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const map = new Map<string, Campaign>();
  const faults: string[] = [];
  for (const f of files) {
    const c = (await readJson(path.join(dir, f))) as Record<string, any>;
    faults.push(...campaignFaults(f, c));
    map.set(c.CTID, c as Campaign);
  }
  if (faults.length) throw new Error(`Invalid campaign files in ${dir}:\n${faults.join('\n')}`);
  return map;
}

export async function loadCustomers(file: string): Promise<Map<string, Customer>> {
  const list = (await readJson(file)) as Customer[];
  const faults: string[] = [];
  list.forEach((c, i) => {
    if (!isNationalId(c.IDNO)) faults.push(`${file}#/${i}/IDNO: ${c.IDNO} is not a valid national ID`);
    if (!/^\d{7}$/.test(c.Birthday)) faults.push(`${file}#/${i}/Birthday: must be ROC YYYMMDD`);
    if (!isMobile(c.Mobile)) faults.push(`${file}#/${i}/Mobile: must be 09 plus 8 digits`);
    if (!['ETB', 'ETP'].includes(c.CustomerType)) faults.push(`${file}#/${i}/CustomerType: ETB or ETP`);
  });
  if (faults.length) throw new Error(`Invalid customer file:\n${faults.join('\n')}`);
  return new Map(list.map((c) => [c.IDNO, c]));
}

export const defaultReferenceDir = path.join(here, 'data');

export async function loadReference(dir = defaultReferenceDir): Promise<Reference> {
  const banks = (await readJson(path.join(dir, 'banks.json'))) as { banks: Reference['banks']; cardBanks: string[] };
  return {
    sales: (await readJson(path.join(dir, 'sales.json'))) as Reference['sales'],
    agents: await loadAgents(path.join(dir, 'agents.json')),
    banks: banks.banks,
    cardBanks: banks.cardBanks,
    forwardTokens: (await readJson(path.join(dir, 'forward-tokens.json'))) as Reference['forwardTokens'],
    lookups: await loadLookups(dir),
    nationalities: ((await readJson(path.join(dir, 'nationalities.json'))) as { list: string[][] }).list,
    companies: ((await readJson(path.join(dir, 'companies.json'))) as { list: string[] }).list,
    uploadNotes: (await readJson(path.join(dir, 'upload-notes.json'))) as Reference['uploadNotes'],
  };
}

/** data/agents.json: every agent with its name, branch (both languages) and a staff-portal credential. */
async function loadAgents(file: string): Promise<Reference['agents']> {
  const agents = (await readJson(file)) as Record<string, Record<string, unknown>>;
  const faults: string[] = [];
  for (const [id, agent] of Object.entries(agents)) {
    for (const key of ['AgentName', 'Branch', 'BranchEN']) {
      if (typeof agent[key] !== 'string' || agent[key] === '') faults.push(`${file}#/${id}/${key}: a non-empty string`);
    }
    if (!isCredential(agent.Credential)) faults.push(`${file}#/${id}/Credential: scrypt$N$r$p$salt$key (npx tsx simulator/staffCredential.ts <password>)`);
  }
  if (faults.length) throw new Error(`Invalid agents file:\n${faults.join('\n')}`);
  return agents as Reference['agents'];
}

async function loadLookups(dir: string): Promise<LookupEntry[]> {
  const { list, faults } = buildLookups((await readJson(path.join(dir, 'lookups.json'))) as LookupsFile);
  if (faults.length) throw new Error(`Invalid lookups in ${dir}:\n${faults.join('\n')}`);
  return list;
}
