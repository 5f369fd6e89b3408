// @vitest-environment jsdom
// The optional consent boxes from A137 CCTC: one Y/N per box; DefSelectNY pre-ticks (issue 5 §3.8).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeRuntime, flush, renderForm } from './harness.js';

const schema = { type: 'object' as const, properties: { Consents: { type: 'array' as const, items: { type: 'string' as const } } } };
const SOURCE = "server.A137.CCTC[Show = 'Y'].{ 'title': ClauseTitle, 'checked': DefSelectNY = 'Y' }";
const CCTC = [
  { ClauseTitle: '同意行銷', Show: 'Y', DefSelectNY: 'Y' },
  { ClauseTitle: '隱藏條款', Show: 'N', DefSelectNY: 'Y' },
  { ClauseTitle: '同意共享', Show: 'Y', DefSelectNY: 'N' },
];

function setup(formData?: Record<string, unknown>) {
  return renderForm({
    schema,
    uiSchema: { Consents: { 'ui:field': 'consentList', 'ui:options': { source: SOURCE } } },
    runtime: fakeRuntime({ server: { A137: { CCTC } } }),
    formData,
  });
}

afterEach(cleanup);

describe('consentList', () => {
  it('pre-ticks the boxes the server marks DefSelectNY = Y, and the value says so', async () => {
    const h = await setup();
    expect((screen.getByRole('checkbox', { name: '同意行銷' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '同意共享' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: '隱藏條款' })).toBeNull();
    expect(h.latest().Consents).toEqual(['Y', 'N']);
  });

  it('the applicant\'s own answer wins over the default, also after a reload', async () => {
    const h = await setup({ Consents: ['N', 'Y'] });
    expect((screen.getByRole('checkbox', { name: '同意行銷' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: '同意行銷' }));
    await flush();
    expect(h.latest().Consents).toEqual(['Y', 'Y']);
  });
});
