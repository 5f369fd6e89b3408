// Copy-from checkboxes (001 §2.2, §4.2, §4.3; F1-39..41, F1-82..84, F2-18..20):
// tick copies and keeps in step, precondition with its alert, exclusive partners,
// untick clears, a typed-over copy unticks its box, locked targets.
import { describe, expect, it } from 'vitest';
import { applyCopyBoxes, lockedByCopy, type CopyEnv } from '../../../renderer/engine/copyBoxes.js';
import type { CopyBox, EvalContext } from '../../../renderer/engine/types.js';

class Env implements CopyEnv {
  alerts: string[] = [];
  constructor(public form: Record<string, unknown>) {}
  context(): EvalContext { return { session: {}, form: this.form, query: {}, server: {}, consts: {} }; }
  setForm(values: Record<string, unknown>): void { this.form = { ...this.form, ...values }; }
  alert(message: string): void { this.alerts.push(message); }
  /** A user edit: the values land, then the boxes react. */
  async edit(values: Record<string, unknown>, boxes: Record<string, CopyBox>): Promise<void> {
    this.form = { ...this.form, ...values };
    await applyCopyBoxes(boxes, Object.keys(values), this, 'test');
  }
}

const PHONES: Record<string, CopyBox> = {
  sameAsLiveForMobile: { fields: { LiveTel: 'form.TelMobile1' }, requires: '$mobile(form.TelMobile1)', requiresAlert: 'form1.enterMobileFirst' },
  sameAsHomeForMobile: { fields: { HomeTel: 'form.TelMobile1' }, requires: '$mobile(form.TelMobile1)', requiresAlert: 'form1.enterMobileFirst', exclusiveWith: ['sameAsHomeForLive'] },
  sameAsHomeForLive: { fields: { HomeTel: 'form.LiveTel' }, requires: "$length(form.LiveTel) >= 9", requiresAlert: 'form1.enterLiveFirst', exclusiveWith: ['sameAsHomeForMobile'] },
};

const COMPANY: Record<string, CopyBox> = {
  sameAsCompanyForContact: {
    fields: { CompanyCity: 'session.Bill.City', CompanyAddr: 'session.Bill.Addr' },
    exclusiveWith: ['sameAsCompanyForHome'], lock: true, clearOnUntick: true,
  },
  sameAsCompanyForHome: {
    fields: { CompanyCity: "'台北市'", CompanyAddr: "'忠孝東路1號'" },
    exclusiveWith: ['sameAsCompanyForContact'], lock: true, clearOnUntick: true,
  },
};

describe('ticking a box', () => {
  it('copies its sources into its fields', async () => {
    const env = new Env({ TelMobile1: '0912345678' });
    await env.edit({ sameAsLiveForMobile: true }, PHONES);
    expect(env.form.LiveTel).toBe('0912345678');
    expect(env.alerts).toEqual([]);
  });

  it('without its precondition (mobile absent or invalid) shows the alert and stays unticked, copying nothing (F1-82)', async () => {
    for (const form of [{}, { TelMobile1: '091234567' }]) {
      const env = new Env(form);
      await env.edit({ sameAsHomeForMobile: true }, PHONES);
      expect(env.form.sameAsHomeForMobile).toBe(false);
      expect(env.form.HomeTel).toBeUndefined();
      expect(env.alerts).toEqual(['form1.enterMobileFirst']);
    }
  });

  it('unticks its exclusive partner (F1-40, F2-18)', async () => {
    const env = new Env({ TelMobile1: '0912345678', LiveTel: '0223456789' });
    await env.edit({ sameAsHomeForLive: true }, PHONES);
    expect(env.form.HomeTel).toBe('0223456789');
    await env.edit({ sameAsHomeForMobile: true }, PHONES);
    expect(env.form).toMatchObject({ sameAsHomeForMobile: true, sameAsHomeForLive: false, HomeTel: '0912345678' });
  });
});

describe('while ticked', () => {
  it('a source edit re-copies, through a chain in config order (mobile -> current phone -> registered phone)', async () => {
    const env = new Env({ TelMobile1: '0912345678' });
    await env.edit({ sameAsLiveForMobile: true }, PHONES);
    await env.edit({ sameAsHomeForLive: true }, PHONES);
    await env.edit({ TelMobile1: '0987654321' }, PHONES);
    expect(env.form).toMatchObject({ LiveTel: '0987654321', HomeTel: '0987654321' });
  });

  it('typing over a copied field unticks its box and keeps what was typed', async () => {
    const env = new Env({ TelMobile1: '0912345678' });
    await env.edit({ sameAsLiveForMobile: true }, PHONES);
    await env.edit({ LiveTel: '0223456789' }, PHONES);
    expect(env.form).toMatchObject({ sameAsLiveForMobile: false, LiveTel: '0223456789' });
  });

  it('locked fields are read-only only while their box is ticked (F2-19)', () => {
    expect(lockedByCopy(COMPANY, { sameAsCompanyForContact: true })).toEqual(['CompanyCity', 'CompanyAddr']);
    expect(lockedByCopy(COMPANY, { sameAsCompanyForContact: false })).toEqual([]);
    expect(lockedByCopy(PHONES, { sameAsLiveForMobile: true })).toEqual([]);
  });
});

describe('unticking', () => {
  it('clears the fields when clearOnUntick (F2-20); a box without it leaves them', async () => {
    const env = new Env({});
    await env.edit({ sameAsCompanyForHome: true }, COMPANY);
    expect(env.form).toMatchObject({ CompanyCity: '台北市', CompanyAddr: '忠孝東路1號' });
    await env.edit({ sameAsCompanyForHome: false }, COMPANY);
    expect(env.form).toMatchObject({ CompanyCity: '', CompanyAddr: '' });

    const phones = new Env({ TelMobile1: '0912345678' });
    await phones.edit({ sameAsLiveForMobile: true }, PHONES);
    await phones.edit({ sameAsLiveForMobile: false }, PHONES);
    expect(phones.form.LiveTel).toBe('0912345678');
  });

  it('the partner unticked by ticking the other box does not clear what the other just copied', async () => {
    const env = new Env({});
    await env.edit({ sameAsCompanyForHome: true }, COMPANY);
    await env.edit({ sameAsCompanyForContact: true }, COMPANY);
    // session.Bill is absent: the copy writes empty text, never undefined.
    expect(env.form).toMatchObject({ sameAsCompanyForHome: false, sameAsCompanyForContact: true, CompanyCity: '', CompanyAddr: '' });
  });
});
