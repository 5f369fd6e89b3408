// Each runtime service is held to its declaration in serviceWrites.ts (what the journey model
// counts as written on a way): run it, record every session key it writes, and compare exactly.
import { describe, expect, it } from 'vitest';
import { IdleRunner } from '../../../renderer/engine/idle.js';
import type { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { runtimeServices, type ServiceEnvironment } from '../../../renderer/services/runtimeServices.js';
import { serviceWrites } from '../../../renderer/services/serviceWrites.js';
import { stubAppServices } from '../support/appServices.js';

/** A session that records every key written through it (assign or set; removing a key writes it too). */
class RecordingSession extends SessionStore {
  readonly written = new Set<string>();

  constructor() {
    super(new MemoryStorage());
  }

  override set(key: string, value: unknown): void {
    this.written.add(key);
    super.set(key, value);
  }

  override assign(values: Record<string, unknown>): void {
    for (const key of Object.keys(values)) this.written.add(key);
    super.assign(values);
  }
}

const env: ServiceEnvironment = {
  userAgent: () => 'Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.106 Mobile Safari/537.36',
  address: () => 'http://127.0.0.1:5173/CPA?CTID=X#/IndexPage',
  loadScript: () => undefined,
  postForm: () => undefined,
  readFile: async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
};

/** What the services use of the screen: its form and the bank. */
const screenPart: Pick<ScreenController, 'setForm' | 'call'> = { setForm: () => undefined, call: async () => ({ Success: true }) };
const screen = screenPart as ScreenController;

/** Arguments each service runs with, as a screen config would give them (evaluated). */
const ARGS: Record<string, Record<string, unknown>> = {
  detectDevice: {},
  logDevice: { call: 'A76', ApplyLogID: 'AL1', APID: 'P1' },
  readAddress: { field: 'Address', part: 'pathname' },
  loadFingerprintScript: { enabled: true, src: '/fp.js' },
  clearSession: {},
  formPost: { action: '/__portal/twid', fields: { Token: 'tok' } },
  newGuid: { key: 'VerifyGUID' },
  idleContinue: {},
  readUpload: { url: '/api/FileView?uuid=u1&token=t', field: 'FrontBase64' },
};

const services = runtimeServices(env);
const names = Object.keys(services);

/** The keys serviceWrites declares for a service run with these args. */
function declared(name: string, args: Record<string, unknown>): string[] {
  const d = Object.hasOwn(serviceWrites, name) ? serviceWrites[name] : undefined;
  return [...(d?.keys ?? []), ...(d?.keyArg ? [String(args[d.keyArg])] : [])].sort();
}

describe('serviceWrites', () => {
  it('given the runtime services, when their arguments are listed here, then every service has some (a new service needs its row)', () => {
    expect(Object.keys(ARGS).sort()).toEqual([...names].sort());
  });

  it('given the declarations, when compared with the runtime services, then each names a service that exists', () => {
    expect(Object.keys(serviceWrites).filter((name) => !names.includes(name))).toEqual([]);
  });

  it.each(names)('given the service %s, when it runs, then the session keys it writes are exactly those declared', async (name) => {
    const session = new RecordingSession();
    session.set('pageState', 'Page1.1');
    session.written.clear();
    const idle = new IdleRunner({ when: 'true', limitMinutes: '20', checkEveryMs: 1000, abandonAfterMs: 1000, popup: 'idle', onAbandon: [] }, {}, 0);
    const app = stubAppServices(session, { idle, clearSession: () => session.clear() });
    await services[name](ARGS[name], screen, app);
    expect([...session.written].sort()).toEqual(declared(name, ARGS[name]));
  });

  it.each([
    { name: 'detectDevice', args: {}, keys: ['BrowserSupported', 'Platform'] },
    { name: 'newGuid', args: { key: 'G1' }, keys: ['G1'] },
    { name: 'clearSession', args: {}, keys: [] },
  ])('given $name with $args, when its declaration is read, then it declares $keys', ({ name, args, keys }) => {
    expect(declared(name, args)).toEqual(keys);
  });
});
