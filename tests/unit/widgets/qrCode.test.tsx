// @vitest-environment jsdom
// The qrCode field: drawn in the browser from valueExpr, or the server's image from imageUrl (the
// bank's GET QR image, UPID-07) with its alt text; an unsafe or broken address falls back to drawing.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { UiSchema } from '@rjsf/utils';
import { contract } from '../../../widgets/qrCode/contract.js';
import { fakeRuntime, flush, renderForm, type FakeRuntime } from './harness.js';

const dict = { 'up.qrAlt': '以手機繼續上傳身分證的 QR Code' };
const link = 'https://apply.example/#/UploadID?CTID=C1&ApplyLogID=L1&HandOver=H1';
const imageUrl = "'/api/QRCode?imgpath=' & $encodeUrlComponent($base64encode(session.Link)) & '&token=' & session.token";

async function show(options: UiSchema['ui:options'], runtime: FakeRuntime) {
  const h = await renderForm({ schema: { type: 'object', properties: { qr: { type: 'null' } } }, uiSchema: { qr: { 'ui:field': 'qrCode', 'ui:options': options } }, runtime });
  await flush();
  return h;
}
const img = () => screen.findByRole('img', { name: '以手機繼續上傳身分證的 QR Code' }) as Promise<HTMLImageElement>;

afterEach(cleanup);

describe('qrCode imageUrl', () => {
  it('is an expression option of the contract, not required', () => {
    expect(contract.optionKinds.imageUrl).toBe('expr');
    expect(contract.requiredOptions).not.toContain('imageUrl');
  });

  it('shows the server image at the evaluated address (base64 of the link and the token), with the alt text', async () => {
    await show({ valueExpr: 'session.Link', imageUrl, alt: 'up.qrAlt', size: 200 }, fakeRuntime({ session: { Link: link, token: 'tok-1' } }, dict));
    const shown = await img();
    const address = new URL(shown.getAttribute('src')!, 'http://x.test');
    expect(address.pathname).toBe('/api/QRCode');
    expect(Buffer.from(address.searchParams.get('imgpath')!, 'base64').toString()).toBe(link);
    expect(address.searchParams.get('token')).toBe('tok-1');
    expect(shown.width).toBe(200);
  });

  it('shows nothing while the address evaluates to nothing, then follows the context', async () => {
    const h = await show({ valueExpr: 'session.Link', imageUrl: "session.token ? '/api/QRCode?token=' & session.token : ''", alt: 'up.qrAlt' }, fakeRuntime({ session: { Link: link } }, dict));
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.getElementById('root_qr')?.getAttribute('aria-busy')).toBe('true');
    await h.update({ session: { Link: link, token: 'tok-2' } });
    await flush();
    expect((await img()).getAttribute('src')).toBe('/api/QRCode?token=tok-2');
  });

  it('draws the text itself when the address is not a web address or the image does not load', async () => {
    await show({ valueExpr: 'session.Link', imageUrl: "'javascript:alert(1)'", alt: 'up.qrAlt' }, fakeRuntime({ session: { Link: link } }, dict));
    expect((await img()).src.startsWith('data:image/png;base64,')).toBe(true);
    cleanup();
    await show({ valueExpr: 'session.Link', imageUrl: "'/api/QRCode?token=t'", alt: 'up.qrAlt' }, fakeRuntime({ session: { Link: link } }, dict));
    const served = await img();
    expect(served.getAttribute('src')).toBe('/api/QRCode?token=t');
    fireEvent.error(served);
    await flush();
    await expect.poll(async () => (await img()).src.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('without imageUrl draws the text as before', async () => {
    await show({ valueExpr: 'session.Link', alt: 'up.qrAlt' }, fakeRuntime({ session: { Link: link } }, dict));
    expect((await img()).src.startsWith('data:image/png;base64,')).toBe(true);
  });
});
