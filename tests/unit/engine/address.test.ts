// 000 §2.12: the address is cleaned on load; tokens and IDs leave the address bar and
// the history entry, the hash route and the campaign parameters stay.
import { describe, expect, it } from 'vitest';
import { cleanAddress } from '../../../renderer/engine/address.js';
import { AppEngine } from '../../../renderer/engine/app.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { HeadlessHost } from '../../../renderer/headless/headlessHost.js';
import type { FlowConfig } from '../../../renderer/engine/flowTypes.js';

const KEEP = ['CTID', 'utm_source'];
const BASE = 'https://apply.example/';

describe('cleanAddress', () => {
  it.each([
    ['a token in the search goes, the campaign stays', `${BASE}?CTID=C1&ForwardToken=IB-TOKEN-A1#/IndexPage`, `${BASE}?CTID=C1#/IndexPage`],
    ['Token and ApplyLogID in the hash query go', `${BASE}?CTID=C1#/mobileError?Token=T&ApplyLogID=AL1&utm_source=fb`, `${BASE}?CTID=C1#/mobileError?utm_source=fb`],
    ['an emptied hash query leaves the bare route', `${BASE}#/Gift?MDID=M1`, `${BASE}#/Gift`],
    ['an emptied search leaves no question mark', `${BASE}?Token=T#/`, `${BASE}#/`],
    ['a path stays (the CPA marker)', `${BASE}CPA?CTID=C1&Token=T`, `${BASE}CPA?CTID=C1`],
  ])('%s', (_, href, cleaned) => {
    expect(cleanAddress(href, KEEP)).toBe(cleaned);
  });

  it.each([
    [`${BASE}?CTID=C1#/IndexPage`],
    [`${BASE}#/`],
    [`${BASE}?CTID=C%201&utm_source=a+b`],
  ])('nothing to remove: undefined (the address is not touched) for %s', (href) => {
    expect(cleanAddress(href, KEEP)).toBeUndefined();
  });
});

describe('the engine cleans the address on the first load, after the session has the values', () => {
  const flow: FlowConfig = {
    version: 1, guardFailure: 'x', routes: [{ path: '/' }, { path: '/Next' }],
    queryToSession: { CTID: 'CTID', ForwardToken: 'ForwardToken', Token: 'AddressToken' },
    addressKeeps: ['CTID'],
  };

  function engine(address: { href: string; replaced: string[] }) {
    const session = new SessionStore(new MemoryStorage());
    const app = new AppEngine({
      flow, errors: { version: 1, errors: {} }, consts: {},
      loadScreen: async () => { throw new Error('no screens'); },
      api: { call: async () => ({}), resetRetries: () => undefined },
      host: new HeadlessHost(), session, translate: (k) => k, schemaCheck: () => [], services: {},
      address: { current: () => address.href, replace: (url) => { address.href = url; address.replaced.push(url); } },
    });
    return { app, session };
  }

  it('ForwardToken and Token are in the session, not in the address; the address is replaced once', async () => {
    const address = { href: `${BASE}?CTID=C1&ForwardToken=IB-TOKEN-A1&Token=T9#/`, replaced: [] as string[] };
    const { app, session } = engine(address);
    await app.enter('/', { CTID: 'C1', ForwardToken: 'IB-TOKEN-A1', Token: 'T9' });
    expect(session.get('ForwardToken')).toBe('IB-TOKEN-A1');
    expect(session.get('AddressToken')).toBe('T9');
    expect(address.href).toBe(`${BASE}?CTID=C1#/`);
    await app.enter('/Next', { CTID: 'C1' });
    expect(address.replaced).toEqual([`${BASE}?CTID=C1#/`]);
  });

  it('an address with nothing to remove is not replaced', async () => {
    const address = { href: `${BASE}?CTID=C1#/`, replaced: [] as string[] };
    await engine(address).app.enter('/', { CTID: 'C1' });
    expect(address.replaced).toEqual([]);
  });
});
