// The bank's messages in English. An answer with a message (ErrMsg; the file calls' msg and
// errMsg) carries it in both languages: the message itself stays the bank's (zh-TW, as the seeds
// define it) and `Translations: { en: { ErrMsg: "…" } }` holds the English beside it, the same
// overlay shape the campaign calls use (A137, A17). The app shows the applicant's language and
// switches at once, with no second call. A message missing here is a fault of the simulator's own
// test (tests/unit/simulator/messages.test.ts walks every answer a journey gets).
import { MSG_RESEND_WAIT, MSG_TOO_MANY, MSG_TOO_MANY_AGENT_TEXTS, MSG_TOO_MANY_CODES, MSG_TOO_MANY_MAILS, MSG_TOO_MANY_TOKENS } from './limits.js';
import { MSG_EMAIL_EXPIRED, MSG_EMAIL_NO_CODE, MSG_EMAIL_WRONG, MSG_LINK_EXPIRED, MSG_LINK_INVALID, MSG_LINK_USED, MSG_MAIL_LIMIT, MSG_NO_EMAIL } from './email.js';
import { MSG_ALREADY_APPLIED, MSG_ALREADY_SUBMITTED, MSG_CARD_MISMATCH, MSG_GIFT_BAD, MSG_NO_CAMPAIGN, MSG_NOT_APPLICANT } from './calls/A97.js';
import { MSG_EMAIL_INVALID } from './calls/A29.js';
import { MSG_BIRTHDAY_INVALID, MSG_ID_INVALID } from './calls/A84.js';
import { MSG_IDENTITY_FAILED } from './calls/A5.js';
import { MSG_CHECK_FIRST } from './calls/A32.js';
import { MSG_ON_FILE } from './calls/A74.js';
import { MSG_STEP_ORDER, MSG_WITHDRAWN } from './calls/shared.js';
import { MSG_MDID_UNPROVED, MSG_OCR_UNPROVED, MSG_SHORT_FORM_UNPROVED, MSG_STP_UNPROVED } from './judge/flags.js';
import { MSG_ID_PHOTOS_MISSING, MSG_SMS_MISSING } from './judge/steps.js';
import { MSG_NO_UPLOAD } from './calls/FileUploadSubmit.js';
import { MSG_NO_FILE, MSG_TOO_MANY_PREVIEWS } from './calls/FileUploadPreview.js';
import { MSG_CONTENT_BAD, MSG_CONTENT_TOO_BIG } from './calls/A60.js';
import { MSG_HANDOVER_INVALID } from './calls/UploadHandOver.js';
import { MSG_AGENT_CASE, MSG_AGENT_NOT_VERIFIED, MSG_AGENT_SUBMIT, MSG_NO_AGENT } from './calls/agent.js';
import { MSG_SIGN_IN_FIRST, MSG_SIGN_IN_INVALID } from './calls/agentSignIn.js';
import { MSG_UNREADABLE } from './calls/A61.js';
import { MSG_DEVICE_LOG_BAD } from './calls/A76.js';
import { MSG_MYDATA_EXPIRED, MSG_MYDATA_ID, MSG_MYDATA_ITEMS, MSG_MYDATA_SIGNATURE, MSG_MYDATA_SIGNATURE_FORMAT, MSG_MYDATA_SSO, MSG_MYDATA_URL } from './calls/mydata.js';
import { MSG_DOC_TYPE, MSG_ID_TYPE } from './upload/sniff.js';
import { MSG_BIRTHDAY_UNVERIFIED, MSG_EMAIL_UNVERIFIED, MSG_MOBILE_UNVERIFIED, MSG_NAME_ON_FILE } from './judge/verified.js';
import { MSG_EXPIRED, MSG_LOCKED, MSG_NO_CODE } from './otp.js';
import { MSG_NOT_VERIFIED, MSG_NOT_YOURS, MSG_TOKEN_INVALID } from './access.js';
import { TWID_MESSAGES_EN } from './twid.js';

/** The languages the bank's texts come in besides its own (the app's flows/languages.json codes). */
export type Translations = Record<string, Record<string, unknown>>;

