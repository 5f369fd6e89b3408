// IdleWatch with a fake clock (seed 000 §4.4): a check every 60 s (IDLE-02),
// the popup at the limit (IDLE-03), abandonment a minute later (IDLE-04), the
// 3- and 6-minute windows (IDLE-07, IDLE-08), each at most once per idle period.
import { describe, expect, it } from 'vitest';
import { IdleWatch, type IdleWatchOptions } from '../../../renderer/engine/idleWatch.js';

const S = 1000;
const MIN = 60 * S;

/** The seeds' settings with IdleTime 10 (the simulator's). */
const SEED: IdleWatchOptions = {
  limitMs: 10 * MIN,
  abandonAfterMs: MIN,
  windows: [{ afterMs: 3 * MIN, id: 'ThreeMinURL' }, { afterMs: 6 * MIN, id: 'SixMinURL' }],
};

type Event = 'activity' | 'continued';

/** A fake clock: ticks every `checkEveryMs` up to `untilMs`, with events at given times; returns "m:ss kind[:id]" per due thing. */
function timeline(options: IdleWatchOptions, events: Array<[number, Event]>, untilMs: number, checkEveryMs = MIN): string[] {
  const clock = { now: 0 };
  const watch = new IdleWatch(options, clock.now);
  const pending = [...events].sort((a, b) => a[0] - b[0]);
  const out: string[] = [];
  for (let next = checkEveryMs; next <= untilMs; next += checkEveryMs) {
    while (pending.length && pending[0][0] <= next) {
      const [at, event] = pending.shift()!;
      clock.now = at;
      watch[event](clock.now);
    }
    clock.now = next;
    for (const due of watch.tick(clock.now)) out.push(`${label(clock.now)} ${due.kind}${due.kind === 'window' ? `:${due.id}` : ''}`);
  }
  return out;
}

function label(ms: number): string {
  return `${Math.floor(ms / MIN)}:${String(Math.floor((ms % MIN) / S)).padStart(2, '0')}`;
}

describe('IdleWatch over time, checked every 60 s', () => {
  it.each([
    {
      name: 'IDLE-07, IDLE-08, IDLE-03, IDLE-04: left alone, windows at 3 and 6 min, popup at the limit, abandoned a minute later',
      options: SEED, events: [], until: 20 * MIN,
      expected: ['3:00 window:ThreeMinURL', '6:00 window:SixMinURL', '10:00 warn', '11:00 abandon'],
    },
    {
      name: 'IDLE-02: IdleTime 1 and activity at 0:30, the popup shows at the first check after 1:30, not before',
      options: { ...SEED, limitMs: 1 * MIN }, events: [[30 * S, 'activity']], until: 10 * MIN,
      expected: ['2:00 warn', '3:00 abandon'],
    },
    {
      name: 'IDLE-07, IDLE-08: activity starts a new idle period, so the windows open again, counted from it',
      options: SEED, events: [[5 * MIN, 'activity']], until: 20 * MIN,
      expected: ['3:00 window:ThreeMinURL', '8:00 window:ThreeMinURL', '11:00 window:SixMinURL', '15:00 warn', '16:00 abandon'],
    },
    {
      name: 'IDLE-04: activity while the popup shows does not reset (the popup is modal)',
      options: SEED, events: [[10 * MIN + 30 * S, 'activity']], until: 20 * MIN,
      expected: ['3:00 window:ThreeMinURL', '6:00 window:SixMinURL', '10:00 warn', '11:00 abandon'],
    },
    {
      name: 'IDLE-03: continue in the popup starts a new idle period',
      options: SEED, events: [[10 * MIN + 30 * S, 'continued']], until: 25 * MIN,
      expected: [
        '3:00 window:ThreeMinURL', '6:00 window:SixMinURL', '10:00 warn',
        '14:00 window:ThreeMinURL', '17:00 window:SixMinURL', '21:00 warn', '22:00 abandon',
      ],
    },
    {
      name: 'IDLE-04: nothing is due after the abandonment, whatever happens',
      options: SEED, events: [[11 * MIN + 10 * S, 'activity'], [11 * MIN + 20 * S, 'continued']], until: 30 * MIN,
      expected: ['3:00 window:ThreeMinURL', '6:00 window:SixMinURL', '10:00 warn', '11:00 abandon'],
    },
    {
      name: 'IDLE-07, IDLE-08: checked every 10 s, each window still opens once',
      options: SEED, events: [], until: 4 * MIN, checkEveryMs: 10 * S,
      expected: ['3:00 window:ThreeMinURL'],
    },
    {
      name: 'windows are given unordered: they still open in time order',
      options: { ...SEED, windows: [...SEED.windows].reverse() }, events: [], until: 7 * MIN,
      expected: ['3:00 window:ThreeMinURL', '6:00 window:SixMinURL'],
    },
  ] as Array<{ name: string; options: IdleWatchOptions; events: Array<[number, Event]>; until: number; checkEveryMs?: number; expected: string[] }>)(
    '$name', ({ options, events, until, checkEveryMs, expected }) => {
      expect(timeline(options, events, until, checkEveryMs)).toEqual(expected);
    },
  );
});

describe('IdleWatch, one check after a long gap (a sleeping laptop, a fast-forwarded clock)', () => {
  it('IDLE-07, IDLE-08, IDLE-03: everything due comes at once, windows first; IDLE-04: the abandonment waits a full minute after that', () => {
    const watch = new IdleWatch(SEED, 0);
    expect(watch.tick(11 * MIN)).toEqual([{ kind: 'window', id: 'ThreeMinURL' }, { kind: 'window', id: 'SixMinURL' }, { kind: 'warn' }]);
    expect(watch.tick(12 * MIN - 1)).toEqual([]);
    expect(watch.tick(12 * MIN)).toEqual([{ kind: 'abandon' }]);
    expect(watch.tick(13 * MIN)).toEqual([]);
  });

  it('nothing is due before the first window', () => {
    const watch = new IdleWatch(SEED, 1000);
    expect(watch.tick(1000 + 3 * MIN - 1)).toEqual([]);
  });
});

describe('IdleWatch options', () => {
  it.each([
    { name: 'a zero limit', options: { ...SEED, limitMs: 0 }, message: 'IdleWatch: limitMs must be a positive number, got 0' },
    { name: 'a limit that is not a number', options: { ...SEED, limitMs: Number.NaN }, message: 'IdleWatch: limitMs must be a positive number, got NaN' },
    { name: 'a negative abandon delay', options: { ...SEED, abandonAfterMs: -1 }, message: 'IdleWatch: abandonAfterMs must be a positive number, got -1' },
  ])('refuse $name', ({ options, message }) => {
    expect(() => new IdleWatch(options, 0)).toThrow(message);
  });
});
