// The named runtime services screen configs may ask for ("service": name).
// Each is small and parameterised by its args; the environment (user agent,
// address, document) is injected so Node fixtures use the same services.
import { ApiFailure } from '../engine/api.js';
import { describeDevice } from '../engine/device.js';
import type { RuntimeService } from '../engine/services.js';

export interface ServiceEnvironment {
  userAgent(): string;
  address(): string;
  /** Adds a script element once per src (fingerprint); a no-op headless. */
  loadScript(src: string): void;
}

export function runtimeServices(env: ServiceEnvironment): Record<string, RuntimeService> {
  return {
    /** Sets session Platform (seed 3.1) and BrowserSupported (Y/N) from the user agent. */
    detectDevice: async (_args, _screen, app) => {
      const device = describeDevice(env.userAgent());
      app.session.assign({ Platform: device.platform, BrowserSupported: device.supported ? 'Y' : 'N' });
    },
    /** A76 device log: OS and browser from the user agent, the rest from args. */
    logDevice: async (args, screen) => {
      const d = describeDevice(env.userAgent());
      const log = { ...args, OS: d.os, OSVersion: d.osVersion, Browser: d.browser, BrowserVersion: d.browserVersion };
      // A log whose answer nothing uses: its failure neither stops the applicant nor spends the shared retries.
      await screen.call('A76', log, { optional: true }).catch((err: unknown) => { if (!(err instanceof ApiFailure)) throw err; });
    },
    /** Puts the current address (or args.part of it: pathname, search) into a form field: QR hand-over, CPA marker. */
    readAddress: async (args, screen) => {
      const address = env.address();
      const part = args.part === 'pathname' || args.part === 'search' ? new URL(address)[args.part] : address;
      screen.setForm({ [String(args.field ?? 'Address')]: part });
    },
    /** Loads the device-fingerprint script once, when the server enabled it (A155). */
    loadFingerprintScript: async (args) => {
      if (args.enabled === true || args.enabled === 'Y') env.loadScript(String(args.src));
    },
    clearSession: async (_args, _screen, app) => app.clearSession(),
    /** The idle popup's continue (flows/flow.json idle): a new idle period starts now. */
    idleContinue: async (_args, _screen, app) => {
      if (!app.idle) throw new Error('service "idleContinue" needs flows/flow.json idle');
      app.idle.continued(app.host.now());
    },
  };
}