const EN: Record<string, string> = {
  // What an application says against what its apply log proved (simulator/judge/verified.ts).
  [MSG_MOBILE_UNVERIFIED]: 'The mobile number is not the one the text-message code was sent to.',
  [MSG_EMAIL_UNVERIFIED]: 'The email address is not the one that was verified.',
  [MSG_BIRTHDAY_UNVERIFIED]: 'The date of birth is not the one the identity check accepted.',
  [MSG_NAME_ON_FILE]: 'The Chinese name is not the one the bank holds for you.',
  [MSG_TOO_MANY]: 'Too many attempts. Please try again later.',
  [MSG_TOO_MANY_TOKENS]: 'Too many connections. Please try again later.',
  [MSG_TOO_MANY_CODES]: 'Too many text messages have been sent. Please try again later.',
  [MSG_TOO_MANY_MAILS]: 'Too many emails have been sent. Please try again later.',
  [MSG_NO_EMAIL]: 'No email address was found.',
  [MSG_MAIL_LIMIT]: 'The verification code has been sent the maximum number of times.',
  [MSG_EMAIL_WRONG]: 'The verification code is wrong.',
  [MSG_EMAIL_EXPIRED]: 'The verification code has expired.',
  [MSG_EMAIL_NO_CODE]: 'Please request a verification code first.',
  [MSG_LINK_INVALID]: 'The verification link is not valid.',
  [MSG_LINK_USED]: 'The verification link has already been used.',
  [MSG_LINK_EXPIRED]: 'The verification link has expired.',
  // The flags an application claims without the bank's record of them (simulator/judge/flags.ts).
  [MSG_OCR_UNPROVED]: 'The ID card has not been recognised for this application, so it cannot be submitted with recognised data.',
  [MSG_STP_UNPROVED]: 'This application has not passed the mobile identity check and the data platform authorisation, so it cannot go without proof of income.',
  [MSG_SHORT_FORM_UNPROVED]: 'The bank\'s records do not allow you the short application form.',
  [MSG_MDID_UNPROVED]: 'No data platform authorisation of this application was found.',
  // A step of the journey the bank has no record of (simulator/judge/steps.ts).
  [MSG_ID_PHOTOS_MISSING]: 'The front and back of the ID card have not been uploaded, so the application cannot be submitted.',
  [MSG_SMS_MISSING]: 'The text-message code has not been verified, so the application cannot be submitted.',
  [MSG_WITHDRAWN]: 'This product has been withdrawn.',
  [MSG_ALREADY_APPLIED]: 'You have already applied for this card and the application is being reviewed. Please do not apply again.',
  [MSG_ALREADY_SUBMITTED]: 'This application has already been submitted; different application data cannot be submitted again.',
  [MSG_NOT_APPLICANT]: 'The application data does not match the verified identity.',
  [MSG_CARD_MISMATCH]: 'The card applied for does not match the campaign.',
  [MSG_GIFT_BAD]: 'The gift choice is not valid.',
  [MSG_NO_CAMPAIGN]: 'Campaign not found; the application cannot be submitted.',
  [MSG_EMAIL_INVALID]: 'The email address is not valid.',
  [MSG_ID_INVALID]: 'The national ID number is not valid.',
  [MSG_BIRTHDAY_INVALID]: 'The date of birth is not valid.',
  [MSG_IDENTITY_FAILED]: 'Identity verification failed.',
  [MSG_CHECK_FIRST]: 'Please first verify a credit card or bank account of another bank.',
  [MSG_ON_FILE]: 'This national ID number belongs to an existing customer of the Bank. Please apply again.',
  [MSG_STEP_ORDER]: 'The application steps were not followed in order. Please apply again.',
  [MSG_NO_UPLOAD]: 'No uploaded file was found. Please upload again.',
  [MSG_NO_FILE]: 'The upload failed. Please upload again.',
  [MSG_TOO_MANY_PREVIEWS]: 'Too many files are uploaded but not yet submitted. Please submit them or try again later.',
  [MSG_CONTENT_BAD]: 'The application content is not in the expected format.',
  [MSG_CONTENT_TOO_BIG]: 'The application content is too large.',
  [MSG_NO_AGENT]: 'No sales agent has this agent ID.',
  [MSG_AGENT_CASE]: 'No proxy application was found, or the link is no longer valid.',
  [MSG_AGENT_NOT_VERIFIED]: 'The customer has not completed identity verification yet.',
  [MSG_AGENT_SUBMIT]: 'A proxy application is submitted only by the customer, after confirming it on their own phone.',
  [MSG_SIGN_IN_FIRST]: 'Please sign in as a sales agent first.',
  [MSG_SIGN_IN_INVALID]: 'The sales agent sign-in is not valid or has expired. Please sign in again.',
  [MSG_TOO_MANY_AGENT_TEXTS]: 'Too many proxy application text messages have been sent. Please try again later.',
  [MSG_HANDOVER_INVALID]: 'This QR code is no longer valid. Please refresh the page on your computer and scan again.',
  [MSG_DEVICE_LOG_BAD]: 'The device data is not in the expected format.',
  [MSG_UNREADABLE]: 'The ID card photo could not be read. Please upload it again.',
  // The government data platform forward (simulator/calls/mydata.ts).
  [MSG_MYDATA_ITEMS]: 'The data items requested are not valid.',
  [MSG_MYDATA_ID]: 'The ID number does not match the application.',
  [MSG_MYDATA_SIGNATURE_FORMAT]: 'The signature data is not in the expected format.',
  [MSG_MYDATA_SIGNATURE]: 'The signature could not be verified.',
  [MSG_MYDATA_EXPIRED]: 'The data platform request has expired. Please verify again.',
  [MSG_MYDATA_SSO]: 'Could not obtain the SSO token.',
  [MSG_MYDATA_URL]: 'Could not obtain the MyData address.',
  [MSG_ID_TYPE]: 'ID card photos must be JPG or PNG. Please try again.',
  [MSG_DOC_TYPE]: 'This file type is not accepted. Please choose another file.',
  [MSG_RESEND_WAIT]: 'A code was sent a moment ago. Please wait a little before asking for another.',
  [MSG_EXPIRED]: 'The SMS code has expired. Please request a new code.',
  [MSG_LOCKED]: 'The SMS code was wrong 3 times. Please try again in 24 hours; to change your mobile number, call customer service.',
  [MSG_NO_CODE]: 'Please request an SMS code first.',
  [MSG_NOT_VERIFIED]: 'Your identity has not been verified yet.',
  [MSG_NOT_YOURS]: 'No application was found, or you may not access it.',
  [MSG_TOKEN_INVALID]: 'The connection has timed out or is not valid. Please apply again.',
  'PageData 格式錯誤': 'PageData is not in the expected format.',
  '查無此推廣人員代號': 'No sales representative has this code.',
  '驗證失敗': 'Verification failed.',
  '網路銀行登入資訊無效或已逾時': 'The online banking sign-in is not valid or has expired.',
  '查無客戶資料': 'No customer record was found.',
  // The progress inquiry (simulator/inquiry.ts MSG_NO_MATCH, MSG_NO_INQUIRY).
  '查無此人': 'No matching applicant was found.',
  '請重新查詢': 'Please start the inquiry again.',
  '中文姓名格式不正確': 'The Chinese name is not in a valid format.',
  // The upload-flag and completion calls (simulator/calls/A141.ts, A161.ts).
  'ApplyType 不正確': 'The ApplyType is not correct.',
  // The mobile-number identity check and its return codes (simulator/twid.ts).
  ...TWID_MESSAGES_EN,
};

