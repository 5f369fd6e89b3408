// @vitest-environment jsdom
// The step indicator is config: flows/flow.json shell.steps names the steps of each header, a
// screen's `step` its number; the shell draws "步驟 2/3 填寫資料" and a bar of the steps; a screen
// without a number in this header (the banking /Confirm) shows none; a number beyond the list none.
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../renderer/engine/i18n.js';
import { isBanking, stepOf } from '../../../renderer/engine/steps.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import type { FlowConfig } from '../../../renderer/engine/flowTypes.js';
import { StepIndicator } from '../../../renderer/react/StepIndicator.js';

afterEach(cleanup);

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const flow = read('flows/flow.json') as FlowConfig;
const zh = read('locales/zh-TW.json');
const en = read('locales/en.json');
const screenFile = (id: string) => read(`schemas/${id}.json`) as ScreenConfig;

describe('isBanking: the banking header when the session value flows/flow.json shell.banking names holds', () => {
  const { session: key, equals } = flow.shell!.banking!;
  const session = (values: Record<string, unknown>) => ({ get: (k: string) => values[k] });
  it.each([
    [{ [key]: equals }, true],
    [{ [key]: `not ${equals}` }, false],
    [{}, false],
  ])('session %j: %s', (values, banking) => {
    expect(isBanking(flow, session(values))).toBe(banking);
  });
  it('a flow that names no banking value always shows the public header', () => {
    expect(isBanking({ shell: { exitPopup: 'exit' } }, session({ [key]: equals }))).toBe(false);
  });
});

describe('stepOf', () => {
  it('gives the number, the total and the names of the header in use', () => {
    const gift = screenFile('gift');
    expect(stepOf(gift, flow, false)).toEqual({ n: 2, total: 3, names: flow.shell!.steps!.public });
    expect(stepOf(gift, flow, true)).toEqual({ n: 1, total: 2, names: flow.shell!.steps!.banking });
  });

  it('gives none without a number for the header, with a number beyond the list, or without a list', () => {
    expect(stepOf(screenFile('confirm'), flow, true)).toBeUndefined();
    expect(stepOf(screenFile('confirm'), flow, false)?.n).toBe(3);
    expect(stepOf({ step: { public: 4 } }, flow, false)).toBeUndefined();
    expect(stepOf({ step: { public: 3 } }, flow, false)?.n).toBe(3);
    expect(stepOf({ step: { public: 1 } }, { shell: { exitPopup: 'exit' } }, false)).toBeUndefined();
    expect(stepOf(undefined, flow, false)).toBeUndefined();
  });

  it('numbers every step screen of the seeds in both headers (the banking /Confirm has none, /ReUpload after the submit none in either)', () => {
    const expected: Record<string, [number | undefined, number | undefined]> = {
      index: [1, 1], validate2: [1, 1], validate3: [1, 1], gift: [2, 1], uploadId: [2, 1], uploadIdSuccess: [2, 1],
      // The mobile-ID check and its returns come after the gifts and the ID photos: step 2, never back to 1 (issue 17 §9).
      startTwid: [2, 1], finishVerify: [2, 1], finishMydata: [2, 1], twidError: [2, 1], form1Entry: [2, 1],
      // Form1 is 1/2 in banking like the company form after it (the seeds' 2/2 went backwards), /ReUpload after the submit has none.
      form1: [2, 1], form2: [2, 1], form3: [2, 1], confirm: [3, undefined], reUpload: [undefined, undefined],
    };
    for (const [id, [pub, bank]] of Object.entries(expected)) {
      expect([id, stepOf(screenFile(id), flow, false)?.n, stepOf(screenFile(id), flow, true)?.n]).toEqual([id, pub, bank]);
    }
  });
});

describe('StepIndicator', () => {
  const mount = (language: string) => {
    const i18n = createI18n(language, { 'zh-TW': zh, en });
    render(<I18nextProvider i18n={i18n}><StepIndicator step={stepOf(screenFile('form2'), flow, false)!} /></I18nextProvider>);
  };

  it('reads "步驟 2/3 填寫資料" as one region and draws every step, the current one marked', () => {
    mount('zh-TW');
    const group = screen.getByRole('region', { name: '目前步驟' });
    expect(group.querySelector('.steps__now')?.textContent).toBe('步驟 2/3 填寫資料');
    const items = [...group.querySelectorAll('.steps__item')];
    expect(items.map((i) => i.textContent)).toEqual(['1身分驗證', '2填寫資料', '3確認送出']);
    expect(items.map((i) => i.className.replace('steps__item steps__item--', ''))).toEqual(['done', 'current', 'todo']);
  });

  it('in English', () => {
    mount('en');
    expect(screen.getByRole('region', { name: 'Current step' }).querySelector('.steps__now')?.textContent).toBe('Step 2/3 Your details');
  });
});
