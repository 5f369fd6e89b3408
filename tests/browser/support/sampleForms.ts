// The saved Form1 and Form2 data of a complete NTB application (F131104093), for the specs that open
// a later screen with its session (openWithSession) instead of typing the forms again; and Form1
// typed by hand with the same values.
import type { Page } from '@playwright/test';
import { dialog, expect } from './app';

export const FORM1 = {
  NameChinese: '王小明', NameEnglish: 'WANG,XIAO-MING', Country: 'TW', IssueType: '1', IssueDate: '1050315', IssueCity: '63000',
  HomeCity: '63000', HomeArea: '10601', HomeZip: '106', HomeAddr: '復興南路一段390號', Education: '3', HouseOwn: '3',
  TelMobile1: '0911222333', LiveTel: '0227001234', HomeTel: '0227001234', Email: 'xiaoming@gmail.com',
  BillCity: '63000', BillArea: '10601', BillZip: '106', BillAddr: '復興南路一段390號', Prefilled: 'Y',
};
export const FORM2 = {
  IsStudent: 'N', Company: '台灣積體電路製造股份有限公司', JobDate: '10803', CompTel: '0227001234', CompTelExt: '123',
  CompanyCity: '63000', CompanyArea: '10601', CompanyZip: '106', CompanyAddr: '信義路五段7號35樓', JobType: '01', TitleType: '05',
  IncomeY: '120', BinId: '22099131', Prefilled: 'Y',
};

/**
 * Form1 typed by hand as a new applicant types it (FORM1's values, the billing address the same as
 * the home one), the e-mail's heads-up closed: for the journeys that must not preset the session.
 */
export async function typeForm1(page: Page): Promise<void> {
  const field = (id: string) => page.locator(`#root_${id}`);
  await field('NameChinese').fill(FORM1.NameChinese);
  await field('IssueDate').fill(FORM1.IssueDate);
  await field('IssueCity').selectOption(FORM1.IssueCity);
  await field('HomeCity').selectOption(FORM1.HomeCity);
  await field('HomeArea').selectOption(FORM1.HomeArea);
  await field('HomeAddr').fill(FORM1.HomeAddr);
  await field('Education').selectOption(FORM1.Education);
  await field('HouseOwn').selectOption(FORM1.HouseOwn);
  for (const id of ['TelMobile1', 'LiveTel', 'HomeTel'] as const) await field(id).fill(FORM1[id]);
  await field('Email').fill(FORM1.Email);
  await field('Email').blur();
  await dialog(page).getByRole('button').click();
  await expect(dialog(page)).toHaveCount(0);
  await field('sameAsContactForHome').check();
  await expect(field('BillAddr')).toHaveValue(FORM1.HomeAddr);
}
