// A screen's services with nothing behind them: no bank, no host, no flow. Tests of one screen
// controller pass what they observe (navigate, schemaCheck, report) as overrides.
import type { AppServices } from '../../../renderer/engine/services.js';
import type { SessionStore } from '../../../renderer/engine/session.js';

type HostOverrides = Partial<AppServices['host']>;

export function stubAppServices(session: SessionStore, overrides: Partial<Omit<AppServices, 'host'>> & { host?: HostOverrides } = {}): AppServices {
  const { host, ...rest } = overrides;
  return {
    session,
    api: { call: async () => ({}), resetRetries: () => undefined },
    host: { alert: () => undefined, popup: () => () => undefined, navigate: () => undefined, redirect: () => undefined, sleep: async () => undefined, now: () => 0, ...host },
    flow: { version: 1, routes: [], guardFailure: 'x' },
    consts: {},
    schemaCheck: () => [],
    analytics: { send: () => undefined },
    translate: (key) => key,
    fail: async () => undefined,
    clearSession: () => undefined,
    leave: async () => undefined,
    service: async () => undefined,
    report: () => undefined,
    ...rest,
  };
}
