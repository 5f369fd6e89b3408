// Shared steps of the upload browser tests: images drawn by the browser's canvas (plain, or phone-sized
// noise), the simulator's state (uploads without their bytes), and a new customer from the start screen to /UploadID.
import type { APIRequestContext, Page } from '@playwright/test';
import { axeCheck, routeName } from './axe';
import { applyButton, button, chooseFirstGifts, expect, fillStart, newCode, openStart, smsCount, typeCard, typeOtp } from './app';
import { idPhotosByCalls } from './bank';

export type Upload = { uuid: string; token: string; apply_log_id: string | null; slot_type: string; file_name: string; kind: string; submitted_at: number | null };
export type State = { uploads: Upload[]; applyLogs: Record<string, { ApplyLogID: string; token: string }> };

/** An image drawn by the browser's canvas (width x height), as a file for setInputFiles. */
export async function drawnImage(page: Page, name: string, width: number, height: number, type: 'image/jpeg' | 'image/png' = 'image/jpeg') {
  const dataUrl = await page.evaluate(([w, h, t]) => {
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#c8d8e8';
    g.fillRect(0, 0, w, h);
    g.fillStyle = '#334';
    g.fillRect(w * 0.1, h * 0.1, w * 0.3, h * 0.4);
    return canvas.toDataURL(t, 0.9);
  }, [width, height, type] as const);
  return { name, mimeType: type, buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64') };
}

/**
 * A 4000x3000 JPEG of seeded noise, encoded by the page's canvas at the quality that makes it
 * 3.8-4.4 MB (found by halving), as a file for setInputFiles.
 */
export async function noisyPhoto(page: Page, name: string, seed: number) {
  const b64 = await page.evaluate(async (s) => {
    const w = 4000;
    const h = 3000;
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const g = canvas.getContext('2d')!;
    const img = g.createImageData(w, h);
    let x = s >>> 0;
    const rnd = () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x & 0xff; };
    // Noise over a mid grey: every pixel differs from its neighbours, as fine print and sensor noise do.
    for (let i = 0; i < img.data.length; i += 4) {
      img.data[i] = 64 + (rnd() >> 1);
      img.data[i + 1] = 64 + (rnd() >> 1);
      img.data[i + 2] = 64 + (rnd() >> 1);
      img.data[i + 3] = 255;
    }
    g.putImageData(img, 0, 0);
    const encode = (q: number) => new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', q));
    let lo = 0.05;
    let hi = 1;
    let blob = await encode(0.5);
    for (let step = 0; step < 12 && (blob.size < 3.8e6 || blob.size > 4.4e6); step++) {
      const q = (lo + hi) / 2;
      blob = await encode(q);
      if (blob.size < 3.8e6) lo = q;
      else hi = q;
    }
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let bin = '';
    for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(bin);
  }, seed);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(b64, 'base64') };
}

export async function devState(request: APIRequestContext): Promise<State> {
  return (await (await request.get('/__dev/state')).json()) as State;
}

/** A new customer from the start screen (card check, SMS code, first gift of each group) to /UploadID. */
export async function toUploadId(page: Page, request: APIRequestContext, isMobile: boolean, id = 'F131104093'): Promise<void> {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, id, '0790101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate2/);
  await typeCard(page);
  const before = await smsCount(request);
  await button(page, 'validate2.confirm').click();
  await expect(page).toHaveURL(/#\/Validate3/);
  await typeOtp(page, await newCode(request, before));
  await expect(page).toHaveURL(/#\/Gift/);
  await chooseFirstGifts(page);
  await button(page, 'gift.next').click();
  await expect(page).toHaveURL(/#\/UploadID/);
}

/**
 * Form1 as /UploadID or the mobile-ID check sends a customer who goes on without the mobile ID
 * (STPFlowFlag N, Page2.3; the /StartTWID screen comes in a later issue).
 */
export async function openForm1WithoutMobileId(page: Page): Promise<void> {
  await openWithSession(page, '/Form1', { STPFlowFlag: 'N', pageState: 'Page2.3' });
}

/**
 * Writes session keys as the app keeps them (a string as it is, anything else as `json:` + JSON),
 * then opens the route by a reload, as a screen that left the applicant there would. The address
 * changes by history.replaceState, which the router does not hear: with `location.hash` the old
 * page entered the route first, and its load (the completion page sets Page4.1) could write the
 * session before the reload's page read it (seen: its guard refused Page4.1). The old page then
 * writes no more: a load still running (Form1's held-application call) saves its form when it
 * ends, and the page hide keeps what was typed, either of which would write over these values
 * before the reload reads them (seen: /Confirm's rows 未填寫). The new page has storage of its own.
 */
export async function openWithSession(page: Page, route: string, values: Record<string, unknown>): Promise<void> {
  await page.evaluate(([r, v]) => {
    for (const [key, value] of Object.entries(v)) sessionStorage.setItem(key, typeof value === 'string' ? value : `json:${JSON.stringify(value)}`);
    for (const method of ['setItem', 'removeItem', 'clear'] as const) Storage.prototype[method] = () => undefined;
    history.replaceState(null, '', `#${r}`);
  }, [route, values] as const);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`#${route}`));
}

/**
 * Past /UploadID to Form1, as /UploadID sends a customer without the mobile ID (STPFlowFlag N,
 * Page2.3): for the tests of Form1 and the screens after it, not of the upload. The ID photos are
 * submitted by /UploadID's calls (support/bank.ts), since the bank takes no application without them.
 */
export async function toForm1(page: Page, request: APIRequestContext, isMobile: boolean): Promise<void> {
  await toUploadId(page, request, isMobile);
  await idPhotosByCalls(page, request);
  await openForm1WithoutMobileId(page);
  await expect(page.locator('#root_NameChinese')).toBeVisible();
  await expect(page.locator('#root_HomeCity option[value="63000"]')).toHaveCount(1);
}

/** axe over the page as it is (support/axe.ts: @axe-core/playwright, recorded under the route's name); fails on a serious or critical violation (the others are recorded). */
export async function axeViolations(page: Page): Promise<string[]> {
  return axeCheck(page, await routeName(page));
}
