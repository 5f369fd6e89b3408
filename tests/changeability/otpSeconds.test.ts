// @vitest-environment jsdom
// Issue 16 §2.6: one number, both sides. A product owner raises otpSeconds from 100 to 120 in a
// copy's flows/constants.json: the SMS screen (schemas/validate3.json, OTP seconds
// consts.otpSeconds) counts from 120, and a simulator built on the copy takes the right code at
// 110 s ("10 s left"; it refused it as expired when it kept its own 100 s) and up to 120 s, and
// refuses it at 121 s. At the seed's 100: 100 s passes, 101 s is refused. ETB's path (A32, A33).
import { join } from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { constantValues, type ConstantsFile } from '../../renderer/engine/constNumber.js';
import type { ScreenConfig } from '../../renderer/engine/types.js';
import { MSG_EXPIRED } from '../../simulator/otp.js';
import { lastCode, startTestSim } from '../unit/simulator/helpers.js';
import { advance, fakeRuntime, renderForm } from '../unit/widgets/harness.js';
import { configCopy, type ConfigCopy } from './configCopy.js';

const ETB = { ID: 'A123456789', birthday: '0690101', mobile: '0912345678' };
const HOST_NOW = Date.parse('2026-11-23T02:00:00Z');

let copy: ConfigCopy;
beforeAll(() => { copy = configCopy(); });
afterAll(() => copy.remove());
afterEach(() => { cleanup(); vi.useRealTimers(); });

const setSeconds = (seconds: number) => copy.edit('flows/constants.json', (json: ConstantsFile) => { json.constants.otpSeconds.value = seconds; });

/** The copy's SMS screen, its OTP widget with its real options, counting from the copy's constants, in the copy's zh-TW texts. */
async function smsScreen() {
  const screenConfig = copy.read('schemas/validate3.json') as ScreenConfig;
  const otp = (screenConfig.uiSchema as Record<string, { 'ui:widget': string; 'ui:options': Record<string, unknown> }>).OTP;
  expect(otp['ui:options'].seconds).toBe('consts.otpSeconds');
  const texts = (copy.read('locales/zh-TW.json') as { validate3: Record<string, string> }).validate3;
  const dict = Object.fromEntries(Object.entries(texts).map(([k, v]) => [`validate3.${k}`, v]));
  const consts = constantValues(copy.read('flows/constants.json') as ConstantsFile);
  const runtime = fakeRuntime({ session: { OTPIssuedAt: 1 }, server: { otp: { S1: 'AB12' } }, consts }, dict);
  await renderForm({ schema: { type: 'object', properties: { OTP: { type: 'string' } } }, uiSchema: { OTP: { 'ui:widget': otp['ui:widget'], 'ui:options': otp['ui:options'] } }, runtime });
  return () => screen.getByRole('timer').textContent;
}

/** A simulator on the copy, its host clock still: the right code sent at 0 and typed `seconds` later, for each. */
async function verifyAfter(secondsList: number[]): Promise<Array<{ Status: number; ErrMsg: string }>> {
  const sim = await startTestSim({ constantsFile: join(copy.dir, 'flows', 'constants.json'), now: () => HOST_NOW });
  try {
    const answers = [];
    let offsetMs = 0;
    for (const seconds of secondsList) {
      const s = await sim.customer(ETB.ID, ETB.birthday);
      expect((await s.call('A32', { ID: ETB.ID, Mobile: ETB.mobile, OTPMobile: ETB.mobile })).Status).toBe(1);
      const code = await lastCode(sim, ETB.mobile);
      offsetMs += seconds * 1000;
      await sim.dev('POST', 'clock', { offsetMs });
      answers.push(await s.call('A33', { ID: ETB.ID, OTPPin: code }) as { Status: number; ErrMsg: string });
    }
    return answers;
  } finally {
    await sim.close();
  }
}

describe('otpSeconds reaches the SMS screen and the bank', () => {
  it('120 in the copy: the screen counts from 120 and shows 10 s left at 110 s', async () => {
    setSeconds(120);
    vi.useFakeTimers();
    const timer = await smsScreen();
    expect(timer()).toBe('請於 120 秒內輸入');
    await advance(110_000);
    expect(timer()).toBe('請於 10 秒內輸入');
  });

  it('120 in the copy: the bank takes the right code at 110 s and at 120 s, and refuses it as expired at 121 s', async () => {
    setSeconds(120);
    const [at110, at120, at121] = await verifyAfter([110, 120, 121]);
    expect(at110).toMatchObject({ Status: 1, ErrMsg: '' });
    expect(at120).toMatchObject({ Status: 1, ErrMsg: '' });
    expect(at121).toMatchObject({ Status: 0, ErrMsg: MSG_EXPIRED });
  });

  it('the seed\'s 100: the screen counts from 100; the bank takes the code at 100 s and refuses it at 101 s', async () => {
    setSeconds(100);
    vi.useFakeTimers();
    const timer = await smsScreen();
    expect(timer()).toBe('請於 100 秒內輸入');
    vi.useRealTimers();
    const [at100, at101] = await verifyAfter([100, 101]);
    expect(at100).toMatchObject({ Status: 1, ErrMsg: '' });
    expect(at101).toMatchObject({ Status: 0, ErrMsg: MSG_EXPIRED });
  });
});
