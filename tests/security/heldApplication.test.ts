// A held application (A60/A59) is personal data: only its owner gets it back. Another Token
// cannot read or overwrite it; a new session gets it only once verified, for the same ID, on the
// mobile the application was verified on, and within the retention period. What A60 stores is
// bounded: padded base64 of UTF-8 JSON of an object, at most MAX_HELD_BYTES per save and merged.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_VERIFIED, MSG_NOT_YOURS } from '../../simulator/access.js';
import { MAX_CONTENT_CHARS, MAX_HELD_BYTES, MSG_CONTENT_BAD, MSG_CONTENT_TOO_BIG } from '../../simulator/calls/A60.js';
import { base64utf8 } from '../../rules/functions/base64utf8.js';
import { defaultPolicy } from '../../simulator/policy.js';
import { startTestSim, type Session, type TestSim } from '../unit/simulator/helpers.js';
import { withMessageTranslations } from '../../simulator/messages.js';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64');
const SECRET = { Page2_4: { HomeAddr: '復興南路一段390號5樓', Email: 'victim@example.com' } };

let sim: TestSim;
let victim: Session;
beforeEach(async () => {
  sim = await startTestSim();
  victim = await sim.verified(await sim.newApplicant('F131104093', '0911222333'), '0911222333');
  expect(await victim.call('A60', { ContentJSON: b64(SECRET) })).toEqual({ Success: true });
});
afterEach(async () => { await sim.close(); });

describe('a held application only for its owner', () => {
  it("another Token cannot read or overwrite it by naming the victim's apply log", async () => {
    const attacker = await sim.verified(await sim.customer('A123456789', '0690101'), '0912345678');
    expect(await attacker.call('A59', { ApplyLogID: victim.applyLogId })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
    expect(await attacker.call('A60', { ApplyLogID: victim.applyLogId, ContentJSON: b64({ Page2_4: {} }) })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
    expect(JSON.parse((await victim.call('A59')).ContentJson)).toEqual(SECRET);
  });

  it('a session that knows the ID but has not passed the SMS code gets nothing', async () => {
    const stranger = await sim.newApplicant('F131104093', '0911222333');
    expect(await stranger.call('A59')).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_VERIFIED }));
  });

  it('the same ID verified on another mobile (a stranger with their own card) gets nothing', async () => {
    const stranger = await sim.verified(await sim.newApplicant('F131104093', '0944555666'), '0944555666');
    expect(await stranger.call('A59')).toEqual({ Success: true, ContentJson: '' });
  });

  it('the owner in a new session gets it back; not after the retention period', async () => {
    const again = await sim.verified(await sim.newApplicant('F131104093', '0911222333'), '0911222333');
    expect(JSON.parse((await again.call('A59')).ContentJson)).toEqual(SECRET);
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.heldRetentionMs + 60_000 });
    const late = await sim.verified(await sim.newApplicant('F131104093', '0911222333'), '0911222333');
    expect(await late.call('A59')).toEqual({ Success: true, ContentJson: '' });
  });
});

/** ContentJSON whose JSON is exactly `bytes` long (ASCII filler under Page2_4.Form1Data). */
function ofSize(bytes: number, part = 'Page2_4'): string {
  const empty = JSON.stringify({ [part]: { Form1Data: { Filler: '' } } });
  const json = JSON.stringify({ [part]: { Form1Data: { Filler: 'a'.repeat(bytes - empty.length) } } });
  expect(Buffer.byteLength(json)).toBe(bytes);
  return Buffer.from(json).toString('base64');
}
const stillHeld = async () => expect(JSON.parse((await victim.call('A59')).ContentJson)).toEqual(SECRET);

describe('what A60 takes', () => {
  it("another Token's A60 without an ApplyLogID lands on its own apply log, never on the victim's", async () => {
    const attacker = await sim.verified(await sim.customer('A123456789', '0690101'), '0912345678');
    expect(await attacker.call('A60', { ContentJSON: b64({ Page2_4: { Form1Data: { Email: 'attacker@example.com' } } }) })).toEqual({ Success: true });
    await stillHeld();
  });

  it('the forms\' encoding ($base64utf8 of the JSON): Chinese and emoji come back from A59 unchanged', async () => {
    const state = { Page2_4: { Form1Data: { NameChinese: '王小明', HomeAddr: '忠孝東路四段100號5樓', Note: '👍' }, ModFlag: { HomeModFlag: 'N' } } };
    expect(await victim.call('A60', { ContentJSON: base64utf8(JSON.stringify(state)) })).toEqual({ Success: true });
    expect(JSON.parse((await victim.call('A59')).ContentJson)).toEqual({ ...SECRET, ...state });
  });

  it.each([
    ['not base64', 'not base64 !'],
    ['base64 without its padding', b64({ Page2_4: {} }).replace(/=+$/, '')],
    ['base64url', Buffer.from(JSON.stringify({ Page2_4: { Form1Data: { Note: '>>>???' } } })).toString('base64url')],
    ['base64 with a line break', `${b64({ Page2_4: {} }).slice(0, 8)}\n${b64({ Page2_4: {} }).slice(8)}`],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString('base64')],
    ['Latin-1 of Chinese (what btoa would need)', Buffer.from('{"Page2_4":{"N":"é"}}', 'latin1').toString('base64')],
    ['JSON of a list', b64([SECRET])],
    ['JSON of a string', b64('{"Page2_4":{}}')],
    ['JSON null', b64(null)],
    ['the old form: base64 of the URL-encoded JSON', Buffer.from(encodeURIComponent(JSON.stringify({ Page2_4: { NameChinese: '王小明' } }))).toString('base64')],
    ['empty', ''],
  ])('%s: refused, the held application unchanged', async (_what, ContentJSON) => {
    expect(await victim.call('A60', { ContentJSON })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_CONTENT_BAD }));
    await stillHeld();
  });

  it(`a save of ${MAX_HELD_BYTES} bytes of JSON is taken; one byte more is refused`, async () => {
    const fresh = await sim.verified(await sim.newApplicant('P135791302', '0911000111'), '0911000111');
    expect(await fresh.call('A60', { ContentJSON: ofSize(MAX_HELD_BYTES + 1) })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_CONTENT_TOO_BIG }));
    expect(await fresh.call('A59')).toEqual({ Success: true, ContentJson: '' });
    expect(await fresh.call('A60', { ContentJSON: ofSize(MAX_HELD_BYTES) })).toEqual({ Success: true });
    expect(Buffer.byteLength((await fresh.call('A59')).ContentJson)).toBe(MAX_HELD_BYTES);
  });

  it('saves of separate parts cannot grow the held application past the limit: the save that would is refused, the rest kept', async () => {
    const half = Math.floor(MAX_HELD_BYTES / 2);
    expect(await victim.call('A60', { ContentJSON: ofSize(half, 'Page2_5') })).toEqual({ Success: true });
    expect(await victim.call('A60', { ContentJSON: ofSize(half, 'Page2_6') })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_CONTENT_TOO_BIG }));
    const held = JSON.parse((await victim.call('A59')).ContentJson);
    expect(Object.keys(held).sort()).toEqual(['Page2_4', 'Page2_5']);
    expect(held.Page2_4).toEqual(SECRET.Page2_4);
  });

  it('a ContentJSON far over the limit (within the 1 MB body) is refused by its length', async () => {
    expect(await victim.call('A60', { ContentJSON: 'A'.repeat(MAX_CONTENT_CHARS + 4) })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_CONTENT_TOO_BIG }));
    await stillHeld();
  });
});
