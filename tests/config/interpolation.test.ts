// The check on texts (scripts/check/interpolation.ts): given a copy of the real repository with one
// text or one alert's params broken, when the checker runs, then the locale text is the fault, at
// its file and pointer, with a plain message (and a did-you-mean where a passed name is near).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkInterpolation } from '../../scripts/check/interpolation.js';
import { loadTree } from '../../scripts/check/load.js';
import { Sink } from '../../scripts/check/types.js';
import { configCopy, type ConfigCopy } from '../changeability/configCopy.js';

/** The interpolation check alone on the copy (the whole checker runs once, below, with the {s fault). */
async function interpolationFaults(dir: string) {
  const sink = new Sink();
  checkInterpolation(await loadTree(dir, sink), sink);
  return sink.faults;
}

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

describe('texts of a copy of the real repository', () => {
  let copy: ConfigCopy;
  beforeAll(() => { copy = configCopy(); });
  afterAll(() => copy.remove());

  const ZH = 'locales/zh-TW.json';
  const countdown = (text: string) => (c: ConfigCopy) => c.edit(ZH, (j) => { j.validate3.countdown = text; });
  const QUERY_OTP = 'schemas/queryOTP.json#/uiSchema/OTP/ui:options/countdownText';

  it('today\'s tree has no faults', async () => {
    expect((await copy.check()).faults).toEqual([]);
  });

  it('npm run check holds the texts: {s in the SMS countdown is its one fault', async () => {
    const before = copy.read(ZH);
    try {
      countdown('請於 {s 秒內輸入')(copy);
      expect((await copy.check()).faults.map((f) => `${f.file}#${f.pointer}`)).toEqual([`${ZH}#/validate3/countdown`]);
    } finally {
      copy.write(ZH, before);
    }
  });

  it.each([
    {
      fault: '{s in the SMS countdown (validate3.json\'s OTP countdownText)',
      change: countdown('請於 {s 秒內輸入'),
      faults: [{ file: ZH, pointer: '/validate3/countdown', message: 'text "validate3.countdown": "{" is never closed in "請於 {s 秒內輸入"; write a placeholder as {name}' }],
    },
    {
      fault: '{sec} for the {seconds} the OTP widget passes',
      change: countdown('請於 {sec} 秒內輸入'),
      faults: [{ file: ZH, pointer: '/validate3/countdown', message: `text "validate3.countdown" uses {sec}, but no use of the key passes it (${QUERY_OTP} passes {seconds}); did you mean {seconds}?` }],
    },
    {
      fault: '{ seconds } with spaces',
      change: countdown('請於 { seconds } 秒內輸入'),
      faults: [{ file: ZH, pointer: '/validate3/countdown', message: 'text "validate3.countdown": { seconds } is not a plain name in "請於 { seconds } 秒內輸入"; write {seconds}' }],
    },
    {
      fault: 'an alert\'s params not matching its text (both locales)',
      change: (c: ConfigCopy) => c.edit('schemas/confirm.json', (j) => { j.actions.send[1].onFail[0].params = { msg: 'response.ErrMsg' }; }),
      faults: [
        { file: 'locales/en.json', pointer: '/confirm/systemError', message: 'text "confirm.systemError" uses {message}, but no use of the key passes it (schemas/confirm.json#/actions/send/1/onFail/0/alert passes {msg})' },
        { file: ZH, pointer: '/confirm/systemError', message: 'text "confirm.systemError" uses {message}, but no use of the key passes it (schemas/confirm.json#/actions/send/1/onFail/0/alert passes {msg})' },
      ],
    },
    {
      fault: 'a text in one locale using a value no use passes (its twin is fine)',
      change: (c: ConfigCopy) => c.edit(ZH, (j) => { j.idle.body = '您已閒置 {idle} 分鐘，將於{minutes}分鐘後結束本次申請。'; }),
      faults: [{ file: ZH, pointer: '/idle/body', message: 'text "idle.body" uses {idle}, but no use of the key passes it (flows/flow.json#/popups/idle/body passes {minutes})' }],
    },
    {
      fault: 'a text in one locale leaving out a value its twin uses is fine',
      change: (c: ConfigCopy) => c.edit(ZH, (j) => { j.idle.body = '您已閒置一段時間，請點選「繼續申請」。'; }),
      faults: [],
    },
  ])('$fault', async ({ change, faults }) => {
    const before = copy.read(ZH);
    const confirm = copy.read('schemas/confirm.json');
    try {
      change(copy);
      expect(await interpolationFaults(copy.dir)).toEqual(faults);
    } finally {
      copy.write(ZH, before);
      copy.write('schemas/confirm.json', confirm);
    }
  });
});
