// @vitest-environment jsdom
// axe-core over the new widgets as a screen draws them (labels, ids, ARIA), calendar and picker open.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { fakeRuntime, renderForm } from './harness.js';

const str = (title: string) => ({ type: 'string' as const, title });
const A22 = [
  { CodeType: 'City', CodeID: '01', CodeDescription: '臺北市' },
  { CodeType: 'City', CodeID: '10001', CodeDescription: '中正區', ParentType: 'City', ParentCodeID: '01' },
];
const schema = {
  type: 'object' as const,
  properties: {
    IssueDate: str('發證日期'),
    JobDate: str('到職年月'),
    HomeCity: str('縣市'),
    HomeArea: str('區域'),
    HomeZip: str('郵遞區號'),
    Email: str('電子郵件'),
    IdFront: str('身分證正面'),
  },
};
const uiSchema = {
  IssueDate: { 'ui:widget': 'rocDate' },
  JobDate: { 'ui:widget': 'rocYearMonth' },
  HomeCity: { 'ui:widget': 'lookupSelect', 'ui:options': { source: "server.A22[$not($exists(ParentType))]", valueKey: 'CodeID', labelKey: 'CodeDescription' } },
  HomeArea: { 'ui:widget': 'lookupSelect', 'ui:options': { source: "server.A22[ParentType = 'City']", valueKey: 'CodeID', labelKey: 'CodeDescription', parentKey: 'ParentCodeID', parentField: 'HomeCity' } },
  HomeZip: { 'ui:widget': 'zipCode', 'ui:options': { areaField: 'HomeArea' } },
  Email: { 'ui:widget': 'suggestText', 'ui:options': { domains: ['gmail.com'] } },
  IdFront: { 'ui:widget': 'imageUpload', 'ui:options': { uploadAction: 'upload' } },
};

async function violations(): Promise<string[]> {
  // jsdom cannot compute colours or layout: those rules are for the browser tests.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(cleanup);

describe('new widgets pass axe', () => {
  it('closed, with values and with the zip filled', async () => {
    await renderForm({ schema, uiSchema, formData: { HomeCity: '01', HomeArea: '10001', IssueDate: '1100315', Email: 'a' }, runtime: fakeRuntime({ server: { A22 } }) });
    expect(await violations()).toEqual([]);
  });

  it('with the calendar open', async () => {
    await renderForm({ schema, uiSchema, formData: { IssueDate: '1100315' }, runtime: fakeRuntime({ server: { A22 } }) });
    fireEvent.click(document.getElementById('root_IssueDate__calendar') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('with the month picker open', async () => {
    await renderForm({ schema, uiSchema, runtime: fakeRuntime({ server: { A22 } }) });
    fireEvent.click(document.getElementById('root_JobDate__picker') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });
});
