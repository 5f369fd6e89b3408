// A97, the submit (001 §3.9, §4.6, §7): the payload decoded and checked against the caller's
// verified apply log, the card and gifts from its campaign, a case number issued once, and the
// same submit again answered with the same case number without a second application.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG_ALREADY_SUBMITTED, MSG_CARD_MISMATCH, MSG_GIFT_BAD, MSG_NOT_APPLICANT, canonicalJson, msgMissing, newApplyId, normaliseContent,
} from '../../../simulator/calls/A97.js';
import { MAX_HELD_BYTES, MSG_CONTENT_BAD, MSG_CONTENT_TOO_BIG } from '../../../simulator/calls/A60.js';
import { application, contentJson } from '../../support/applications.js';
import { campaign } from '../../support/config.js';
import { startTestSim, type Session, type TestSim } from './helpers.js';
import { withMessageTranslations } from '../../../simulator/messages.js';

/** The campaign of the test applicants' apply logs, as campaigns/DEMO-CASHBACK.json holds it. */
const CASHBACK = campaign('DEMO-CASHBACK');
/** A gift as A97 stores it: its group's name, its code and description from the campaign file. */
const giftOf = (group: number, gift: number) => {
  const g = CASHBACK.giftGroups[group];
  return { GroupName: g.name, GiftCode: g.gifts[gift].GiftCode, Description: g.gifts[gift].Description };
};
/** The second gift of the first group and the first of the second: a choice the campaign offers. */
const CHOSEN = [giftOf(0, 1), giftOf(1, 0)];

const ETB = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };
const NTB = { id: 'F131104093', birthday: '0790101', mobile: '0911222333' };

let sim: TestSim;
// Many verified sessions of one test identity: the SMS limits are the rate-limit tests' business.
beforeAll(async () => { sim = await startTestSim({ policy: { codesPerMobile: 1000, codesPerId: 1000, sameCardWindowMs: 0 } }); });
afterAll(async () => { await sim.close(); });

const b64 = contentJson;

/** The complete application /Confirm sends for this ETB session (tests/support/applications.ts), the gifts CHOSEN, `extra` on top. */
async function payload(s: Session, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return { ...(await application(s.applyLogId, ETB, { gifts: CHOSEN.map((g) => g.GiftCode) })), ...extra };
}

const etb = async () => sim.idPhotos(await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile));

/** The applications table as the simulator wrote it (read-only, beside the running server). */
function stored(): Array<{ apply_log_id: string; apply_id: string; content: string; card: string; gifts: string }> {
  const db = new Database(path.join(sim.dataDir, 'simulator.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT * FROM applications ORDER BY submitted_at, rowid').all() as never;
  } finally {
    db.close();
  }
}
const rowsOf = (applyLogId: string) => stored().filter((r) => r.apply_log_id === applyLogId);

