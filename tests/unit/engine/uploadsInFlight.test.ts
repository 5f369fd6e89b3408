// The screen's uploads in flight and its memory-only fields (issue 17 §2), ScreenController
// headless. Given a photo still being resized and sent when Next is pressed, Next waits for it and
// goes on with it (no 尚未上傳身分證), saying meanwhile that it waits; an action waits the same way
// unless it is the upload's own (atOnce). A memoryOnly field is in the form, never in the session.
import { describe, expect, it } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { stubAppServices } from '../support/appServices.js';

const SCREEN: ScreenConfig = {
  version: 1, id: 'photos', title: 'photos.title',
  schema: { type: 'object', properties: { Uuid: { type: 'string' }, Image: { type: 'string' }, Note: { type: 'string' } } },
  uiSchema: {},
  memoryOnly: ['Image'],
  rules: { validate: [{ field: 'Uuid', assert: '$boolean(form.Uuid)', message: 'photos.noUpload', display: 'alert' }] },
  actions: {
    keep: [{ setForm: { Uuid: 'event.uuid', Image: 'event.image' } }],
    note: [{ setForm: { Note: "form.Uuid ? 'after ' & form.Uuid : 'before'" } }],
  },
  next: [{ go: '/Next', pageState: 'Page9.9' }],
};

function setup() {
  const session = new SessionStore(new MemoryStorage());
  const alerts: string[] = [];
  const navigations: string[] = [];
  const app = stubAppServices(session, { host: { alert: (m) => { alerts.push(m); }, navigate: (r) => { navigations.push(r); } }, report: (err) => { throw err; } });
  const controller = new ScreenController(SCREEN, app, {});
  return { session, controller, alerts, navigations };
}

/** A widget's work on a chosen file: resizing (held until `finish`), then its own action, at once. */
function slowUpload(controller: ScreenController, uuid: string) {
  let finish!: () => void;
  const resized = new Promise<void>((resolve) => { finish = resolve; });
  const job = controller.upload((async () => {
    await resized;
    await controller.trigger('keep', { uuid, image: 'QUJD'.repeat(1000) }, { atOnce: true });
  })());
  return { finish, job };
}

const turns = async (n = 20) => { for (let i = 0; i < n; i++) await Promise.resolve(); };

describe('uploads in flight', () => {
  it('given a photo still being resized, when Next is pressed, then Next waits (saying so) and goes on with the upload', async () => {
    const { controller, alerts, navigations } = setup();
    const upload = slowUpload(controller, 'U-1');
    const submitted = controller.submit();
    await turns();
    expect(controller.state.waitingForUploads).toBe(true);
    expect(controller.state.busy).toBe(true);
    expect(navigations).toEqual([]);
    upload.finish();
    expect(await submitted).toEqual([]);
    await upload.job;
    expect(alerts).toEqual([]);
    expect(navigations).toEqual(['/Next']);
    expect(controller.state.waitingForUploads).toBe(false);
  });

  it('given an upload whose answer the view holds when it ends (rjsf reports it only after the next render), Next goes on with it', async () => {
    // The image widget reports its value through rjsf, which hands it on after React's commit: on a
    // slow phone the upload ends and Next validates before that. The value held (widgets/shared/useReported.ts) is taken after the wait.
    const { controller, alerts, navigations } = setup();
    let held: Record<string, unknown> = {};
    controller.holdPending(() => { const values = held; held = {}; return values; });
    let finish!: () => void;
    const job = controller.upload(new Promise<void>((resolve) => { finish = resolve; }).then(() => { held = { Uuid: 'U-7' }; }));
    const submitted = controller.submit();
    await turns();
    finish();
    await job;
    expect(await submitted).toEqual([]);
    expect(alerts).toEqual([]);
    expect(navigations).toEqual(['/Next']);
    expect(controller.state.form.Uuid).toBe('U-7');
  });

  it('given no upload in flight, Next refuses at once as before (the seed\'s message)', async () => {
    const { controller, alerts, navigations } = setup();
    expect((await controller.submit()).map((p) => p.message)).toEqual(['photos.noUpload']);
    expect(alerts).toEqual(['photos.noUpload']);
    expect(navigations).toEqual([]);
  });

  it('given two uploads, one started while Next waits for the other, Next waits for both', async () => {
    const { controller, navigations } = setup();
    const first = slowUpload(controller, 'U-1');
    const submitted = controller.submit();
    await turns();
    const second = slowUpload(controller, 'U-2');
    first.finish();
    await turns();
    expect(navigations).toEqual([]);
    second.finish();
    await submitted;
    expect(controller.state.form.Uuid).toBe('U-2');
    expect(navigations).toEqual(['/Next']);
  });

  it('an action waits for the uploads in flight; an atOnce action (the upload\'s own) does not', async () => {
    const { controller } = setup();
    const upload = slowUpload(controller, 'U-1');
    const waiting = controller.trigger('note');
    await controller.trigger('note', undefined, { atOnce: true });
    expect(controller.state.form.Note).toBe('before');
    upload.finish();
    await waiting;
    expect(controller.state.form.Note).toBe('after U-1');
  });

  it('a failed upload ends the wait too: Next then says what is missing', async () => {
    const { controller, alerts } = setup();
    const failed = controller.upload(Promise.reject(new Error('network')));
    await expect(failed).rejects.toThrow('network');
    const problems = await controller.submit();
    expect(problems.map((p) => p.message)).toEqual(['photos.noUpload']);
    expect(alerts).toEqual(['photos.noUpload']);
  });
});

describe('memoryOnly fields', () => {
  it('are in the form for the screen\'s life and never in the session; a new screen (a reload) starts without them', async () => {
    const { session, controller } = setup();
    await controller.trigger('keep', { uuid: 'U-1', image: 'QUJD' });
    expect(controller.state.form).toMatchObject({ Uuid: 'U-1', Image: 'QUJD' });
    expect(session.get('form.photos')).toEqual({ Uuid: 'U-1' });
    await controller.change({ ...controller.state.form, Note: 'typed' });
    expect(session.get('form.photos')).toEqual({ Uuid: 'U-1', Note: 'typed' });
    const again = new ScreenController(SCREEN, stubAppServices(session), {});
    expect(again.state.form).toEqual({ Uuid: 'U-1', Note: 'typed' });
  });

  it('a session written before (an image under a memoryOnly key) is not read back into the form', () => {
    const session = new SessionStore(new MemoryStorage());
    session.set('form.photos', { Uuid: 'U-1', Image: 'QUJD' });
    const controller = new ScreenController(SCREEN, stubAppServices(session), {});
    expect(controller.state.form).toEqual({ Uuid: 'U-1' });
  });
});
