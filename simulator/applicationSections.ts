// The application form's content as the bank prints it (simulator/applicationPdf.ts): sections of
// rows (label, value) from what A97 stored, lookup codes as their texts, ROC dates and Taipei
// time as printed; empty rows and sections left out.
import type { LookupEntry } from './lookups.js';
import type { Application } from './store/applications.js';

type Content = Record<string, unknown>;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** Lookup codes (education, cities, districts, jobs ...) as the texts the applicant chose from. */
function describer(lookups: LookupEntry[]) {
  const byKey = new Map(lookups.map((e) => [`${e.CodeType}\u0000${e.CodeID}`, e.CodeDescription]));
  return (type: string, code: unknown): string => {
    const c = text(code);
    return c ? byKey.get(`${type}\u0000${c}`) ?? c : '';
  };
}

const ISSUE_TYPES: Record<string, string> = { '1': '初發', '2': '補發', '3': '換發' };
/** The form's default nationality (not among A71's other nationalities). */
const HOME_COUNTRY: Record<string, string> = { TW: '中華民國' };

/** An ROC date as the forms keep it (YYYMMDD, or YYYMM for a month) the way it is printed: 105/03/15, 108/03; anything else as it is. */
export function rocText(v: string): string {
  if (/^\d{7}$/.test(v)) return `${v.slice(0, 3)}/${v.slice(3, 5)}/${v.slice(5)}`;
  if (/^\d{5}$/.test(v)) return `${v.slice(0, 3)}/${v.slice(3)}`;
  return v;
}
const yesNo = (v: unknown): string => ({ Y: '是', N: '否' })[text(v)] ?? text(v);
const joined = (...parts: string[]): string => parts.filter(Boolean).join(' ');

/** The date and time in Taipei, as the bank prints it (2026/11/23 15:04). */
export function taipeiTime(ms: number): string {
  const iso = new Date(ms + 8 * 3600_000).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 16)}`;
}

export interface Section { title: string; rows: Array<[string, string]> }

/** The form's sections and rows (label, value), empty rows and sections left out. */
export function applicationSections(app: Application, lookups: LookupEntry[], nationalities: string[][] = []): Section[] {
  const c: Content = app.content;
  const d = describer(lookups);
  const v = (k: string) => text(c[k]);
  const nationNames = new Map<string, string>([...Object.entries(HOME_COUNTRY), ...nationalities.map(([code, name]) => [code, name] as [string, string])]);
  const nation = (k: string) => nationNames.get(v(k)) ?? v(k);
  const address = (zip: string, city: string, area: string, street: string) =>
    joined(v(zip), d('City', c[city]) + d('City', c[area]), v(street));
  const phone = (num: string, ext: string) => (v(ext) ? `${v(num)} #${v(ext)}` : v(num));
  const sections: Section[] = [
    {
      title: '申請資料',
      rows: [
        ['案件編號', app.ApplyID],
        ['申請日期', taipeiTime(app.submittedAt)],
        ['申請卡別', app.card.CardName],
        ['卡別等級', joined(app.card.CardType, app.card.CardLevel)],
        ...app.gifts.map((g): [string, string] => [g.GroupName || '贈品', g.Description]),
      ],
    },
    {
      title: '個人資料',
      rows: [
        ['中文姓名', v('ChineseName')],
        ['英文姓名', joined(v('EnglishName'), v('ENMiddleName'))],
        ['身分證字號', app.ID],
        ['出生日期', v('Birthday')],
        ['國籍', nation('Country')],
        ['其他國籍', [1, 2, 3, 4].map((i) => nation(`OtherNation${i}`)).filter(Boolean).join('、')],
        ['身分證發證', joined(rocText(v('IssueDate')), d('IssueJcicCode', c.IssueCity), ISSUE_TYPES[v('IssueType')] ?? v('IssueType'))],
        ['教育程度', d('Education', c.Education)],
        ['居住狀況', d('HouseOwn', c.HouseOwn)],
      ],
    },
    {
      title: '聯絡資料',
      rows: [
        ['行動電話', v('Mobile')],
        ['現居電話', v('LiveTel')],
        ['戶籍電話', v('HomeTel')],
        ['電子郵件', v('Email')],
        ['戶籍地址', address('HomeZip', 'HomeCity', 'HomeArea', 'HomeAddr')],
        ['帳單地址', address('BillZip', 'BillCity', 'BillArea', 'BillAddr')],
      ],
    },
    {
      title: '職業資料',
      rows: [
        ['學生', v('IsStudent') === 'Y' ? '是' : ''],
        ['公司名稱', v('Company')],
        ['到職年月', rocText(v('JobDate'))],
        ['公司電話', phone('CompTel', 'CompTelExt')],
        ['公司地址', address('CompanyZip', 'CompanyCity', 'CompanyArea', 'CompanyAddr')],
        ['行業類別', d('tpJobType', c.JobType)],
        ['職稱', d('tpTitleType', c.TitleType)],
        ['年收入（萬元）', v('YearlyIncome')],
        ['公司統一編號', v('BinId')],
      ],
    },
  ];
  if (v('ApplyPL') === 'Y') sections.push(loanSection(c, d));
  return sections
    .map((s) => ({ ...s, rows: s.rows.filter(([, value]) => value !== '') }))
    .filter((s) => s.rows.length > 0);
}

/** The personal loan's section (003), for an application that asks for one. */
function loanSection(c: Content, d: ReturnType<typeof describer>): Section {
  const v = (k: string) => text(c[k]);
  const person = (name: string, id: string, extra = '') => joined(v(name), v(id), extra);
  return {
    title: '信用貸款',
    rows: [
      ['申貸金額（萬元）', v('ApplyAmt')],
      ['貸款期間（年）', v('ApplyPeriod')],
      ['資金用途', v('LoanForSelect') || d('LoanFor', c.LoanFor)],
      ['不動產', yesNo(c.RealtyOwn)],
      ['同一關係人', yesNo(c.RelatedFlag)],
      ['配偶', person('SpouseName', 'SpouseId')],
      ...[1, 2].map((i): [string, string] => [`二親等親屬${i}`, person(`RelationName${i}`, `RelationID${i}`, d('RelCode', c[`RelationType${i}`]))]),
      ...[1, 2].map((i): [string, string] => [`本人擔任負責人之企業${i}`, person(`OwnCompNm${i}`, `OwnCompBin${i}`, v(`OwnCompPosition${i}`))]),
      ...[1, 2].map((i): [string, string] => [`配偶擔任負責人之企業${i}`, person(`SpouseCompNm${i}`, `SpouseCompBin${i}`, v(`SpouseCompPosition${i}`))]),
    ],
  };
}
