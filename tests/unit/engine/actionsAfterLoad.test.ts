// A screen's actions and its load (ScreenController headless). The form is drawn while the load's
// calls run, so a widget can ask for an action before the load has set up what the action reads:
// the phone of /UploadID's QR link chose a photo while it still redeemed the code, and the photo
// went to the bank with a token not yet bound to the apply log (CI on abb6c97). An upload's own
// action now waits for the load; any other action runs as it is asked for (the landing's continue
// during its service-check wait), and an action the load runs itself never waits for it.
import { describe, expect, it } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { stubAppServices } from '../support/appServices.js';

const SCREEN: ScreenConfig = {
  version: 1, id: 'handOver', title: 'handOver.title',
  schema: { type: 'object', properties: { Sent: { type: 'string' }, Ready: { type: 'string' } } },
  uiSchema: {},
  onLoad: [
    { call: 'Redeem', request: '{}', save: { token: 'response.Token' } },
    { when: "query.run = 'Y'", then: [{ run: 'ready' }] },
  ],
  actions: {
    // The upload's own action: it sends with the session's token.
    send: [{ setForm: { Sent: "session.token ? 'with ' & session.token : 'without a token'" } }],
    ready: [{ setForm: { Ready: "'Y'" } }],
  },
};

/** The screen with its one call held until `answer`. */
function setup(query: Record<string, string> = {}) {
  const session = new SessionStore(new MemoryStorage());
  let answer!: (token: string) => void;
  const held = new Promise<Record<string, unknown>>((resolve) => { answer = (Token) => resolve({ Success: true, Token }); });
  const app = stubAppServices(session, { api: { call: () => held, resetRetries: () => undefined }, report: (err) => { throw err; } });
  return { controller: new ScreenController(SCREEN, app, query), answer };
}

const turns = async (n = 20) => { for (let i = 0; i < n; i++) await Promise.resolve(); };

describe('actions and the load', () => {
  it('given the load still waiting for its call, an action from the view (an upload\'s own, atOnce) runs once the load has ended, with what it saved', async () => {
    const { controller, answer } = setup();
    const loading = controller.load();
    const sent = controller.trigger('send', { file: 'front.jpg' }, { atOnce: true });
    await turns();
    expect(controller.state.form.Sent).toBeUndefined();
    answer('T-PHONE');
    await loading;
    await sent;
    expect(controller.state.form.Sent).toBe('with T-PHONE');
  });

  it('an action that is not an upload\'s runs while the load still waits for its call', async () => {
    const { controller, answer } = setup();
    const loading = controller.load();
    await controller.trigger('send');
    expect(controller.state.form.Sent).toBe('without a token');
    answer('T-PHONE');
    await loading;
  });

  it('an action the load runs itself does not wait for the load (it would wait for itself)', async () => {
    const { controller, answer } = setup({ run: 'Y' });
    const loading = controller.load();
    answer('T-PHONE');
    await loading;
    expect(controller.state.form.Ready).toBe('Y');
  });

  it('an action asked for while the load runs does not run when the screen is left before the load ends', async () => {
    const { controller, answer } = setup();
    const loading = controller.load();
    const sent = controller.trigger('send', undefined, { atOnce: true });
    controller.dispose();
    answer('T-PHONE');
    await loading;
    expect(await sent).toBe('halt');
    expect(controller.state.form.Sent).toBeUndefined();
  });

  it('before any load, and after it, an upload\'s action runs at once', async () => {
    const { controller, answer } = setup();
    await controller.trigger('send', undefined, { atOnce: true });
    expect(controller.state.form.Sent).toBe('without a token');
    answer('T-1');
    await controller.load();
    await controller.trigger('send', undefined, { atOnce: true });
    expect(controller.state.form.Sent).toBe('with T-1');
  });
});