describe('A97 submits the application once', () => {
  it('answers Result 1 and a case number (CC, the Taipei date, 12 random digits), and stores the decoded fields', async () => {
    const s = await etb();
    const content = await payload(s);
    const answer = await s.call('A97', { ContentJSON: b64(content) });
    expect(answer).toEqual({ Success: true, Result: '1', ApplyID: expect.stringMatching(/^CC\d{8}\d{12}$/) });
    const taipeiDay = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    expect(answer.ApplyID.slice(2, 10)).toBe(taipeiDay);
    const [row] = rowsOf(s.applyLogId);
    expect(row.apply_id).toBe(answer.ApplyID);
    expect(JSON.parse(row.content)).toEqual(content);
    expect(JSON.parse(row.content)).toMatchObject({ ChineseName: '王小明', IDNO: ETB.id, HomeAddr: '復興南路一段390號5樓', ModFlag: { ChineseNameModFlag: 'N' } });
  });

  it('takes the card and the gifts from the apply log’s campaign, not from the captions the browser sent', async () => {
    const s = await etb();
    expect((await s.call('A97', { ContentJSON: b64(await payload(s, { FirstGiftCaption: 'whatever the browser says' })) })).Result).toBe('1');
    const [row] = rowsOf(s.applyLogId);
    expect(JSON.parse(row.card)).toMatchObject({ CTID: 'DEMO-CASHBACK', CardName: CASHBACK.CardName, CardCode: CASHBACK.CardCode });
    expect(JSON.parse(row.gifts)).toEqual(CHOSEN);
  });

  it('the same payload again (a retry, a double click, a reload) answers the same ApplyID and stores one application', async () => {
    const s = await etb();
    const content = await payload(s);
    const first = await s.call('A97', { ContentJSON: b64(content) });
    const again = await s.call('A97', { ContentJSON: b64(content) });
    // The same fields in another key order are the same application.
    const reordered = Object.fromEntries(Object.entries(content).reverse());
    const third = await s.call('A97', { ContentJSON: b64(reordered) });
    expect(first.Result).toBe('1');
    expect(again).toEqual(first);
    expect(third).toEqual(first);
    expect(rowsOf(s.applyLogId)).toHaveLength(1);
  });

  it('other content after the submit is refused and the stored application is unchanged', async () => {
    const s = await etb();
    const first = await s.call('A97', { ContentJSON: b64(await payload(s)) });
    expect(first.Result).toBe('1');
    const changed = await s.call('A97', { ContentJSON: b64(await payload(s, { HomeAddr: '復興南路一段1號' })) });
    expect(changed).toEqual(withMessageTranslations({ Success: true, Result: '0', ApplyID: '', ErrMsg: MSG_ALREADY_SUBMITTED }));
    const rows = rowsOf(s.applyLogId);
    expect(rows).toHaveLength(1);
    expect(rows[0].apply_id).toBe(first.ApplyID);
    expect(JSON.parse(rows[0].content).HomeAddr).toBe('復興南路一段390號5樓');
  });

  it('two applications get different case numbers', async () => {
    const a = await etb();
    const b = await etb(); // one after the other: both read the SMS code of the same mobile
    const [ca, cb] = [b64(await payload(a)), b64(await payload(b))];
    const [x, y] = await Promise.all([a.call('A97', { ContentJSON: ca }), b.call('A97', { ContentJSON: cb })]);
    expect(x.Result).toBe('1');
    expect(y.Result).toBe('1');
    expect(x.ApplyID).not.toBe(y.ApplyID);
  });

  it('an NTB applicant submits with the body of FormData, GiftInfo and ModFlag too; the ID is stored upper-case', async () => {
    const s = await sim.idPhotos(await sim.verified(await sim.newApplicant(NTB.id, NTB.mobile), NTB.mobile));
    const third = giftOf(2, 0);
    const { GiftInfo, ModFlag, ...fields } = await application(s.applyLogId, NTB, { gifts: [third.GiftCode], form1: { NameChinese: '林美華' } });
    const FormData = { ...fields, IDNO: NTB.id.toLowerCase() };
    expect(GiftInfo).toMatchObject({ GiftCombination: third.GiftCode, CardCode: CASHBACK.CardCode });
    const answer = await s.call('A97', { FormData, GiftInfo, ModFlag });
    expect(answer.Result).toBe('1');
    const [row] = rowsOf(s.applyLogId);
    expect(JSON.parse(row.content)).toMatchObject({ IDNO: NTB.id, ChineseName: '林美華', GiftInfo: { GiftCombination: third.GiftCode }, ModFlag: { EmailModFlag: 'N' } });
    expect(JSON.parse(row.gifts)).toEqual([third]);
  });
});

describe('A97 across a restart', () => {
  it('a retry after the simulator restarted (the answer was lost) gets the ApplyID it was given before', async () => {
    const own = await startTestSim({ policy: { codesPerMobile: 1000, codesPerId: 1000, sameCardWindowMs: 0 } });
    try {
      const s = await own.idPhotos(await own.verified(await own.customer(ETB.id, ETB.birthday), ETB.mobile));
      const content = b64(await payload(s));
      const first = await s.call('A97', { ContentJSON: content });
      expect(first.Result).toBe('1');
      await own.stop();
      const again = await startTestSim({ dataDir: own.dataDir });
      try {
        expect(await again.resume(s).call('A97', { ContentJSON: content })).toEqual(first);
      } finally {
        await again.close();
      }
    } catch (err) {
      await own.close().catch(() => undefined);
      throw err;
    }
  });
});

