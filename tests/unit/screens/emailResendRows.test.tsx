// @vitest-environment jsdom
// /EmailValidate (schemas/emailValidate.json, 000 §4.2): a resend restarts the countdown at
// 240 s (MAIL-22). The real screen's resend asks A143 again and sets a new EmailOTPIssuedAt, the
// OTP widget's restartKey; the real widget options (seconds consts.emailOtpSeconds, startWhen,
// restartKey) with the shipped zh-TW texts then count from 240 again: 100 s left → 240.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { advance, fakeRuntime, renderForm } from '../widgets/harness.js';
import { CONSTS, loadScreen, makeController, readJson } from './screenChecks.js';

const MAIL = loadScreen('emailValidate');
const OTP = (MAIL.uiSchema as Record<string, { 'ui:widget': string; 'ui:options': Record<string, unknown> }>).OTP;
const ZH = readJson<{ emailValidate: Record<string, string> }>('locales/zh-TW.json');
const dict = Object.fromEntries(Object.entries(ZH.emailValidate).map(([k, v]) => [`emailValidate.${k}`, v]));

beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(new Date('2026-11-23T10:00:00Z')); });
afterEach(() => { cleanup(); vi.useRealTimers(); });

describe('/EmailValidate: a resend restarts the countdown at 240 s (MAIL-22)', () => {
  it('the resend action asks A143 again and sets a new EmailOTPIssuedAt (the widget\'s restartKey)', async () => {
    const h = makeController(MAIL, { session: { ApplyLogID: 'AL1', IDNO: 'F131104093', Email: 'hua@example.com' }, answers: { A143: { Success: true, OTPID: 'OTP-1' } } });
    await h.controller.load();
    const first = h.session.get('EmailOTPIssuedAt');
    expect(OTP['ui:options'].restartKey).toBe('session.EmailOTPIssuedAt');
    vi.setSystemTime(new Date('2026-11-23T10:02:20Z')); // 140 s later: 100 s left
    await h.controller.trigger('resend');
    expect(h.calls.filter(([code]) => code === 'A143')).toHaveLength(2);
    expect(h.session.get('EmailResends')).toBe(1);
    expect(h.session.get('EmailOTPIssuedAt')).not.toBe(first);
  });

  it('the real widget options: 240 s from the code (請於 240 秒內輸入), 100 s left after 140 s, 240 again once EmailOTPIssuedAt changes', async () => {
    expect(CONSTS.emailOtpSeconds).toBe(240);
    const runtime = fakeRuntime({ session: { EmailOTPIssuedAt: 1 }, server: { mail: { OTPID: 'OTP-1' } }, consts: CONSTS }, dict);
    const h = await renderForm({ schema: { type: 'object', properties: { OTP: { type: 'string' } } }, uiSchema: { OTP: { 'ui:widget': OTP['ui:widget'], 'ui:options': OTP['ui:options'] } }, runtime });
    const timer = () => screen.getByRole('timer').textContent;
    expect(timer()).toBe('請於 240 秒內輸入');
    await advance(140_000);
    expect(timer()).toBe('請於 100 秒內輸入');
    await h.update({ session: { EmailOTPIssuedAt: 2 } });
    expect(timer()).toBe('請於 240 秒內輸入');
    await advance(1_000);
    expect(timer()).toBe('請於 239 秒內輸入');
  });
});
