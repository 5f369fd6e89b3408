// The analytics sink: which address a build uses, and the screen views the engine reports.
import { describe, expect, it } from 'vitest';
import { analyticsEndpoint, type AnalyticsEvent } from '../../../renderer/engine/analytics.js';
import { AppEngine } from '../../../renderer/engine/app.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { HeadlessHost } from '../../../renderer/headless/headlessHost.js';

describe('analyticsEndpoint', () => {
  it.each([
    ['no config: none', undefined, false, undefined],
    ['empty bank endpoint: none (the default)', { endpoint: '', developmentEndpoint: '/__dev/analytics' }, false, undefined],
    ['development uses the simulator\'s', { endpoint: '', developmentEndpoint: '/__dev/analytics' }, true, '/__dev/analytics'],
    ['the bank\'s endpoint in production', { endpoint: '/collect', developmentEndpoint: '/__dev/analytics' }, false, '/collect'],
    ['development without its own endpoint uses the bank\'s', { endpoint: '/collect' }, true, '/collect'],
  ])('%s', (_, config, development, url) => {
    expect(analyticsEndpoint(config, development)).toBe(url);
  });
});

describe('screen views', () => {
  it('each screen shown is one view, named by screen id and the configured route (not the typed address)', async () => {
    const events: AnalyticsEvent[] = [];
    const engine = new AppEngine({
      flow: { version: 1, guardFailure: 'x', routes: [{ path: '/Validate2', aliases: ['/validate2'], screen: 'validate2' }, { path: '/Later' }] },
      errors: { version: 1, errors: {} }, consts: {},
      loadScreen: async (id) => ({ version: 1, id, title: 't', schema: { type: 'object', properties: {} } }),
      api: { call: async () => ({}), resetRetries: () => undefined },
      host: new HeadlessHost(), session: new SessionStore(new MemoryStorage()), translate: (k) => k, schemaCheck: () => [], services: {},
      analytics: { send: (e) => { events.push(e); } },
    });
    await engine.enter('/validate2', { IDNO: 'A123456789' });
    await engine.enter('/Later', {});
    expect(events).toEqual([{ event: 'screenView', screen: 'validate2', route: '/Validate2' }]);
  });
});
