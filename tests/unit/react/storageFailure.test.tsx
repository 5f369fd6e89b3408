// @vitest-environment jsdom
// A browser storage that is full (QuotaExceededError) or turned off (SecurityError) is the
// applicant's problem told in words, never the configuration fault panel (issue 17 §2). Given a
// sessionStorage that refuses writes, the session keeps the values in memory for the page's life,
// the screen's action goes on (no fault reported), and the storage notice says it in both
// languages; a storage that cannot be reached at all is replaced by memory and told the same way.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../renderer/engine/i18n.js';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, pageStorage, SessionStore, type KeyValueStorage } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { StorageNotice, StorageNoticeBanner } from '../../../renderer/react/StorageNotice.js';
import { readJson } from '../screens/screenChecks.js';
import { stubAppServices } from '../support/appServices.js';

afterEach(cleanup);

const ZH = readJson<{ shell: Record<string, string> }>('locales/zh-TW.json');
const EN = readJson<{ shell: Record<string, string> }>('locales/en.json');

/** A storage like Chrome's when full: every write over `limit` characters in all throws QuotaExceededError. */
class SmallStorage extends MemoryStorage {
  constructor(private readonly limit: number) { super(); }
  override setItem(key: string, value: string): void {
    let used = key.length + value.length;
    for (let i = 0; i < this.length; i++) {
      const k = this.key(i)!;
      if (k !== key) used += k.length + (this.getItem(k) ?? '').length;
    }
    if (used > this.limit) throw new DOMException(`Failed to execute 'setItem' on 'Storage': Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
    super.setItem(key, value);
  }
}

/** A screen whose action keeps a large value in its form (what a base64 image did). */
const SCREEN: ScreenConfig = {
  version: 1, id: 'demo', title: 'demo.title',
  schema: { type: 'object', properties: { Big: { type: 'string' }, Uuid: { type: 'string' } } },
  uiSchema: {},
  actions: { keep: [{ setForm: { Uuid: "'U-1'", Big: 'event.big' } }] },
};

describe('a sessionStorage that refuses writes (issue 17 §2)', () => {
  it('given a full storage, when a screen action keeps a large value, then no fault is reported, the value is kept in memory and the applicant is told once', async () => {
    const storage = new SmallStorage(50_000);
    const notice = new StorageNotice();
    const session = new SessionStore(storage, { onStorageFailure: notice.report });
    session.set('pageState', 'Page2.2');
    session.set('form.demo', { Uuid: 'OLD' });
    const faults: unknown[] = [];
    const controller = new ScreenController(SCREEN, stubAppServices(session, { report: (err) => { faults.push(err); } }), {});
    const big = 'A'.repeat(100_000);
    await controller.trigger('keep', { big });

    expect(faults).toEqual([]);
    expect(notice.shown()).toBe(true);
    expect(controller.state.form).toMatchObject({ Uuid: 'U-1', Big: big });
    expect(session.get('form.demo')).toEqual({ Uuid: 'U-1', Big: big });
    expect(session.snapshot()['form.demo']).toEqual({ Uuid: 'U-1', Big: big });
    // The stored old value is gone (a reload must not bring it back as if it were the new one).
    expect(storage.getItem('form.demo')).toBeNull();
    expect(session.get('pageState')).toBe('Page2.2');
    // A later write that fits is stored again, and the memory copy gives way.
    session.set('form.demo', { Uuid: 'U-2' });
    expect(storage.getItem('form.demo')).toBe('json:{"Uuid":"U-2"}');
    expect(session.get('form.demo')).toEqual({ Uuid: 'U-2' });
    // Told once: a closed notice stays closed.
    notice.close();
    session.set('Other', 'B'.repeat(60_000));
    expect(notice.shown()).toBe(false);
    expect(session.get('Other')).toHaveLength(60_000);
    session.clear();
    expect(session.snapshot()).toEqual({});
  });

  it('given a storage that cannot be reached (turned off: SecurityError), then memory stands in and the applicant is told', () => {
    const told: unknown[] = [];
    const refused = (): KeyValueStorage => { throw new DOMException('The operation is insecure.', 'SecurityError'); };
    const storage = pageStorage(refused, (err) => told.push(err));
    expect(storage).toBeInstanceOf(MemoryStorage);
    expect(told).toHaveLength(1);
    const reachable = new MemoryStorage();
    expect(pageStorage(() => reachable, (err) => told.push(err))).toBe(reachable);
    expect(told).toHaveLength(1);
  });

  it.each([
    ['zh-TW', ZH.shell, '知道了'],
    ['en', EN.shell, 'OK'],
  ] as const)('the notice in %s: an alert with the title and the words, closed by its button', async (language, shell, close) => {
    const i18n = createI18n(language, { 'zh-TW': { shell: ZH.shell }, en: { shell: EN.shell } });
    const notice = new StorageNotice();
    render(<I18nextProvider i18n={i18n}><StorageNoticeBanner notice={notice} /></I18nextProvider>);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => { notice.report(new DOMException('exceeded the quota', 'QuotaExceededError')); });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(shell.storageFailedTitle);
    expect(alert.textContent).toContain(shell.storageFailed);
    expect(alert.textContent).not.toContain('exceeded the quota');
    expect(alert.textContent).not.toContain(shell.faultTitle);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: close })); });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
