// @vitest-environment jsdom
// cardList (002 §2.9, QRY-30..35): one card per item of the served list, its heading and rows
// (formats: ROC date), the link only when the item gives a hash route or http(s) address (never
// javascript:), the empty text for an empty list, served texts in the screen's language
// (BankTexts), text only (no HTML); the contract's servedTexts lists what the component draws.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen as dom } from '@testing-library/react';
import axe from 'axe-core';
import { cardRows, contract, drawnCards, safeLink } from '../../../widgets/cardList/contract.js';
import { fakeRuntime, flush, renderForm } from './harness.js';

afterEach(cleanup);

const dict = { 't.card': '申請案件 {n}', 't.status': '申請狀態', 't.case': '案件編號', 't.date': '申請日期', 't.link': '補件 {ApplyID}', 't.none': '查無申請資料' };
const options = {
  source: 'server.rows',
  title: 't.card',
  labels: { Status: 't.status', ApplyID: 't.case', ApplyDate: 't.date' },
  formats: { ApplyDate: 'rocDate' as const },
  linkKey: 'link',
  linkText: 't.link',
  emptyText: 't.none',
};
const rows = [
  { Status: '審核中', ApplyID: 'C1', ApplyDate: '1151102', link: '#/ReUpload?ApplyLogID=L1&ApplyID=C1&STP=N' },
  { Status: '<b>未通過</b>', ApplyID: 'C2', ApplyDate: '1140310', link: '' },
  { Status: '核准', ApplyID: 'C3', ApplyDate: '1130815', link: 'javascript:alert(1)' },
];

async function draw(server: Record<string, unknown>, session: Record<string, unknown> = {}, language = 'zh-TW') {
  const runtime = fakeRuntime({ server, session }, dict);
  runtime.language = () => language;
  const h = await renderForm({ schema: { type: 'object', properties: { apps: { type: 'null' } } }, uiSchema: { apps: { 'ui:field': 'cardList', 'ui:options': options } }, runtime });
  await flush();
  return h;
}

describe('cardList', () => {
  it('one card per item with its heading, rows and formatted date; a link only for a safe address', async () => {
    await draw({ rows });
    const container = document.body;
    const cards = container.querySelectorAll('li.wg-card-list__card');
    expect(cards).toHaveLength(3);
    expect(dom.getByRole('heading', { name: '申請案件 1' })).toBeTruthy();
    expect(cards[0].textContent).toContain('案件編號C1');
    expect(cards[0].textContent).toContain('115/11/02');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('#/ReUpload?ApplyLogID=L1&ApplyID=C1&STP=N');
    expect(links[0].textContent).toBe('補件 C1');
    expect(document.getElementById(links[0].getAttribute('aria-describedby')!)?.textContent).toBe('申請案件 1');
    // Served text is text: no element made of it.
    expect(container.querySelector('b')).toBeNull();
    expect(cards[1].textContent).toContain('<b>未通過</b>');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('an empty list (or none) shows the empty text and no list', async () => {
    await draw({ rows: [] });
    const container = document.body;
    expect(container.querySelector('ul')).toBeNull();
    expect(container.textContent).toContain('查無申請資料');
    cleanup();
    const absent = await draw({});
    expect(absent.runtime).toBeTruthy();
    expect(document.body.textContent).toContain('查無申請資料');
  });

  it('served texts in the screen language when the bank gave them (BankTexts)', async () => {
    await draw({ rows: [rows[0]] }, { BankTexts: { 審核中: { en: 'Under review' } } }, 'en');
    const container = document.body;
    expect(container.textContent).toContain('Under review');
    expect(container.textContent).not.toContain('審核中');
  });

  it('safeLink takes hash routes and http(s) only', () => {
    expect(safeLink('#/ReUpload?a=1')).toBe('#/ReUpload?a=1');
    expect(safeLink('https://x.example/')).toBe('https://x.example/');
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink('#top')).toBeUndefined();
    expect(safeLink(3)).toBeUndefined();
  });

  it('refuses options without source or labels, or with an unknown format', () => {
    expect(() => cardRows({ labels: { a: 'x' } })).toThrow(/source/);
    expect(() => cardRows({ source: 'x' })).toThrow(/labels/);
    expect(() => cardRows({ source: 'x', labels: { a: 'x' }, formats: { a: 'nope' as never } })).toThrow(/unknown format/);
  });

  it('servedTexts lists what the component draws (the headless runner reads it)', async () => {
    const t = (key: string, params?: Record<string, unknown>) => (dict as Record<string, string>)[key]?.replace(/\{(\w+)\}/g, (_m, n: string) => String(params?.[n])) ?? key;
    const texts = await contract.servedTexts!(options, { evaluate: async () => rows.slice(0, 1), t, shown: (v) => v });
    expect(texts).toEqual(['申請案件 1', '申請狀態', '審核中', '案件編號', 'C1', '申請日期', '115/11/02', '補件 C1', '#/ReUpload?ApplyLogID=L1&ApplyID=C1&STP=N']);
    expect(await contract.servedTexts!(options, { evaluate: async () => [], t, shown: (v) => v })).toEqual(['查無申請資料']);
    expect(drawnCards(options, rows, t).map((c) => c.link?.href ?? '')).toEqual(['#/ReUpload?ApplyLogID=L1&ApplyID=C1&STP=N', '', '']);
  });
});
