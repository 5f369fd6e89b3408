// The two GET addresses an <img> loads (it cannot POST): the QR image of /UploadID (002 §7 "GET QR
// image", query imgpath = base64 of the link, token) and an uploaded file's preview (the url
// FileUploadPreview answers, with token). Both need a token the simulator issued; a file only for
// the token that uploaded it (one 404 for "no such file" and "not yours").
import type { IncomingMessage, ServerResponse } from 'node:http';
import QRCode from 'qrcode';
import type { Ctx } from './context.js';
import { HttpError } from './http.js';
import { MIME, type FileKind } from './upload/sniff.js';

const MAX_LINK_CHARS = 2000;

function send(res: ServerResponse, type: string, body: Buffer): void {
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // Shown as an image or a document, never run: no script, no plugin, no same-origin access.
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': 'inline',
  });
  res.end(body);
}

/** The link inside imgpath (standard or URL-safe base64): an http(s) address, or undefined. */
export function qrLink(imgpath: string): string | undefined {
  if (!imgpath || imgpath.length > Math.ceil((MAX_LINK_CHARS * 4) / 3) + 4 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(imgpath)) return undefined;
  const link = Buffer.from(imgpath, 'base64').toString('utf8');
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && link.length <= MAX_LINK_CHARS ? link : undefined;
  } catch {
    return undefined;
  }
}

export async function handleGet(req: IncomingMessage, res: ServerResponse, pathname: string, ctx: Pick<Ctx, 'store' | 'now' | 'appLink'>): Promise<void> {
  req.resume();
  if (req.method !== 'GET') throw new HttpError(405, 'use GET');
  const query = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams;
  const token = ctx.store.tokens.valid(query.get('token') ?? '', ctx.now());
  if (!token) throw new HttpError(403, '連線已逾時或無效，請重新申請。');
  if (pathname === '/api/QRCode') {
    const link = qrLink(query.get('imgpath') ?? '');
    if (!link) throw new HttpError(400, 'imgpath must be the base64 of an http(s) link');
    // Only the app's own links (/UploadID's hand-over): the bank draws no code for another site.
    if (new URL(link).origin !== new URL(ctx.appLink('/')).origin) throw new HttpError(400, "imgpath must be a link of the app's own address");
    return send(res, 'image/png', await QRCode.toBuffer(link, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' }));
  }
  const upload = ctx.store.uploads.get(query.get('uuid') ?? '');
  if (!upload || upload.token !== token.token) throw new HttpError(404, 'no such file');
  return send(res, MIME[upload.kind as FileKind], ctx.store.uploads.content(upload.uuid)!);
}
