// Edits a view holds before it reports them (a text field commits after a pause): the
// controller takes them before it submits, runs an action or is left, and a submit that
// the validation stops notifies the view once.
import { describe, expect, it } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { stubAppServices } from '../support/appServices.js';

const SCREEN: ScreenConfig = {
  version: 1,
  id: 'held',
  title: 'held.title',
  schema: { type: 'object', properties: { name: { type: 'string' }, city: { type: 'string' }, code: { type: 'string' } } },
  rules: {
    required: { name: 'true', city: 'true' },
    visible: { code: "form.name = 'show'" },
    validate: [{ field: 'name', assert: '$length(form.name) > 1', message: 'err.short' }],
  },
  submit: { label: 'common.next' },
  actions: { copy: [{ set: { Copied: "form.name" } }] },
  next: [{ go: '/Next', pageState: 'Page9' }],
};

function setup() {
  const session = new SessionStore(new MemoryStorage());
  const navigations: string[] = [];
  const app = stubAppServices(session, { host: { navigate: (r) => { navigations.push(r); } }, report: (err) => { throw err; } });
  const controller = new ScreenController(SCREEN, app, {});
  let held: Record<string, unknown> = {};
  controller.holdPending(() => { const taken = held; held = {}; return taken; });
  return { controller, session, navigations, hold: (values: Record<string, unknown>) => { held = { ...held, ...values }; } };
}

describe('edits the view holds', () => {
  it('given held text, when the applicant submits, then it is validated and submitted with the form', async () => {
    const { controller, hold, navigations } = setup();
    await controller.load();
    await controller.change({ city: 'Taipei' });
    hold({ name: 'Wang' });
    expect(await controller.submit()).toEqual([]);
    expect(controller.state.form).toMatchObject({ name: 'Wang', city: 'Taipei' });
    expect(navigations).toEqual(['/Next']);
  });

  it('given held text, when the page is hidden (commitPending), then the session holds it at once', async () => {
    const { controller, hold, session } = setup();
    await controller.load();
    hold({ name: 'Wang' });
    const pending = controller.commitPending();
    expect(session.get('form.held')).toMatchObject({ name: 'Wang' });
    await pending;
    expect(controller.state.form.name).toBe('Wang');
  });

  it('given held text taken on a blur, when the form reports a tick before it has drawn the text, then the text is kept', async () => {
    const { controller, hold } = setup();
    await controller.load();
    await controller.change({ city: 'Taipei' });
    hold({ name: 'Wang' });
    await controller.commitPending();
    // The form's own data still lacks the text it held (it draws it on the next render).
    await controller.change({ city: 'Taipei', code: 'x' });
    expect(controller.state.form).toMatchObject({ name: 'Wang', city: 'Taipei', code: 'x' });
    // Once it has drawn it, its report agrees, and a later edit of the text is taken.
    await controller.change({ city: 'Taipei', code: 'x', name: 'Wang' });
    await controller.change({ city: 'Taipei', code: 'x', name: 'Lee' });
    expect(controller.state.form.name).toBe('Lee');
  });

  it('given a box an effect unticked, when the form has drawn that and the applicant ticks it again, then the tick is an edit', async () => {
    const screen: ScreenConfig = { ...SCREEN, schema: { type: 'object', properties: { box: { type: 'boolean' }, name: { type: 'string' } } },
      rules: {}, onChange: { box: [{ when: "$not($exists(form.name))", then: [{ setForm: { box: 'false' } }] }] } };
    const session = new SessionStore(new MemoryStorage());
    const controller = new ScreenController(screen, stubAppServices(session, { report: (err) => { throw err; } }), {});
    let held: Record<string, unknown> = {};
    controller.holdPending(() => { const taken = held; held = {}; return taken; });
    await controller.load();
    await controller.change({ box: true });
    expect(controller.state.form.box).toBe(false);
    controller.drawn(controller.state.form);
    held = { name: 'Wang' };
    await controller.commitPending();
    await controller.change({ box: true });
    expect(controller.state.form).toMatchObject({ box: true, name: 'Wang' });
  });

  it('given held text that a rule reads, when it is committed, then visibility follows', async () => {
    const { controller, hold } = setup();
    await controller.load();
    expect(controller.state.hidden.has('code')).toBe(true);
    hold({ name: 'show' });
    await controller.commitPending();
    expect(controller.state.hidden.has('code')).toBe(false);
  });

  it('given held text, when an action runs, then its rules see the text', async () => {
    const { controller, hold, session } = setup();
    await controller.load();
    hold({ name: 'Lin' });
    await controller.trigger('copy');
    expect(session.get('Copied')).toBe('Lin');
  });

  it('given held text, when the screen is left, then the session keeps it', async () => {
    const { controller, hold, session } = setup();
    await controller.load();
    hold({ city: 'Tainan' });
    controller.dispose();
    expect(session.get('form.held')).toMatchObject({ city: 'Tainan' });
  });

  it('given a report from the view after the held text was taken, then it changes nothing and undoes nothing', async () => {
    const { controller, hold } = setup();
    await controller.load();
    await controller.change({ city: 'Taipei' });
    hold({ name: 'Wang' });
    await controller.commitPending();
    const revision = controller.state.revision;
    await controller.change({ city: 'Taipei', name: 'Wang' });
    expect(controller.state.revision).toBe(revision);
    expect(controller.state.form).toMatchObject({ name: 'Wang', city: 'Taipei' });
  });
});

describe('a submit the validation stops', () => {
  it('given every required field empty, when submitted, then the view is notified once, with the errors and not busy', async () => {
    const { controller } = setup();
    await controller.load();
    const seen: Array<{ busy: boolean; errors: string[] }> = [];
    controller.subscribe(() => { seen.push({ busy: controller.state.busy, errors: Object.keys(controller.state.fieldErrors) }); });
    const problems = await controller.submit();
    expect(problems.map((p) => p.field)).toEqual(['name', 'city']);
    expect(seen).toEqual([{ busy: false, errors: ['name', 'city'] }]);
  });

  it('given a second submit while the first validates, then it is ignored', async () => {
    const { controller } = setup();
    await controller.load();
    const [first, second] = await Promise.all([controller.submit(), controller.submit()]);
    expect(first).toHaveLength(2);
    expect(second).toEqual([]);
  });

  it('given an edit of a field without an error, then the errors object is the same (the view keeps its messages)', async () => {
    const { controller } = setup();
    await controller.load();
    await controller.submit();
    const errors = controller.state.fieldErrors;
    await controller.change({ code: 'x' });
    expect(controller.state.fieldErrors).toBe(errors);
    await controller.change({ code: 'x', name: 'Wang' });
    expect(controller.state.fieldErrors).toEqual({ city: errors.city });
  });
});
