// @vitest-environment jsdom
// The cardPicture field: the campaign's card picture from a rule, with its alt text and the
// card's proportions; nothing (and no room taken) while there is no address or an unsafe one.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { UiSchema } from '@rjsf/utils';
import { contract } from '../../../widgets/cardPicture/contract.js';
import { fakeRuntime, flush, renderForm, type FakeRuntime } from './harness.js';

const dict = { 'common.cardPicture': '{name} 卡面' };
const svg = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 172 108'%3E%3C/svg%3E";

async function show(options: UiSchema['ui:options'], runtime: FakeRuntime) {
  const h = await renderForm({ schema: { type: 'object', properties: { pic: { type: 'null' } } }, uiSchema: { pic: { 'ui:field': 'cardPicture', 'ui:options': options } }, runtime });
  await flush();
  return h;
}
const options = { src: 'session.CardImage', alt: 'common.cardPicture', params: { name: 'session.CardName' }, width: 240 };

afterEach(cleanup);

describe('cardPicture', () => {
  it('has src and alt as required options', () => {
    expect(contract.requiredOptions).toEqual(['src', 'alt']);
    expect(contract.optionKinds).toMatchObject({ src: 'expr', alt: 'i18n', params: 'exprMap', width: 'number' });
  });

  it('shows the picture with its alt text, at most `width` wide in card proportions', async () => {
    await show(options, fakeRuntime({ session: { CardImage: svg, CardName: '現金回饋卡' } }, dict));
    const img = screen.getByRole('img', { name: '現金回饋卡 卡面' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(svg);
    expect([img.width, img.height]).toEqual([240, 151]);
    expect(img.style.getPropertyValue('--wg-card-width')).toBe('240px');
  });

  it('draws nothing without an address, and follows the context when one arrives', async () => {
    const h = await show(options, fakeRuntime({ session: { CardName: '現金回饋卡' } }, dict));
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.getElementById('root_pic')?.className).toContain('wg-card-picture--none');
    await h.update({ session: { CardName: '現金回饋卡', CardImage: 'https://bank.example/card.png' } });
    await flush();
    expect(screen.getByRole('img', { name: '現金回饋卡 卡面' }).getAttribute('src')).toBe('https://bank.example/card.png');
  });

  it('refuses an unsafe address', async () => {
    await show(options, fakeRuntime({ session: { CardImage: 'javascript:alert(1)', CardName: 'x' } }, dict));
    expect(screen.queryByRole('img')).toBeNull();
  });
});