describe('A97 refuses what the bank would not take', () => {
  const refused = (ErrMsg: string) => ({ Success: true, Result: '0', ApplyID: '', ErrMsg });

  it.each([
    ['another ID than the apply log’s', { IDNO: 'F131104093' }, MSG_NOT_APPLICANT],
    ['another customer type', { CustomerType: 'NTB' }, MSG_NOT_APPLICANT],
    ['another flow', { FlowType: 'ETP' }, MSG_NOT_APPLICANT],
    ['a card the campaign does not offer', { CardCode: 'TR01' }, MSG_CARD_MISMATCH],
    ['a gift code the campaign does not offer', { Combination: `${giftOf(0, 0).GiftCode}|XX-99` }, MSG_GIFT_BAD],
    ['two gifts of one group', { Combination: `${giftOf(0, 0).GiftCode}|${giftOf(0, 1).GiftCode}` }, MSG_GIFT_BAD],
    ['no Chinese name', { ChineseName: '' }, msgMissing('ChineseName')],
    ['no ID', { IDNO: undefined }, msgMissing('IDNO')],
    ['a nested value outside GiftInfo and ModFlag', { Company: { Name: 'x' } }, MSG_CONTENT_BAD],
    ['a list as a value', { OtherNation1: ['US'] }, MSG_CONTENT_BAD],
    ['a value over 1,000 characters', { HomeAddr: 'x'.repeat(1001) }, MSG_CONTENT_TOO_BIG],
    ['a value over 1,000 characters the screens do not judge (the gifts\' caption)', { FirstGiftCaption: 'x'.repeat(1001) }, MSG_CONTENT_TOO_BIG],
  ])('%s', async (_what, extra, message) => {
    const s = await etb();
    expect(await s.call('A97', { ContentJSON: b64(await payload(s, extra)) })).toEqual(withMessageTranslations(refused(message)));
    expect(rowsOf(s.applyLogId)).toHaveLength(0);
  });

  // A screen holds the address shorter (form1.errAddrLength); the gifts' caption is the campaign's, judged by no screen.
  it('a value of exactly 1,000 characters is taken', async () => {
    const s = await etb();
    expect((await s.call('A97', { ContentJSON: b64(await payload(s, { FirstGiftCaption: 'x'.repeat(1000) })) })).Result).toBe('1');
  });

  it('the JSON at exactly 64 KB is taken, one byte more is refused', async () => {
    const sized = async (s: Session, bytes: number) => {
      const value: Record<string, unknown> = await payload(s);
      const size = () => Buffer.byteLength(JSON.stringify(value));
      for (let i = 0; size() + 920 < bytes; i += 1) value[`Pad${i}`] = 'x'.repeat(900);
      value.PadLast = '';
      value.PadLast = 'x'.repeat(bytes - size());
      expect(Buffer.byteLength(JSON.stringify(value))).toBe(bytes);
      return b64(value);
    };
    const a = await etb();
    expect((await a.call('A97', { ContentJSON: await sized(a, MAX_HELD_BYTES) })).Result).toBe('1');
    const b = await etb();
    expect(await b.call('A97', { ContentJSON: await sized(b, MAX_HELD_BYTES + 1) })).toEqual(withMessageTranslations(refused(MSG_CONTENT_TOO_BIG)));
  });
});

describe('A97 helpers', () => {
  it('canonical JSON sorts keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
  });

  it('FormData is flattened; GiftInfo and ModFlag stay objects of plain values', () => {
    expect(normaliseContent({ FormData: { IDNO: 'A1' }, ModFlag: { X: 'Y' } })).toEqual({ IDNO: 'A1', ModFlag: { X: 'Y' } });
    expect(normaliseContent({ ModFlag: { X: { deep: 1 } } })).toBeUndefined();
    expect(normaliseContent({ FormData: 'text' })).toBeUndefined();
    expect(normaliseContent({ ['k'.repeat(101)]: 'v' })).toBeUndefined();
    expect(normaliseContent({ ['k'.repeat(100)]: 'v' })).toEqual({ ['k'.repeat(100)]: 'v' });
  });

  it('case numbers spread their 12 random digits evenly', () => {
    const ids = Array.from({ length: 2000 }, () => newApplyId(Date.UTC(2026, 0, 1, 16)));
    expect(ids.every((id) => id.startsWith('CC20260102'))).toBe(true); // 16:00 UTC is the next day in Taipei
    const counts = Array(10).fill(0);
    for (const id of ids) for (const d of id.slice(10)) counts[Number(d)] += 1;
    for (const c of counts) expect(Math.abs(c - 2400)).toBeLessThan(300); // 24,000 digits
    expect(new Set(ids).size).toBe(ids.length);
  });
});
