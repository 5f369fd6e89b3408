// The application form as a PDF (002 §2.5, §7 "GET file download"): GET /api/FileDownload with
// the query applylogid, token, applyid, applytype X and view 0 answers the application A97 stored,
// rendered with pdfkit in Noto Sans Hant (@embedpdf/fonts-tc; pdfkit embeds only the glyphs used),
// rare characters it lacks in a fallback font (pdfFonts.ts), and encrypted with AES-256 revision 6
// (/V 5, /R 6, /AESV3: pdfEncryption.ts) with the applicant's ID number as the user password and a
// random owner password; text may be copied and read out (accessibility), not changed. Only for the token that opened the
// apply log and with that application's ApplyID: one 404 for "none", "not yours" and "wrong case
// number", so a guesser learns nothing. A render takes about 0.3 s of CPU: each application's
// file is rendered once and kept (the last 32), so downloading again costs nothing.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Ctx } from './context.js';
import { HttpError } from './http.js';
import { alignMetrics, fallbackFile, fontRuns, glyphCheck } from './pdfFonts.js';
import { useRevision6 } from './pdfEncryption.js';
import type { LookupEntry } from './lookups.js';
import { type Application, applicationsOf } from './store/applications.js';
import { sameSecret } from './util.js';

export const PDF_PATH = '/api/FileDownload';
export const MSG_NO_APPLICATION = '查無申請資料或無權存取此申請';
const REQUIRED = ['applylogid', 'token', 'applyid', 'applytype', 'view'] as const;

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-tc')), '..', 'fonts');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The two weights used, read once (about 5.6 MB each; the PDF carries a subset of a few kB). */
const fontFiles = () => (fonts ??= {
  regular: readFileSync(path.join(fontDir, 'NotoSansHant-Regular.otf')),
  bold: readFileSync(path.join(fontDir, 'NotoSansHant-Bold.otf')),
});

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

interface Section { title: string; rows: Array<[string, string]> }

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
  if (v('ApplyPL') === 'Y') {
    const person = (name: string, id: string, extra = '') => joined(v(name), v(id), extra);
    sections.push({
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
    });
  }
  return sections
    .map((s) => ({ ...s, rows: s.rows.filter(([, value]) => value !== '') }))
    .filter((s) => s.rows.length > 0);
}

