// The mobile-ID check's two runtime services (000 §2.8, §7; TWID-06, TWID-09): formPost leaves the
// app with a real HTML form POST (the identity portal takes nothing else), newGuid stores a new
// random verification GUID in the session.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../../renderer/engine/services.js';
import type { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { isFormAction, postFormIn, runtimeServices } from '../../../renderer/services/runtimeServices.js';

const screen = {} as ScreenController;
const FIELDS = { BusinessNo: '12345678', ApiVersion: '1.0', HashKeyNo: '1', VerifyNo: 'VN1', Token: 'tok<"&>', IdentifyNo: 'ID1' };

function withPosts() {
  const posts: Array<[string, Record<string, string>]> = [];
  const services = runtimeServices({ userAgent: () => '', address: () => '', loadScript: () => undefined, postForm: (a, f) => posts.push([a, f]) });
  return { services, posts };
}

describe('formPost', () => {
  it('posts the evaluated fields to the action, each value as text', async () => {
    const { services, posts } = withPosts();
    await services.formPost({ action: '/__portal/twid', fields: { ...FIELDS, Missing: null, Number: 7 } }, screen, {} as AppServices);
    expect(posts).toEqual([['/__portal/twid', { ...FIELDS, Missing: '', Number: '7' }]]);
  });

  it('refuses an action that is not http(s) or a path of this origin, and fields that are not an object', async () => {
    const { services, posts } = withPosts();
    for (const action of ['javascript:alert(1)', '//evil.example/x', '', 'data:text/html,x', '/\\evil.example']) {
      await expect(services.formPost({ action, fields: FIELDS }, screen, {} as AppServices)).rejects.toThrow(/action/);
    }
    await expect(services.formPost({ action: '/p', fields: 'x' }, screen, {} as AppServices)).rejects.toThrow(/fields/);
    expect(posts).toEqual([]);
    expect(isFormAction('https://portal.example/twid')).toBe(true);
    expect(isFormAction('/__portal/twid')).toBe(true);
  });

  it('in a document: a hidden form, method post, one hidden input per field holding the value as text, submitted', () => {
    const dom = new JSDOM('<!doctype html><body></body>', { url: 'http://127.0.0.1:4473/#/StartTWID' });
    const submitted: HTMLFormElement[] = [];
    dom.window.HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) { submitted.push(this); };
    postFormIn(dom.window.document, '/__portal/twid', FIELDS);
    expect(submitted).toHaveLength(1);
    const form = submitted[0];
    expect(form.method).toBe('post');
    expect(form.action).toBe('http://127.0.0.1:4473/__portal/twid');
    expect(form.hidden).toBe(true);
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.every((i) => i.type === 'hidden')).toBe(true);
    expect(Object.fromEntries(inputs.map((i) => [i.name, i.value]))).toEqual(FIELDS);
    expect(form.innerHTML).not.toContain('<"&>');
  });
});

describe('newGuid', () => {
  it('stores a new random GUID under the named session key, another each time', async () => {
    const session = new SessionStore(new MemoryStorage());
    const app = { session } as unknown as AppServices;
    const { services } = withPosts();
    await services.newGuid({ key: 'VerifyGUID' }, screen, app);
    const first = session.get('VerifyGUID');
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await services.newGuid({ key: 'VerifyGUID' }, screen, app);
    expect(session.get('VerifyGUID')).not.toBe(first);
    await expect(services.newGuid({}, screen, app)).rejects.toThrow(/key/);
  });
});
