// The application form as a PDF (002 §2.5, §7 "GET file download"): after A97 the owner's Token
// downloads the submitted application, encrypted with AES-256 and the applicant's ID number as
// the password. Measured on the bytes: %PDF, the /Encrypt dictionary, nothing readable without
// the password, and the applicant's data, card and gifts in Chinese with it (tests/unit/simulator/
// pdfReader.ts checks the password and decrypts with Node's SHA-256 and AES).
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSections } from '../../../simulator/applicationSections.js';
import type { Application } from '../../../simulator/store/applications.js';
import { application, contentJson, type Answers } from '../../support/applications.js';
import { campaign } from '../../support/config.js';
import { startTestSim, type Session, type TestSim } from './helpers.js';
import { fallbackFont } from '../../../simulator/pdfFonts.js';
import { encryptDict, fileKey, parseObjects, pdfFonts, pdfText, permissionFlags } from './pdfReader.js';

const ETB = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };
/** The applicant's campaign (campaigns/DEMO-CASHBACK.json) and the two gifts submitted: the first group's second, the third group's second. */
const CASHBACK = campaign('DEMO-CASHBACK');
const GIFTS = [[0, 1], [2, 1]].map(([g, i]) => ({ group: CASHBACK.giftGroups[g].name, ...CASHBACK.giftGroups[g].gifts[i] }));

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim({ policy: { codesPerMobile: 1000, codesPerId: 1000, sameCardWindowMs: 0 } }); });
afterAll(async () => { await sim.close(); });

/**
 * A verified ETB applicant who submitted a full card application (tests/support/applications.ts: the
 * name, e-mail and home address on file) with these answers of its own, and `answers` on top: the
 * session and ApplyID.
 */
async function submitted(answers: Answers = {}): Promise<{ s: Session; applyId: string }> {
  const s = await sim.idPhotos(await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile));
  const content = await application(s.applyLogId, ETB, {
    gifts: GIFTS.map((g) => g.GiftCode),
    form1: { IssueType: '3', IssueDate: '1080701', IssueCity: '63000', Education: '3', HouseOwn: '1' },
    form2: { Company: '示範科技股份有限公司', JobType: '02', TitleType: '05', IncomeY: '120' },
    ...answers,
  });
  const answer = await s.call('A97', { ContentJSON: contentJson(content) });
  expect(answer.Result).toBe('1');
  return { s, applyId: answer.ApplyID };
}

const download = (query: Record<string, string>) => fetch(`${sim.url}/api/FileDownload?${new URLSearchParams(query)}`);
const ownQuery = (s: Session, applyId: string) => ({ applylogid: s.applyLogId, token: s.token, applyid: applyId, applytype: 'X', view: '0' });

describe('the application form PDF', () => {
  let pdf: Buffer;
  let applyId: string;
  let res: Response;
  beforeAll(async () => {
    const done = await submitted();
    applyId = done.applyId;
    res = await download(ownQuery(done.s, applyId));
    pdf = Buffer.from(await res.arrayBuffer());
  });

  it('is a PDF download for the owner: application/pdf, an attachment named by the case number, never cached or sniffed', () => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="ApplyForm_${applyId}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('is encrypted by the standard handler with AES-256 revision 6 (/V 5, /R 6: the hardened password hash, /AESV3, 256-bit key)', () => {
    const dict = encryptDict(pdf);
    expect(dict).toMatch(/\/Filter \/Standard/);
    expect(dict).toMatch(/\/V 5\b/);
    expect(dict).toMatch(/\/R 6\b/);
    expect(dict).not.toMatch(/\/R 5\b/);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(dict).toMatch(/\/CFM \/AESV3/);
    expect(dict).toMatch(/\/Length 256\b/);
    expect(dict).toMatch(/\/StmF \/StdCF/);
    expect(dict).toMatch(/\/StrF \/StdCF/);
  });

  it('lets the text be copied and extracted for accessibility (bits 5 and 10 of /P), not changed or annotated (bits 4 and 6)', () => {
    const P = permissionFlags(pdf);
    expect(P & (1 << 4), 'copy').not.toBe(0);
    expect(P & (1 << 9), 'extract for accessibility').not.toBe(0);
    expect(P & (1 << 2), 'print').not.toBe(0);
    expect(P & (1 << 3), 'modify').toBe(0);
    expect(P & (1 << 5), 'annotate').toBe(0);
  });

  it('opens with the applicant’s ID number only: not with none, a lower-case ID or a neighbouring ID', () => {
    expect(fileKey(pdf, ETB.id)).toHaveLength(32);
    for (const wrong of ['', ETB.id.toLowerCase(), 'A123456788', 'F131104093']) expect(fileKey(pdf, wrong), wrong).toBeUndefined();
    expect(pdfText(pdf, '')).toBeUndefined();
  });

  it('has nothing in clear: no name, ID or case number in the bytes, and no stream inflates undecrypted', () => {
    const raw = pdf.toString('latin1');
    for (const secret of [ETB.id, applyId, 'xiaoming.wang@example.com']) expect(raw).not.toContain(secret);
    expect(pdf.includes(Buffer.from('王小明', 'utf8'))).toBe(false);
    expect(pdf.includes(Buffer.from('王小明', 'utf16le').swap16())).toBe(false);
    const streams = [...parseObjects(pdf).values()].filter((o) => o.stream);
    expect(streams.length).toBeGreaterThan(3);
    for (const o of streams) expect(() => inflateSync(o.stream!), o.dict).toThrow();
  });

  it('decrypted, it shows the applicant’s data, the card and the gifts in Chinese, codes as their texts', () => {
    const shown = pdfText(pdf, ETB.id)!;
    for (const expected of [
      '信用卡申請書', applyId, CASHBACK.CardName, `${CASHBACK.CardType} ${CASHBACK.CardLevel}`,
      ...GIFTS.flatMap((g) => [g.group, g.Description]),
      '王小明', 'WANG,HSIAO-MING', ETB.id, '1980-01-01', '108/07/01 北市 換發', '大學', '本人或配偶所有',
      ETB.mobile, 'xiaoming.wang@example.com', '106 臺北市大安區 復興南路一段390號5樓', '示範科技股份有限公司', '資訊科技業', '一般職員', '120',
    ]) expect(shown, expected).toContain(expected);
    // A card application has no loan section.
    expect(shown).not.toContain('信用貸款');
  });
});

