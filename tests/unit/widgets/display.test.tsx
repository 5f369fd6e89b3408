// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import axe from 'axe-core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { UiSchema } from '@rjsf/utils';
import { fakeRuntime, flush, renderForm, type FakeRuntime } from './harness.js';

const dict = {
  'v3.title': '簡訊驗證',
  'v3.sent': '驗證碼已發送至 {mobile}\n網頁識別碼：{s1}',
  'v3.note': '輸入錯誤三次將無法驗證',
  'v3.mobile': '手機號碼',
  'landing.qr': '以手機掃描此 QR code 申辦',
  'landing.desktop': '繼續使用電腦版',
  'gift.notice': '活動注意事項',
  'up.notes': '上傳注意事項',
  'up.notesBody': '請於光線充足處拍攝 {n} 面',
  'wait.text': '資料處理中，請稍候…',
  'widgets.display.waiting': '處理中，請稍候…',
};
const session = { CardName: '<script>x</script>鈦金卡', Mobile: '0912***678', S1: 'AB12', Url: 'https://apply.example/#/?CTID=1' };

async function show(ui: Record<string, UiSchema>, runtime: FakeRuntime = fakeRuntime({ session }, dict)) {
  const properties = Object.fromEntries(Object.keys(ui).map((k) => [k, { type: 'null' as const }]));
  const h = await renderForm({ schema: { type: 'object', properties }, uiSchema: ui, runtime });
  await flush();
  return h;
}

afterEach(cleanup);

