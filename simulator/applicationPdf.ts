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
import { alignMetrics, fallbackFile, glyphCheck } from './pdfFonts.js';
import { useRevision6 } from './pdfEncryption.js';
import type { LookupEntry } from './lookups.js';
import { applicationSections } from './applicationSections.js';
import { drawFooters, drawSections } from './pdfLayout.js';
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
  drawSections(doc, app.content.ApplyPL === 'Y' ? '信用卡暨信用貸款申請書' : '信用卡申請書', sections, hasMain, hasFallback);
  drawFooters(doc, app.ApplyID);
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