describe('downloading again', () => {
  it('gives the very same file, rendered once (a fresh render has a new file key and owner password)', async () => {
    const { s, applyId } = await submitted();
    const [a, b] = await Promise.all([download(ownQuery(s, applyId)), download(ownQuery(s, applyId))]);
    const first = Buffer.from(await a.arrayBuffer());
    const second = Buffer.from(await b.arrayBuffer());
    const third = Buffer.from(await (await download(ownQuery(s, applyId))).arrayBuffer());
    expect(second.equals(first)).toBe(true);
    expect(third.equals(first)).toBe(true);
    expect(pdfText(third, ETB.id)).toContain(applyId);
  });
});

describe('a personal-loan application', () => {
  it('adds the loan and the related parties the applicant gave', async () => {
    const { s, applyId } = await submitted({
      loan: {
        ApplyAmt: '150', ApplyPeriod: '7', LoanFor: '2', LoanForSelect: '家庭週轉', RealtyOwn: 'N', RelatedFlag: 'Y', Related: 'Spouse', RelatedSelect: '配偶',
        CustNameChinese: '陳美麗', CustId1: 'B223456780', RelationName1: '王老先生', RelationID1: 'A100000001', RelationType1: '2',
        OwnCompNm1: '大明商行', OwnCompBin1: '12345675', OwnCompPosition1: '負責人',
      },
    });
    const pdf = Buffer.from(await (await download(ownQuery(s, applyId))).arrayBuffer());
    const shown = pdfText(pdf, ETB.id)!;
    for (const expected of ['信用卡暨信用貸款申請書', '信用貸款', '150', '家庭週轉', '陳美麗 B223456780', '王老先生 A100000001 父母', '大明商行 12345675 負責人']) {
      expect(shown, expected).toContain(expected);
    }
    // Groups the applicant left empty are not printed.
    expect(shown).not.toContain('二親等親屬2');
    expect(shown).not.toContain('配偶擔任負責人之企業1');
  });
});

describe('rare name characters (CJK extension A and B)', () => {
  it('print in the fallback font (fonts-noto-cjk\'s Noto Sans CJK TC), not as empty boxes; a common name needs no fallback', async () => {
    expect(fallbackFont(), 'fonts-noto-cjk (scripts/ensure-chromium.sh installs it)').toBeDefined();
    // In the street (a customer's name must be the one on file): 𠀋 (U+2000B) and 㵘 (U+3D58) as in rare place and person names.
    const rare = await submitted({ form1: { HomeAddr: '王\u3d58\u{2000b}路1號' } });
    const pdf = Buffer.from(await (await download(ownQuery(rare.s, rare.applyId))).arrayBuffer());
    // Each font's run is its own text operator (the reader ends each with a line break): read as one line.
    expect(pdfText(pdf, ETB.id)!.replaceAll('\n', '')).toContain('王\u3d58\u{2000b}路1號');
    const fonts = pdfFonts(pdf, ETB.id);
    const drawnIn = (ch: string) => fonts.filter((f) => [...f.glyphs].some(([gid, text]) => gid !== 0 && text === ch)).map((f) => f.baseFont.replace(/^[A-Z]{6}\+/, ''));
    expect(drawnIn('\u3d58')).toEqual([fallbackFont()!.name]);
    expect(drawnIn('\u{2000b}')).toEqual([fallbackFont()!.name]);
    expect(drawnIn('王')).toContain('NotoSansHant-Regular');

    const common = await submitted();
    const plain = Buffer.from(await (await download(ownQuery(common.s, common.applyId))).arrayBuffer());
    expect(pdfFonts(plain, ETB.id).map((f) => f.baseFont.replace(/^[A-Z]{6}\+/, ''))).not.toContain(fallbackFont()!.name);
  });
});

describe('applicationSections', () => {
  it('drops empty rows and sections with no row', () => {
    const app: Application = {
      ApplyLogID: 'AL1', ApplyID: 'CC1', token: 't', ID: 'A123456789', CTID: 'X', content: { ChineseName: '王大明' }, contentSha256: '',
      card: { CTID: 'X', CardName: '卡', CardCaption: '', CardType: '', CardLevel: '', CardCode: '', GatewayNo: '' }, gifts: [], submittedAt: 0,
    };
    const sections = applicationSections(app, []);
    expect(sections.map((s) => s.title)).toEqual(['申請資料', '個人資料']);
    expect(sections[1].rows).toEqual([['中文姓名', '王大明'], ['身分證字號', 'A123456789']]);
    expect(sections[0].rows.map(([label]) => label)).toEqual(['案件編號', '申請日期', '申請卡別']);
  });
});
