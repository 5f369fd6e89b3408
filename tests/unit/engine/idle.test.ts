// IdleRunner with the real flows/flow.json idle config and constants, a fake
// clock and a stub screen: not for Channel MB (IDLE-05), the limit from
// session IdleTimeLimit (IDLE-01, IDLE-03), abandonment (IDLE-04), windows
// (IDLE-07, IDLE-08), continue through the runner (IDLE-06's first step).
import { describe, expect, it } from 'vitest';
import constants from '../../../flows/constants.json';
import { constantValues, type ConstantsFile } from '../../../renderer/engine/constNumber.js';
import flowJson from '../../../flows/flow.json';
import { IdleRunner, type IdleScreen } from '../../../renderer/engine/idle.js';
import type { Effect } from '../../../renderer/engine/types.js';
import type { FlowConfig } from '../../../renderer/engine/flowTypes.js';

const flow = flowJson as FlowConfig;
const consts = constantValues(constants as ConstantsFile);
const MIN = 60_000;

function stubScreen(session: Record<string, unknown>) {
  const popups: string[] = [];
  const ran: Array<[Effect[], string]> = [];
  const screen: IdleScreen = {
    active: () => true,
    context: () => ({ session, form: {}, query: {}, server: {}, consts }),
    popup: (name) => { popups.push(name); },
    runEffects: async (effects, where) => { ran.push([effects, where]); return 'halt'; },
  };
  return { screen, popups, ran };
}

const PUBLIC = { IdleTimeLimit: 10, ThreeMinURL: 'https://bank.example/3', SixMinURL: 'https://bank.example/6' };

/** Ticks every checkEveryMs from 0 to untilMs, running events[t] just before the tick at t; returns what happened as "minute: what". */
async function run(session: Record<string, unknown>, untilMs: number, events: Record<number, (r: IdleRunner) => void> = {}) {
  const runner = new IdleRunner(flow.idle!, consts, 0);
  const { screen, popups, ran } = stubScreen(session);
  const log: string[] = [];
  for (let now = runner.checkEveryMs; now <= untilMs; now += runner.checkEveryMs) {
    events[now]?.(runner);
    const before = { popups: popups.length, ran: ran.length };
    await runner.tick(now, screen, (url) => log.push(`${now / MIN}: open ${url}`));
    for (const name of popups.slice(before.popups)) log.push(`${now / MIN}: popup ${name}`);
    for (const [, where] of ran.slice(before.ran)) log.push(`${now / MIN}: run ${where}`);
  }
  return log;
}

describe('IdleRunner over flows/flow.json idle', () => {
  it('checks every 60 s and waits 60 s after the popup (constants idleCheckEveryMs, idleAbandonAfterMs)', () => {
    expect(new IdleRunner(flow.idle!, consts, 0).checkEveryMs).toBe(60_000);
  });

  it.each([
    {
      name: 'IDLE-07, IDLE-08, IDLE-03, IDLE-04: public channel, IdleTime 10',
      session: PUBLIC,
      expected: [
        '3: open https://bank.example/3', '6: open https://bank.example/6', '10: popup idle', '11: run flows/flow.json#/idle/onAbandon',
      ],
    },
    { name: 'IDLE-05: Channel MB, nothing at all', session: { ...PUBLIC, Channel: 'MB' }, expected: [] },
    { name: 'IB channel: idle applies', session: { ...PUBLIC, Channel: 'IB', IdleTimeLimit: 2 }, expected: ['2: popup idle', '3: run flows/flow.json#/idle/onAbandon'] },
    { name: 'no IdleTimeLimit yet (before A137 answered): nothing', session: { ThreeMinURL: 'https://bank.example/3' }, expected: [] },
    { name: 'an empty window address opens nothing', session: { IdleTimeLimit: 5, ThreeMinURL: '' }, expected: ['5: popup idle', '6: run flows/flow.json#/idle/onAbandon'] },
  ])('$name', async ({ session, expected }) => {
    expect(await run(session, 20 * MIN)).toEqual(expected);
  });

  it('IDLE-03: continue (service idleContinue) starts a new idle period; the limit counts from it', async () => {
    const log = await run({ IdleTimeLimit: 2 }, 7 * MIN, { [3 * MIN]: (r) => r.continued(2.5 * MIN) });
    expect(log).toEqual(['2: popup idle', '5: popup idle', '6: run flows/flow.json#/idle/onAbandon']);
  });

  it('activity before idle handling applies still counts: the idle period starts at the last activity', async () => {
    const session: Record<string, unknown> = {};
    const log = await run(session, 6 * MIN, {
      [2 * MIN]: (r) => { r.activity(1.5 * MIN); session.IdleTimeLimit = 3; },
    });
    expect(log).toEqual(['5: popup idle', '6: run flows/flow.json#/idle/onAbandon']);
  });

  it('a limit that is not a positive number is a fault naming the pointer', async () => {
    const runner = new IdleRunner(flow.idle!, consts, 0);
    await expect(runner.tick(MIN, stubScreen({ IdleTimeLimit: '' }).screen, () => undefined))
      .rejects.toThrow('flows/flow.json#/idle/limitMinutes: the idle limit must be a positive number of minutes, got ""');
  });

  it('a time naming no number constant is a fault naming the pointer', () => {
    expect(() => new IdleRunner({ ...flow.idle!, checkEveryMs: 'cardPageUrl' }, consts, 0))
      .toThrow('flows/flow.json#/idle/checkEveryMs: "cardPageUrl" is not a number in flows/constants.json');
  });
});
