// A61: ID recognition (OCR) of the front and back photos (FontBase64, BackBase64: base64 or data:
// URLs of JPEG/PNG). The simulator "recognises" the apply log's own applicant from any readable
// image: the ID number (OwnCompBin), the name and birthday, and the issue data and registered
// address on file (an existing customer's A20 record; fixed values for a new applicant). Two test
// hooks, by the front image's file name (the name of the upload with the same bytes, or
// FontFileName): `mismatch*` answers another valid ID and name, `unreadable*` fails. Bytes that are
// not a JPEG or PNG fail as unreadable. On the caller's own apply log (the loan route of /Validate2
// uploads before the SMS code). A recognition of the apply log's own applicant is recorded
// (store/facts.ts `ocr`): it is what lets an application claim IsOCR Y.
import { createHash } from 'node:crypto';
import type { Ctx, Handler } from '../context.js';
import type { ApplyLog } from '../store/index.js';
import { factsOf } from '../store/facts.js';
import { KINDS_BY_SLOT, sniff } from '../upload/sniff.js';
import { str } from '../util.js';
import { customerOfLog } from './shared.js';

export const MSG_UNREADABLE = '上傳之身分證無法解析，請重新上傳';
/** The ID and name a `mismatch` image shows (valid, on no file). */
export const MISMATCH = { ID: 'K223344507', NameChinese: '趙子龍', Birthday: '0711111' };

const NTB_CARD = { IssueCity: '63000', GetDate: '1080701', Get_Type: '3', City: '臺北市', Area: '中正區', Addr: '重慶南路一段122號' };

function decodeImage(value: string): Buffer | undefined {
  const b64 = value.replace(/^data:image\/[a-z+]+;base64,/i, '');
  if (!b64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return undefined;
  const bytes = Buffer.from(b64, 'base64');
  const kind = sniff(bytes);
  return kind && KINDS_BY_SLOT['2'].includes(kind) ? bytes : undefined;
}

/**
 * The front image's file name: the request's when it names one, else the name it was uploaded
 * under (same bytes, by the calling token: the desktop's or the phone's). The request wins because
 * a front and a back of the same bytes (a test's tiny JPEG) cannot be told apart by their hash.
 */
function frontName(req: Record<string, unknown>, ctx: Ctx, front: Buffer): string {
  const named = str(req, 'FontFileName', 'FrontFileName');
  if (named) return named.toLowerCase();
  const sha = createHash('sha256').update(front).digest('hex');
  const upload = ctx.store.uploads.byToken(ctx.caller.token!.token).reverse().find((u) => u.sha256 === sha);
  return (upload?.file_name ?? '').toLowerCase();
}

const areaName = (ctx: Ctx, code: string) => ctx.ref.lookups.find((e) => e.CodeType === 'City' && e.CodeID === code)?.CodeDescription ?? '';

const rocParts = (roc: string) =>
  /^\d{7}$/.test(roc) ? { Y: String(Number(roc.slice(0, 3))), M: roc.slice(3, 5), D: roc.slice(5, 7) } : { Y: '', M: '', D: '' };

/** The birthday A84 accepted for a new applicant's ID on the token that opened the log. */
function checkedBirthday(ctx: Ctx, log: ApplyLog): string {
  const token = ctx.store.tokens.get(log.token);
  return token?.checked_id === log.ID ? token.checked_birthday ?? '' : '';
}

export const A61: Handler = (req, ctx) => {
  const log = ctx.caller.log!;
  const front = decodeImage(str(req, 'FontBase64', 'FrontBase64'));
  const back = decodeImage(str(req, 'BackBase64'));
  if (!front || !back) return { Success: false, ErrMsg: MSG_UNREADABLE };
  const name = frontName(req, ctx, front);
  if (name.startsWith('unreadable')) return { Success: false, ErrMsg: MSG_UNREADABLE };
  const c = customerOfLog(ctx, log);
  const card = c
    ? { IssueCity: c.A20.IssueCity, GetDate: c.A20.GetDate, Get_Type: c.A20.Get_Type, City: areaName(ctx, c.A20.HouseCity), Area: areaName(ctx, c.A20.HouseArea), Addr: c.A20.HouseAddr }
    : NTB_CARD;
  const person = name.startsWith('mismatch')
    ? MISMATCH
    : { ID: log.ID, NameChinese: c?.NameChinese ?? log.fields.CustomerName ?? '', Birthday: c?.Birthday ?? checkedBirthday(ctx, log) };
  // Recognised as this apply log's applicant: what proves an application's IsOCR Y (judge/flags.ts).
  if (person.ID === log.ID) factsOf(ctx.store.db).record(log.ApplyLogID, 'ocr', ctx.now());
  const birthday = rocParts(person.Birthday);
  const issued = rocParts(card.GetDate);
  return {
    Success: true, NameChinese: person.NameChinese, IssueType: card.Get_Type, IssueCity: card.IssueCity,
    IssueDateY: issued.Y, IssueDateM: issued.M, IssueDateD: issued.D,
    LiveAddr1: card.City, LiveAddr2: card.Area, LiveAddr3: card.Addr,
    BirthdayY: birthday.Y, BirthdayM: birthday.M, BirthdayD: birthday.D, OwnCompBin: person.ID,
  };
};
