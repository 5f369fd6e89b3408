// The bank's messages in both languages (issue 9 §3): every message the simulator can answer has
// its English, and an answer with a message carries it in Translations.en beside the bank's own.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessage, withMessageTranslations } from '../../../simulator/messages.js';
import { startTestSim, type TestSim } from './helpers.js';

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim(); });
afterAll(async () => { await sim.close(); });

/** Every Chinese message constant of the simulator's source: MSG_X = '…' and the few written inline as ErrMsg: '…'. */
function sourceMessages(): string[] {
  const root = path.resolve(import.meta.dirname, '../../../simulator');
  const files = ['limits.ts', 'otp.ts', 'access.ts', 'email.ts', 'inquiry.ts', 'upload/sniff.ts', ...readdirSync(path.join(root, 'calls')).map((f) => `calls/${f}`)];
  const out = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/(?:MSG_[A-Z_]+ = |ErrMsg: |refused\()'([^']+)'/g)) out.add(m[1]);
  }
  return [...out].filter((m) => /\p{Script=Han}/u.test(m));
}

describe('the bank\'s messages in English', () => {
  const messages = sourceMessages();
  it('finds the messages of the source (the walk itself works)', () => {
    expect(messages.length).toBeGreaterThan(30);
    expect(messages).toContain('簡訊密碼已逾時，請重新發送驗證碼');
  });

  it.each(messages)('%s has an English text', (message) => {
    const english = englishMessage(message);
    expect(english).toBeTruthy();
    expect(english).not.toMatch(/\p{Script=Han}/u);
  });

  it('messages with a value inside keep the value', () => {
    expect(englishMessage('檔案太大，不可超過5120KB，請重新選擇。')).toBe('The file is too large: at most 5120 KB. Please choose another file.');
    expect(englishMessage('申請資料缺少必要欄位：IDNO')).toBe('The application lacks a required field: IDNO');
    expect(englishMessage('簡訊密碼錯誤，請重新輸入（尚可輸入2次）')).toBe('The SMS code is wrong. Please enter it again (2 tries left).');
  });

  it('an answer keeps the bank\'s message and gets the English beside it; one without a message is left as it is', () => {
    expect(withMessageTranslations({ Success: true, Status: 0, ErrMsg: '請先取得簡訊密碼' })).toEqual({ Success: true, Status: 0, ErrMsg: '請先取得簡訊密碼', Translations: { en: { ErrMsg: 'Please request an SMS code first.' } } });
    expect(withMessageTranslations({ status: 1, msg: '上傳失敗，請重新上傳。' })).toMatchObject({ msg: '上傳失敗，請重新上傳。', Translations: { en: { msg: 'The upload failed. Please upload again.' } } });
    const plain = { Success: true, ErrMsg: '' };
    expect(withMessageTranslations(plain)).toBe(plain);
  });

  it('over the wire: a refusal carries its message in both languages', async () => {
    expect(await sim.call('A32', { ID: 'A123456789', Mobile: '0912345678' })).toMatchObject({ Success: false, ErrMsg: expect.stringMatching(/\p{Script=Han}/u), Translations: { en: { ErrMsg: expect.not.stringMatching(/\p{Script=Han}/u) } } });
  });

  it('over the wire: a refusal the screens judged (A84 by the start screen) carries the screen\'s own texts, not the bank\'s', async () => {
    const text = (lang: string) => (JSON.parse(readFileSync(new URL(`../../../locales/${lang}.json`, import.meta.url), 'utf8')) as { err: { idInvalid: string } }).err.idInvalid;
    expect(await sim.call('A84', { IDNO: 'A12345678X', Birthday: '0690101' })).toMatchObject({ Success: false, ErrMsg: text('zh-TW'), Translations: { en: { ErrMsg: text('en') } } });
  });
});
