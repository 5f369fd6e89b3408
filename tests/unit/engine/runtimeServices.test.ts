// The named runtime services screen configs call ("service": name), with an injected environment.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../renderer/engine/api.js';
import type { AppServices } from '../../../renderer/engine/services.js';
import type { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { runtimeServices } from '../../../renderer/services/runtimeServices.js';

/** The device log's call code as the start screen's config names it (schemas/index.json, service logDevice: "call": "'A76'"). */
const DEVICE_LOG_CALL = (() => {
  const effects = (JSON.parse(readFileSync(new URL('../../../schemas/index.json', import.meta.url), 'utf8')) as { onSubmit: Array<{ service?: string; args?: Record<string, string> }> }).onSubmit;
  return String(effects.find((e) => e.service === 'logDevice')?.args?.call).replace(/^'|'$/g, '');
})();

const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
const ANDROID = 'Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.106 Mobile Safari/537.36';

function setup(userAgent: string, address = 'http://127.0.0.1:5173/CPA?CTID=X#/IndexPage') {
  const scripts: string[] = [];
  const calls: Array<[string, Record<string, unknown>, unknown?]> = [];
  let failCalls = false;
  const form: Record<string, unknown> = {};
  const session = new SessionStore(new MemoryStorage());
  const services = runtimeServices({ userAgent: () => userAgent, address: () => address, loadScript: (src) => scripts.push(src) });
  const screen = {
    setForm: (values: Record<string, unknown>) => Object.assign(form, values),
    call: async (code: string, body: Record<string, unknown>, options?: unknown) => {
      calls.push([code, body, options]);
      if (failCalls) throw new ApiFailure(code, 3, new Error('network'));
      return { Success: true };
    },
  } as unknown as ScreenController;
  const app = { session, clearSession: () => session.clear() } as unknown as AppServices;
  return { services, screen, app, scripts, calls, form, session, failAll: () => { failCalls = true; } };
}

describe('runtime services', () => {
  it('detectDevice: Platform and BrowserSupported from the user agent (SESS-23, LAND-13)', async () => {
    const ie = setup(IE9);
    await ie.services.detectDevice({}, ie.screen, ie.app);
    expect(ie.session.snapshot()).toMatchObject({ Platform: 'Desktop Website', BrowserSupported: 'N' });
    const phone = setup(ANDROID);
    await phone.services.detectDevice({}, phone.screen, phone.app);
    expect(phone.session.snapshot()).toMatchObject({ Platform: 'Mobile Website', BrowserSupported: 'Y' });
  });

  it('readAddress: the whole address, or its pathname (CPA marker), into a form field (LAND-05, IDX-10)', async () => {
    const s = setup(ANDROID);
    await s.services.readAddress({ field: 'Address' }, s.screen, s.app);
    await s.services.readAddress({ field: 'Path', part: 'pathname' }, s.screen, s.app);
    expect(s.form).toEqual({ Address: 'http://127.0.0.1:5173/CPA?CTID=X#/IndexPage', Path: '/CPA' });
  });

  it('loadFingerprintScript: loads only when A155 enabled it (IDX-52)', async () => {
    const s = setup(ANDROID);
    await s.services.loadFingerprintScript({ enabled: false, src: '/fp.js' }, s.screen, s.app);
    await s.services.loadFingerprintScript({ enabled: undefined, src: '/fp.js' }, s.screen, s.app);
    expect(s.scripts).toEqual([]);
    await s.services.loadFingerprintScript({ enabled: true, src: '/fp.js' }, s.screen, s.app);
    expect(s.scripts).toEqual(['/fp.js']);
  });

  it('logDevice: A76 with OS, OSVersion, Browser, BrowserVersion beside the given fields (IDX-50)', async () => {
    const s = setup(ANDROID);
    await s.services.logDevice({ call: DEVICE_LOG_CALL, ApplyLogID: 'AL1', SalesId: 'S123456', APID: 'P1' }, s.screen, s.app);
    expect(s.calls).toEqual([['A76', { ApplyLogID: 'AL1', SalesId: 'S123456', APID: 'P1', OS: 'Android', OSVersion: '9', Browser: 'Chrome', BrowserVersion: '83.0.4103.106' }, { optional: true }]]);
  });

  it('logDevice: A76 is optional (no shared retries spent), and its transport failure does not stop the applicant', async () => {
    const s = setup(ANDROID);
    s.failAll();
    await expect(s.services.logDevice({ call: DEVICE_LOG_CALL, ApplyLogID: 'AL1' }, s.screen, s.app)).resolves.toBeUndefined();
  });

  it('logDevice: the call is the config\'s (args.call); without one the service is a fault, and nothing is sent', async () => {
    const s = setup(ANDROID);
    await expect(s.services.logDevice({ ApplyLogID: 'AL1' }, s.screen, s.app)).rejects.toThrow('service "logDevice" needs call');
    expect(s.calls).toEqual([]);
  });

  it('clearSession empties the session', async () => {
    const s = setup(ANDROID);
    s.session.set('pageState', 'Page1.1');
    await s.services.clearSession({}, s.screen, s.app);
    expect(s.session.snapshot()).toEqual({});
  });
});
