// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
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

  it('follows the context when the revision changes', async () => {
    const h = await show({ card: { 'ui:field': 'display', 'ui:options': { kind: 'cardName', valueExpr: 'session.CardName' } } });
    await h.update({ session: { ...session, CardName: '御璽卡' } });
    expect(document.getElementById('root_card')?.textContent).toBe('御璽卡');
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