/** The encrypted PDF of one application: AES-256, the applicant's ID as the password to open it. */
export function renderApplicationPdf(app: Application, lookups: LookupEntry[], nationalities: string[][] = []): Promise<Buffer> {
  const { regular, bold } = fontFiles();
  const ownerPassword = randomBytes(24).toString('base64url');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    // Pages are kept until the end so each gets its footer (case number, page n of N).
    bufferPages: true,
    pdfVersion: '1.7ext3',
    userPassword: app.ID,
    // Nobody holds the owner password: the permissions below cannot be lifted with it.
    ownerPassword,
    // Copying and extraction for accessibility (a screen reader reads the form out): the applicant's own data.
    permissions: { printing: 'highResolution', modifying: false, copying: true, annotating: false, contentAccessibility: true },
    info: { Title: `信用卡申請書 ${app.ApplyID}`, Author: '示範銀行', Subject: app.card.CardName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const sections = applicationSections(app, lookups, nationalities);
  const hasMain = glyphCheck(doc.font('body'));
  // The fallback font only when a value needs it: most forms have no rare character.
  const needsFallback = sections.some((sec) => sec.rows.some(([, value]) => [...value].some((ch) => !hasMain(ch.codePointAt(0)!))));
  const fallback = needsFallback ? fallbackFile() : undefined;
  if (fallback) {
    doc.registerFont('fallback', fallback.bytes, fallback.name);
    alignMetrics(doc, 'fallback', 'body');
  }
  const hasFallback = fallback ? glyphCheck(doc.font('fallback')) : undefined;
  /** A value at (x, y) in runs of the form's font and the fallback font, wrapped in `w` as one text. */
  const valueText = (value: string, x: number, y: number, w: number) => {
    const runs = fontRuns(value, hasMain, hasFallback);
    runs.forEach((run, i) => {
      doc.font(run.fallback ? 'fallback' : 'body');
      const continued = i < runs.length - 1;
      if (i === 0) doc.text(run.text, x, y, { width: w, continued });
      else doc.text(run.text, { continued });
    });
    doc.font('body');
  };
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = 150;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const heading = (title: string) => {
    doc.font('bold').fontSize(13).fillColor('#1a237e').text(title, left, doc.y, { width });
    doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).strokeColor('#9fa8da').stroke();
    doc.moveDown(0.4);
    doc.fillColor('#000000');
  };

  doc.font('bold').fontSize(18).text(app.content.ApplyPL === 'Y' ? '信用卡暨信用貸款申請書' : '信用卡申請書', left, doc.page.margins.top, { width, align: 'center' });
  doc.moveDown(0.8);
  for (const section of sections) {
    // A heading never ends a page: it moves on with (at least) its first rows.
    if (doc.y + 60 > bottom()) doc.addPage();
    heading(section.title);
    for (const [label, value] of section.rows) {
      doc.font('body').fontSize(10.5);
      const height = Math.max(doc.heightOfString(label, { width: labelWidth - 8 }), doc.heightOfString(value, { width: width - labelWidth }));
      if (doc.y + height > bottom()) {
        // A section cut by the page goes on under its heading, marked as continued.
        doc.addPage();
        heading(`${section.title}（續）`);
        doc.font('body').fontSize(10.5);
      }
      const y = doc.y;
      doc.fillColor('#555555').text(label, left, y, { width: labelWidth - 8 });
      doc.fillColor('#000000');
      valueText(value, left + labelWidth, y, width - labelWidth);
      doc.y = y + height + 2.5;
    }
    doc.moveDown(0.5);
  }
  // Every page: the case number and "page n of N" in the bottom margin (no page break for it).
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('body').fontSize(8.5).fillColor('#666666')
      .text(`案件編號 ${app.ApplyID}　第 ${i - start + 1} 頁／共 ${count} 頁`, left, doc.page.height - margin + 16, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  useRevision6(doc, app.ID, ownerPassword);
  doc.end();
  return done;
}

/** Applications whose PDF was rendered lately: a repeat download (or a parallel one) renders nothing. */
const MAX_CACHED = 32;
const rendered = new Map<string, Promise<Buffer>>();

/** The application's PDF, rendered once: a submitted application never changes. */
export function applicationPdf(app: Application, lookups: LookupEntry[], nationalities: string[][] = []): Promise<Buffer> {
  const key = `${app.ApplyLogID}:${app.ApplyID}:${app.contentSha256}`;
  let pdf = rendered.get(key);
  if (!pdf) {
    pdf = renderApplicationPdf(app, lookups, nationalities);
    pdf.catch(() => rendered.delete(key));
    rendered.set(key, pdf);
    if (rendered.size > MAX_CACHED) rendered.delete(rendered.keys().next().value!);
  }
  return pdf;
}

function sendPdf(res: ServerResponse, app: Application, body: Buffer): void {
  res.writeHead(200, {
    'Content-Type': 'application/pdf',
    'Content-Length': body.length,
    'Content-Disposition': `attachment; filename="ApplyForm_${app.ApplyID}.pdf"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  res.end(body);
}

/** GET /api/FileDownload?applylogid=&token=&applyid=&applytype=X&view=0 */
export async function handleApplicationPdf(req: IncomingMessage, res: ServerResponse, ctx: Pick<Ctx, 'store' | 'now' | 'ref'>): Promise<void> {
  req.resume();
  if (req.method !== 'GET') throw new HttpError(405, 'use GET');
  const query = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams;
  const missing = REQUIRED.filter((k) => !query.get(k));
  if (missing.length) throw new HttpError(400, `missing ${missing.join(', ')}`);
  if (query.get('applytype') !== 'X' || query.get('view') !== '0') throw new HttpError(400, 'applytype must be X and view 0');
  const token = ctx.store.tokens.valid(query.get('token')!, ctx.now());
  if (!token) throw new HttpError(403, '連線已逾時或無效，請重新申請。');
  const app = applicationsOf(ctx.store.db).get(query.get('applylogid')!);
  const log = app && ctx.store.applyLogs.get(app.ApplyLogID);
  // A phone token of the upload hand-over owns no application; the browser's token owns its log's.
  const owns = !!log && !token.upload_log && log.token === token.token && sameSecret(app.ApplyID, query.get('applyid')!);
  if (!app || !owns) throw new HttpError(404, MSG_NO_APPLICATION);
  sendPdf(res, app, await applicationPdf(app, ctx.ref.lookups, ctx.ref.nationalities));
}