describe('display', () => {
  it('renders each kind as text, with evaluated params and kept newlines', async () => {
    await show({
      h: { 'ui:field': 'display', 'ui:options': { kind: 'heading', text: 'v3.title', level: 1 } },
      card: { 'ui:field': 'display', 'ui:options': { kind: 'cardName', valueExpr: 'session.CardName' } },
      sent: { 'ui:field': 'display', 'ui:options': { text: 'v3.sent', params: { mobile: 'session.Mobile', s1: 'session.S1' } } },
      note: { 'ui:field': 'display', 'ui:options': { kind: 'notice', text: 'v3.note' } },
      mob: { 'ui:field': 'display', 'ui:options': { kind: 'value', text: 'v3.mobile', valueExpr: 'session.Mobile' } },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('簡訊驗證');
    const card = document.getElementById('root_card');
    expect(card?.textContent).toBe('<script>x</script>鈦金卡');
    expect(card?.querySelector('script')).toBeNull();
    expect(document.getElementById('root_sent')?.textContent).toBe('驗證碼已發送至 0912***678\n網頁識別碼：AB12');
    expect(screen.getByRole('note').textContent).toBe('輸入錯誤三次將無法驗證');
    expect(document.getElementById('root_mob')?.textContent).toBe('手機號碼0912***678');
  });

  it('a value a check refuses is named by its message (the field template\'s, under it) and takes the focus; not once the message is gone (Form1\'s birthday, F1-85)', async () => {
    const h = await show({ mob: { 'ui:field': 'display', 'ui:options': { kind: 'value', text: 'v3.mobile', valueExpr: 'session.Mobile' } } });
    const value = () => document.getElementById('root_mob')!;
    expect(value().getAttribute('aria-describedby')).toBeNull();
    expect(value().hasAttribute('tabindex')).toBe(false);
    await h.setFieldErrors({ mob: '出生日期不正確' });
    expect(value().getAttribute('role')).toBe('group');
    expect(value().getAttribute('aria-describedby')).toBe('root_mob__error');
    expect(value().getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual(['手機號碼', '0912***678']);
    expect(value().getAttribute('tabindex')).toBe('-1');
    // One message, the field template's: the value draws none of its own.
    expect(screen.queryByRole('alert')).toBeNull();
    await h.setFieldErrors({});
    expect(value().getAttribute('aria-describedby')).toBeNull();
    expect(value().getAttribute('role')).toBeNull();
  });

  it('follows the context when the revision changes', async () => {
    const h = await show({ card: { 'ui:field': 'display', 'ui:options': { kind: 'cardName', valueExpr: 'session.CardName' } } });
    await h.update({ session: { ...session, CardName: '御璽卡' } });
    expect(document.getElementById('root_card')?.textContent).toBe('御璽卡');
  });
});

describe('display kind details', () => {
  const A66 = { Success: true, CCPLUpload: '1. 請拍攝<b>清晰</b>照片\n2. 不可反光<img src=x onerror=alert(1)>' };

  it('shows the summary and, once opened, the body text key then the server text as text with its lines', async () => {
    await show({
      notes: { 'ui:field': 'display', 'ui:options': { kind: 'details', summary: 'up.notes', body: 'up.notesBody', params: { n: '2' }, bodyExpr: 'server.A66.CCPLUpload' } },
    }, fakeRuntime({ server: { A66 } }, dict));
    const d = document.getElementById('root_notes') as HTMLDetailsElement;
    expect(d.tagName).toBe('DETAILS');
    expect(d.open).toBe(false);
    const summary = d.querySelector('summary') as HTMLElement;
    expect(summary.textContent).toBe('上傳注意事項');
    const texts = [...d.querySelectorAll('.wg-details__text')].map((e) => e.textContent);
    expect(texts).toEqual(['請於光線充足處拍攝 2 面', '1. 請拍攝<b>清晰</b>照片\n2. 不可反光<img src=x onerror=alert(1)>']);
    expect(d.querySelector('b, img')).toBeNull();
    fireEvent.click(summary);
    await flush();
    expect(d.open).toBe(true);
    fireEvent.click(summary);
    await flush();
    expect(d.open).toBe(false);
  });

  it('a list from the server is one item a line, each as text; open: true opens it at first', async () => {
    await show({
      notes: { 'ui:field': 'display', 'ui:options': { kind: 'details', summary: 'up.notes', bodyExpr: 'server.notes', open: true } },
    }, fakeRuntime({ server: { notes: ['甲<i>x</i>', '乙'] } }, dict));
    const d = document.getElementById('root_notes') as HTMLDetailsElement;
    expect(d.open).toBe(true);
    expect([...d.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['甲<i>x</i>', '乙']);
    expect(d.querySelector('i')).toBeNull();
  });

  it('follows the server text when the revision changes', async () => {
    const h = await show({ notes: { 'ui:field': 'display', 'ui:options': { kind: 'details', summary: 'up.notes', bodyExpr: 'server.A66.CCPLUpload' } } },
      fakeRuntime({ server: { A66: { CCPLUpload: '舊' } } }, dict));
    await h.update({ server: { A66: { CCPLUpload: '新的注意事項' } } });
    expect(document.querySelector('#root_notes .wg-details__text')?.textContent).toBe('新的注意事項');
  });

  it('a served body in the screen language when the bank gave it (BankTexts), the bank\'s own text otherwise', async () => {
    const notes = { notes: { 'ui:field': 'display', 'ui:options': { kind: 'details', summary: 'up.notes', bodyExpr: 'server.A66.CCPLUpload', open: true } } } as const;
    const server = { A66: { CCPLUpload: '請上傳正面\n請上傳反面' } };
    const english = fakeRuntime({ server, session: { BankTexts: { '請上傳正面\n請上傳反面': { en: 'Upload the front\nUpload the back' } } } }, dict);
    english.language = () => 'en';
    await show(notes, english);
    expect(document.querySelector('#root_notes .wg-details__text')?.textContent).toBe('Upload the front\nUpload the back');
    cleanup();
    await show(notes, fakeRuntime({ server, session: {} }, dict));
    expect(document.querySelector('#root_notes .wg-details__text')?.textContent).toBe('請上傳正面\n請上傳反面');
  });

  it('without a summary, or with a kind it does not know, is a config fault naming the field', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(show({ notes: { 'ui:field': 'display', 'ui:options': { kind: 'details', body: 'up.notesBody' } } }))
      .rejects.toThrow('display field "notes": kind "details" needs the option "summary"');
    cleanup();
    await expect(show({ odd: { 'ui:field': 'display', 'ui:options': { kind: 'banner', text: 'v3.note' } } }))
      .rejects.toThrow(/display field "odd": unknown kind "banner" \(kinds: heading, text, notice, cardName, value, details, spinner\)/);
    errors.mockRestore();
  });
});

describe('display kind spinner', () => {
  it('is a status with its text, the animation hidden from readers', async () => {
    await show({ waiting: { 'ui:field': 'display', 'ui:options': { kind: 'spinner', text: 'wait.text' } } });
    const status = screen.getByRole('status');
    expect(status.id).toBe('root_waiting');
    expect(status.textContent).toBe('資料處理中，請稍候…');
    expect(status.querySelector('.wg-spinner__wheel')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says the default waiting text when the config names none', async () => {
    await show({ waiting: { 'ui:field': 'display', 'ui:options': { kind: 'spinner' } } });
    expect(screen.getByRole('status').textContent).toBe('處理中，請稍候…');
  });

  it('brings its styles once, turning only where the reader has not asked for reduced motion', async () => {
    await show({
      a: { 'ui:field': 'display', 'ui:options': { kind: 'spinner' } },
      b: { 'ui:field': 'display', 'ui:options': { kind: 'spinner' } },
    });
    const styles = [...document.head.querySelectorAll('style')].filter((s) => s.textContent?.includes('.wg-spinner__wheel'));
    expect(styles).toHaveLength(1);
    const css = styles[0].textContent ?? '';
    expect(css).toMatch(/\.wg-spinner__wheel \{[^}]*animation: wg-spinner-turn/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.wg-spinner__wheel \{ animation: none;/);
  });

  it('passes axe beside a details section', async () => {
    await show({
      waiting: { 'ui:field': 'display', 'ui:options': { kind: 'spinner', text: 'wait.text' } },
      notes: { 'ui:field': 'display', 'ui:options': { kind: 'details', summary: 'up.notes', body: 'up.notesBody', params: { n: '2' } } },
    });
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('qrCode', () => {
  it('shows a QR image of the evaluated text with its alt text', async () => {
    await show({ qr: { 'ui:field': 'qrCode', 'ui:options': { valueExpr: 'session.Url', alt: 'landing.qr', size: 160 } } });
    const img = (await screen.findByRole('img', { name: '以手機掃描此 QR code 申辦' })) as HTMLImageElement;
    expect(img.src.startsWith('data:image/png;base64,')).toBe(true);
    expect(img.width).toBe(160);
  });
});

describe('linkButton', () => {
  it('runs its action once while it is running', async () => {
    const runtime = fakeRuntime({ session }, dict);
    runtime.hold = true;
    await show({ go: { 'ui:field': 'linkButton', 'ui:options': { text: 'landing.desktop', action: 'desktop' } } }, runtime);
    const button = screen.getByRole('button', { name: '繼續使用電腦版' }) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(runtime.calls).toEqual([{ action: 'desktop', event: undefined }]);
    expect(button.disabled).toBe(true);
    runtime.release();
    await flush();
    expect(button.disabled).toBe(false);
  });

  it('opens an evaluated address in a new tab', async () => {
    const runtime = fakeRuntime({ server: { A17: { Campaign_Notice: 'https://bank.example/notice' } } }, dict);
    await show({ n: { 'ui:field': 'linkButton', 'ui:options': { text: 'gift.notice', href: 'server.A17.Campaign_Notice' } } }, runtime);
    const link = screen.getByRole('link', { name: '活動注意事項' });
    expect(link.getAttribute('href')).toBe('https://bank.example/notice');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
