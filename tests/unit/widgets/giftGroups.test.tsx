// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toGroups } from '../../../widgets/giftGroups/contract.js';
import { fakeRuntime, renderForm, flush } from './harness.js';

const A17 = {
  groups: [
    { key: 'g1', name: '開卡禮', gifts: [
      { GiftCode: 'G1', Description: '行李箱', PicURL: 'https://bank.example/g1.png' },
      { GiftCode: 'G2', Description: '<b>吸塵器</b>', PicURL: 'javascript:alert(1)' },
    ] },
    { key: 'g2', name: '滿額禮', gifts: [{ GiftCode: 'G7', Description: '里程', PicURL: '' }] },
    { key: 'g3', name: '空的', gifts: [] },
  ],
};
const dict = { 'gift.needed': '需選 {n}', 'gift.chosen': '已選 {n}', 'gift.available': '可選 {n}' };
const schema = { type: 'object' as const, properties: { Gifts: { type: 'object' as const } } };
const uiSchema = {
  Gifts: { 'ui:field': 'giftGroups', 'ui:options': { source: 'server.A17.groups', neededLabel: 'gift.needed', chosenLabel: 'gift.chosen', availableLabel: 'gift.available' } },
};
const setup = (formData?: Record<string, unknown>) => renderForm({ schema, uiSchema, formData, runtime: fakeRuntime({ server: { A17 } }, dict) });
const group = (name: string) => screen.getByRole('group', { name });

afterEach(cleanup);

describe('giftGroups', () => {
  it('renders a fieldset per group with gifts, legend, counters, image and description; the gift code is the value, never shown', async () => {
    await setup();
    const first = group('開卡禮');
    expect(within(first).getAllByRole('radio')).toHaveLength(2);
    expect(within(first).getByText('需選 1')).toBeTruthy();
    expect(within(first).getByText('已選 0')).toBeTruthy();
    expect(within(first).getByText('可選 2')).toBeTruthy();
    const img = within(first).getByRole('img', { name: '行李箱' }) as HTMLImageElement;
    expect(img.src).toBe('https://bank.example/g1.png');
    // The bank's internal code is the radio's value, not text a customer sees or hears.
    expect((within(first).getByRole('radio', { name: /行李箱/ }) as HTMLInputElement).value).toBe('G1');
    expect(within(first).queryByText('G1')).toBeNull();
    expect(first.textContent).not.toContain('G1');
    expect(first.textContent).not.toContain('G2');
    expect(within(group('滿額禮')).getByText('可選 1')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '空的' })).toBeNull();
  });

  it('renders server text as text and refuses unsafe image addresses', async () => {
    await setup();
    const first = group('開卡禮');
    expect(within(first).getByText('<b>吸塵器</b>')).toBeTruthy();
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).queryByRole('img', { name: '<b>吸塵器</b>' })).toBeNull();
  });

  it('keeps one gift per group and counts the choice', async () => {
    const h = await setup();
    fireEvent.click(within(group('開卡禮')).getByRole('radio', { name: /行李箱/ }));
    await flush();
    fireEvent.click(within(group('滿額禮')).getByRole('radio', { name: /里程/ }));
    await flush();
    fireEvent.click(within(group('開卡禮')).getByRole('radio', { name: /吸塵器/ }));
    await flush();
    expect(h.latest().Gifts).toEqual({ g1: 'G2', g2: 'G7' });
    expect((within(group('開卡禮')).getByRole('radio', { name: /行李箱/ }) as HTMLInputElement).checked).toBe(false);
    expect(within(group('開卡禮')).getByText('已選 1')).toBeTruthy();
  });

  it('shows a restored choice', async () => {
    await setup({ Gifts: { g2: 'G7' } });
    expect((within(group('滿額禮')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
  });

  it('reads the source defensively', () => {
    expect(toGroups({ key: 'g', name: 'N', gifts: { GiftCode: 1, Description: 'D' } })).toEqual([
      { key: 'g', name: 'N', gifts: [{ GiftCode: '1', Description: 'D', PicURL: undefined }] },
    ]);
    expect(toGroups([{ name: 'no key', gifts: [{ GiftCode: 'x' }] }, null])).toEqual([]);
  });
});

describe('consentList', () => {
  const consentSchema = { type: 'object' as const, properties: { Consents: { type: 'array' as const, items: { type: 'string' as const } } } };
  const consentUi = { Consents: { 'ui:field': 'consentList', 'ui:options': { source: 'server.A137.Marketing', legend: 'consent.legend' } } };
  const marketing = [{ title: '同意行銷 A' }, { title: '同意行銷 B' }];

  it('lists a labelled box per consent and keeps one Y/N per box', async () => {
    const h = await renderForm({
      schema: consentSchema,
      uiSchema: consentUi,
      runtime: fakeRuntime({ server: { A137: { Marketing: marketing } } }, { 'consent.legend': '其他同意事項' }),
    });
    expect(screen.getByRole('group', { name: '其他同意事項' })).toBeTruthy();
    expect(h.latest().Consents).toEqual(['N', 'N']);
    fireEvent.click(screen.getByLabelText('同意行銷 B'));
    await flush();
    expect(h.latest().Consents).toEqual(['N', 'Y']);
    expect((screen.getByLabelText('同意行銷 B') as HTMLInputElement).checked).toBe(true);
  });
});

describe('gift images', () => {
  it('accepts inline images and addresses, refuses scripts', async () => {
    const { safeImageSrc } = await import('../../../widgets/shared/sanitize.js');
    expect(safeImageSrc('data:image/svg+xml;utf8,<svg/>')).toBe('data:image/svg+xml;utf8,<svg/>');
    expect(safeImageSrc('https://bank.example/g.png')).toBe('https://bank.example/g.png');
    expect(safeImageSrc('data:text/html,<script>x</script>')).toBeUndefined();
    expect(safeImageSrc('javascript:alert(1)')).toBeUndefined();
  });
});