/** Messages with a value inside: the Chinese pattern and its English. */
const PATTERNS: Array<[RegExp, (...groups: string[]) => string]> = [
  [/^查無此專案\((.*)\)$/, (ctid) => `Campaign not found (${ctid === '空白' ? 'blank' : ctid}).`],
  [/^申請資料缺少必要欄位：(.+)$/, (field) => `The application lacks a required field: ${field}`],
  [/^檔案太大，不可超過(\d+)KB，請重新選擇。$/, (kb) => `The file is too large: at most ${kb} KB. Please choose another file.`],
  [/^所有上傳空間不能超過(\d+)MB。$/, (mb) => `All uploads together may not exceed ${mb} MB.`],
  // simulator/otp.ts msgWrong: the code stays good, so the advice is to enter it again.
  [/^簡訊密碼錯誤，請重新輸入（尚可輸入(\d+)次）$/, (left) => `The SMS code is wrong. Please enter it again (${left} ${left === '1' ? 'try' : 'tries'} left).`],
];

/** The English of one of the bank's messages; undefined when the simulator has none. */
export function englishMessage(message: string): string | undefined {
  if (EN[message] !== undefined) return EN[message];
  for (const [pattern, english] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return english(...m.slice(1));
  }
  return undefined;
}

/** The message fields of the bank's answers: the common calls' ErrMsg, the file calls' msg and errMsg. */
const MESSAGE_FIELDS = ['ErrMsg', 'errMsg', 'msg'];

/**
 * The answer with the English of its messages beside them (merged into Translations.en when the
 * answer already has one, as A137 and A17 do). An answer with no message, or only empty ones, is
 * returned as it is.
 */
export function withMessageTranslations<T>(answer: T): T {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
  const a = answer as Record<string, unknown>;
  const en: Record<string, string> = {};
  for (const key of MESSAGE_FIELDS) {
    const value = a[key];
    if (typeof value !== 'string' || value === '') continue;
    const english = englishMessage(value);
    if (english !== undefined) en[key] = english;
  }
  if (Object.keys(en).length === 0) return answer;
  const translations = (a.Translations ?? {}) as Translations;
  // An answer that brings its own English (a screen's message the bank judged with) keeps it.
  return { ...a, Translations: { ...translations, en: { ...en, ...(translations.en ?? {}) } } } as T;
}
