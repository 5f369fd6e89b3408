// A screen is shown while its load's calls run (Form1: the held application, the ID card's
// recognised name and address), and on a slow phone the applicant types before the load ends.
// The load's form writes (setForm, mergeForm) leave alone every field written since it began:
// the applicant's typing and what that typing's effects wrote (the romanised English name).
import { describe, expect, it } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { Effect, ScreenConfig } from '../../../renderer/engine/types.js';
import { stubAppServices } from '../support/appServices.js';

const waitForA59: Effect = { call: 'A59', request: '{}', optional: true };

function screen(onLoad: Effect[], extra: Partial<ScreenConfig> = {}): ScreenConfig {
  return {
    version: 1, id: 'held', title: 'held.title',
    schema: { type: 'object', properties: { name: { type: 'string' }, english: { type: 'string' }, city: { type: 'string' } } },
    submit: { label: 'common.next' }, next: [{ go: '/Next', pageState: 'Page9' }],
    onLoad, ...extra,
  };
}

/** The screen with its load started and waiting for A59's answer (`answer` sends it). */
async function loading(config: ScreenConfig) {
  const session = new SessionStore(new MemoryStorage());
  let answer: (value: Record<string, unknown>) => void = () => undefined;
  const api = { call: () => new Promise<Record<string, unknown>>((ok) => { answer = ok; }), resetRetries: () => undefined };
  const controller = new ScreenController(config, stubAppServices(session, { api, report: (err) => { throw err; } }), {});
  const load = controller.load();
  await new Promise((ok) => setTimeout(ok, 0));
  return { controller, session, load, answer: (value: Record<string, unknown>) => answer(value) };
}

describe('a load that ends after the applicant typed', () => {
  it('given the load waiting for A59, when the applicant types a name, then the prefill leaves the name and fills the rest', async () => {
    const { controller, session, load, answer } = await loading(screen([waitForA59, { setForm: { name: "'Prefilled'", city: "'Kaohsiung'" } }]));
    await controller.change({ name: 'Wang' });
    answer({});
    await load;
    expect(controller.state.form).toMatchObject({ name: 'Wang', city: 'Kaohsiung' });
    expect(session.get('form.held')).toMatchObject({ name: 'Wang', city: 'Kaohsiung' });
  });

  it('given the load waiting for A59, when leaving the name writes the English one, then the held application merged later leaves both', async () => {
    const config = screen(
      [waitForA59, { mergeForm: "{ 'name': '', 'english': '', 'city': 'Tainan' }" }],
      { onBlur: { name: [{ setForm: { english: "'WANG'" } }] } },
    );
    const { controller, load, answer } = await loading(config);
    await controller.change({ name: 'Wang' });
    await controller.blur('name');
    expect(controller.state.form.english).toBe('WANG');
    answer({});
    await load;
    expect(controller.state.form).toMatchObject({ name: 'Wang', english: 'WANG', city: 'Tainan' });
  });

  it('given nothing typed, when the load writes a field twice, then its later write wins', async () => {
    const { controller, load, answer } = await loading(screen([{ setForm: { city: "'Taipei'" } }, waitForA59, { setForm: { city: "'Kaohsiung'" } }]));
    answer({});
    await load;
    expect(controller.state.form.city).toBe('Kaohsiung');
  });
});

describe('a load that has just begun', () => {
  it('given the load started, when the view draws before the rules are derived, then the screen is already busy (Next disabled)', async () => {
    const session = new SessionStore(new MemoryStorage());
    const controller = new ScreenController(screen([{ setForm: { city: "'Taipei'" } }]), stubAppServices(session, { report: (err) => { throw err; } }), {});
    const load = controller.load();
    expect(controller.state.busy).toBe(true);
    await load;
    expect(controller.state.busy).toBe(false);
    expect(controller.state.form.city).toBe('Taipei');
  });
});
