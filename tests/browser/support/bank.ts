// What the screens before /Confirm leave on record with the bank, made by their own calls with the
// page's token and apply log, for the browser tests of later screens that open them by their session
// (openWithSession) instead of walking the screens before: the bank takes an application only with
// these records (issue 18: the ID photos where the journey passes /UploadID, the mobile-ID check and
// the data platform's data for STPFlowFlag Y). The screens themselves have their own tests
// (uploadAndForms, mobileId, mydata, keyboard).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './app';

type Body = Record<string, any>;

/** A small JPEG (its magic bytes: the bank sniffs the kind), an ID photo. */
const PHOTO = (() => {
  const bytes = Buffer.alloc(2048, 0x20);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]).copy(bytes);
  return bytes;
})();

/** The page's session: its Token, apply log and applicant. */
async function sessionOf(page: Page): Promise<{ Token: string; ApplyLogID: string; IDNO: string; ApproveCus: string | null }> {
  const s = await page.evaluate(() => ({
    Token: sessionStorage.getItem('token') ?? '', ApplyLogID: sessionStorage.getItem('ApplyLogID') ?? '',
    IDNO: sessionStorage.getItem('IDNO') ?? '', ApproveCus: sessionStorage.getItem('ApproveCus'),
  }));
  expect(s.Token && s.ApplyLogID, 'a session with a token and an apply log').toBeTruthy();
  return s;
}

function caller(request: APIRequestContext, Token: string, ApplyLogID: string) {
  return async (api: string, data: Record<string, unknown> = {}): Promise<Body> =>
    (await (await request.post('/api/Common', { data: { ApiName: api, ApiData: JSON.stringify({ Token, ApplyLogID, ...data }) } })).json()) as Body;
}

/** /UploadID's Next: both ID photos previewed and submitted (FileUploadSubmit) to the page's apply log. */
export async function idPhotosByCalls(page: Page, request: APIRequestContext): Promise<void> {
  const { Token, ApplyLogID } = await sessionOf(page);
  await submitIdPhotos(request, Token, ApplyLogID);
}

/** Both ID photos previewed and submitted to the apply log with this Token, as /UploadID's calls do. */
export async function submitIdPhotos(request: APIRequestContext, Token: string, ApplyLogID: string): Promise<void> {
  const uuids: string[] = [];
  for (const name of ['front.jpg', 'back.jpg']) {
    const res = await request.post('/api/ProxyApi/FileUploadPreview', { multipart: {
      ApiName: 'FileUploadPreview', ApiData: JSON.stringify({ token: Token, extension: 'jpg', type: 2, ApplyType: 'CC' }),
      file: { name, mimeType: 'image/jpeg', buffer: PHOTO },
    } });
    const shown = (await res.json()) as Body;
    expect(shown.status, `FileUploadPreview ${name}: ${shown.msg}`).toBe(0);
    uuids.push(shown.uuid);
  }
  const res = await request.post('/api/ProxyApi/FileUploadSubmit', { multipart: {
    ApiName: 'FileUploadSubmit', ApiData: JSON.stringify({ Token, ApplyLogID, uuidList: uuids, ApplyType: 'CC' }),
  } });
  expect(((await res.json()) as Body).status, 'FileUploadSubmit').toBe(0);
}

/**
 * The straight-through route as /StartTWID, the identity portal (成功), /finishVerify or
 * /finishMydata and the data platform (同意提供) leave it with the bank: the mobile-ID check passed
 * on the page's apply log and, for an applicant who is not pre-approved, the platform's data. The
 * session then holds what those screens leave: STPFlowFlag Y (the caller opens the next screen with it).
 */
export async function straightThroughByCalls(page: Page, request: APIRequestContext): Promise<void> {
  const { Token, ApplyLogID, IDNO, ApproveCus } = await sessionOf(page);
  const call = caller(request, Token, ApplyLogID);
  const viaPlatform = ApproveCus !== 'Y';
  const tx = viaPlatform ? await call('A149', { IDNO, Items: 'INCOME' }) : undefined;
  if (tx) expect(tx.Success, 'A149').toBe(true);
  const sig = await call('RequestSignature');
  await call('A151', { Signature: sig.Signature, ReturnTo: viaPlatform ? 'finishMydata' : 'finishVerify', MDID: tx?.mdid ?? '' });
  const login = await call('A146');
  const portal = await call('A147', { TWIDToken: login.OutputParams?.Token });
  expect(portal.Success, 'A147').toBe(true);
  const six = Object.fromEntries(['BusinessNo', 'ApiVersion', 'HashKeyNo', 'VerifyNo', 'Token', 'IdentifyNo'].map((k) => [k, String(portal[k])]));
  expect((await request.post('/__portal/twid', { form: six, maxRedirects: 0 })).status(), 'the portal page').toBe(200);
  expect((await request.post('/__portal/twid/answer', { form: { VerifyNo: six.VerifyNo, Token: six.Token, Outcome: 'success' }, maxRedirects: 0 })).status()).toBe(303);
  const verify = await call('A148', { VerifyNo: six.VerifyNo });
  expect(verify.Success, 'A148').toBe(true);
  if (!tx) return;
  const signed = Buffer.from(JSON.stringify({ MDID: tx.mdid, PKCS7Signatures: verify.PKCS7Signatures })).toString('base64');
  expect((await call('A150', { spsignatureValidJson: signed })).Success, 'A150').toBe(true);
  const back = new URL(`/?CTID=DEMO-CASHBACK#/Loading?ApplyLogID=${ApplyLogID}`, page.url()).toString();
  const platform = await call('A153', { CustomerID: IDNO, TXID: tx.tx_id, Url: back, ApplyType: 'CC', Items: 'INCOME' });
  expect(platform.Success, 'A153').toBe(true);
  const { ForwardToken } = await call('A104', { RedirectURL: platform.url });
  expect((await request.get(`${platform.url}&ForwardToken=${encodeURIComponent(ForwardToken)}`, { maxRedirects: 0 })).status(), 'the platform page').toBe(200);
  const key = new URL(platform.url, page.url()).searchParams.get('key') ?? '';
  expect((await request.post('/__portal/mydata/answer', { form: { key, code: '200' }, maxRedirects: 0 })).status()).toBe(303);
}
