// Agent mode in two windows (issue 10 §1; 000 §2.1, §2.4; 001 §4.6; 002 §2.10): the agent's page
// signs in first on the bank's staff portal (issue 18: a wrong password refused, then the right
// one; the portal sends it back to the start, bound to the agent) and waits on /WaitingOTP; the customer's page, opened from the text message's link in the outbox,
// passes the SMS code and ends on /Validate3Success (session cleared, Confirm by keyboard); the
// agent's page goes on at its next check (the clock jumped 60 s) to /Form1, /Confirm (the agent
// note), sends (A127: 代填完成，請客戶進行後續操作。) and lands on /WaitingConfirm (session cleared);
// the customer's continuation link (AgentStep 20) is in the outbox and opens the application on the
// customer's phone, which submits the agent's data. One walk per viewport, both languages and axe
// on each agent screen (AGT-04, AGT-08, AGT-12, AGT-17, AGT-18, AGT-21, AGT-22, AGT-24..AGT-27, OTP-41).
// AGT-17 from /UploadID too (issue 17 §10): an agent's straight-through case goes on to /Form1, never /StartTWID.
import type { APIRequestContext, Page } from '@playwright/test';
import jsonata from 'jsonata';
import { namedRules } from '../../rules/named/index';
import { eitherLanguage, readConfig, text } from '../support/config';
import { AGENT_PASSWORDS, applyButton, button, dialog, expect, expectAlert, fillStart, holdCardPage, latestCode, openAgentStart, recordAlerts, shotBothLanguages, shotFile, test, typeOtp } from './support/app';
import { axeCheck } from './support/axe';
import { recordCalls } from './support/calls';
import { drawnImage } from './support/uploads';

const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';

/** The app link of the newest text message whose link carries this AgentStep. */
async function agentLink(request: APIRequestContext, step: '1' | '20'): Promise<string> {
  let link = '';
  await expect.poll(async () => {
    const outbox = (await (await request.get('/__dev/outbox')).json()) as Array<{ channel: string; text: string }>;
    const text = outbox.filter((m) => m.channel === 'sms' && m.text.includes(`AgentStep=${step}&`)).at(-1)?.text ?? '';
    link = /(https?:\/\/[^\s#]+#\/\?\S+)/.exec(text)?.[1] ?? ''; // absolute, as a phone opens it (issue 17 §8)
    return link;
  }, { message: `a text message with an AgentStep=${step} link` }).not.toBe('');
  return link;
}

/** The customer's phone: a page of its own (its own session storage) at the link, on the start screen. */
async function openLink(customer: Page, link: string, isMobile: boolean): Promise<void> {
  await customer.goto(link);
  if (!isMobile) await customer.getByText(eitherLanguage('landing.continueDesktop')).click();
  await expect(customer).toHaveURL(/#\/IndexPage/);
}

const sessionKeys = (p: Page) => p.evaluate(() => ['pageState', 'IDNO', 'Agent', 'AgentID', 'Form1Data'].map((k) => sessionStorage.getItem(k)));

test('agent step 0 in two windows: the customer verifies from the link, the agent goes on at the next check, sends from /Confirm to /WaitingConfirm; the customer continues at step 20 and submits', async ({ page, request, isMobile }, info) => {
  await page.clock.install();
  const calls = recordCalls(page);
  await page.goto('/?CTID=DEMO-CASHBACK&AgentStep=0&AgentID=AG0001');
  // The AgentID of the address proves nothing: the landing sends the agent to the staff portal first.
  await expect(page).toHaveURL(/\/__portal\/staff$/);
  await expect(page.getByRole('heading', { name: /業務人員登入/ })).toBeVisible();
  await expect(page.getByText('陳美玲')).toBeVisible();
  await page.locator('#password').fill('not-the-password');
  await page.getByRole('button', { name: /登入/ }).click();
  await expect(page.getByRole('alert')).toContainText('業務人員代號或密碼錯誤');
  await expect(page).toHaveURL(/\/__portal\/staff\/answer$/);
  await page.screenshot({ path: `${SHOTS}/staffPortal-${info.project.name}.png`, fullPage: true });
  await axeCheck(page, 'staffPortal');
  await page.locator('#password').fill(AGENT_PASSWORDS.AG0001);
  await page.getByRole('button', { name: /登入/ }).click();
  if (!isMobile) await page.getByText(eitherLanguage('landing.continueDesktop')).click();
  await expect(page).toHaveURL(/#\/IndexPage/);
  await expect(page).not.toHaveURL(/AgentSignIn=/);
  expect(calls.requests('AgentSignIn')).toHaveLength(1);
  expect(calls.requests('AgentSignInResult')).toHaveLength(1);
  await fillStart(page, 'B220012340', '0750505');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/WaitingOTP/);
  await expect(page.getByRole('heading', { name: '等待客戶驗證' })).toBeVisible();

  // The customer's window, from the text message's link (AgentStep 1).
  const customer = await page.context().newPage();
  await recordAlerts(customer);
  await openLink(customer, await agentLink(request, '1'), isMobile);
  await fillStart(customer, 'B220012340', '0750505');
  await applyButton(customer).click();
  await expect(customer).toHaveURL(/#\/Validate3$/);
  await typeOtp(customer, await latestCode(request));
  await expect(customer).toHaveURL(/#\/Validate3Success/);
  await expect(customer.getByRole('heading', { name: '身分驗證成功' })).toBeVisible();
  await expect(customer.getByText('您的身分已驗證成功，業務人員將為您準備申請書，請依業務人員指示完成後續申請。')).toBeVisible();
  expect(await sessionKeys(customer)).toEqual([null, null, null, null, null]);
  await shotBothLanguages(customer, info.project.name, 'validate3Success');
  const seen: string[] = [];
  const release = await holdCardPage(customer, (url) => seen.push(url));
  await customer.getByRole('button', { name: '確認' }).focus();
  await customer.keyboard.press('Enter');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen[0]).toMatch(/^https:\/\/www\.example-bank\.com\.tw\//);
  release();
  await customer.close();

  // The agent's window goes on at its next check: the clock jumps the 60 s.
  await page.bringToFront();
  expect(calls.requests('A129')).toHaveLength(0);
  await page.clock.runFor(60_000);
  await expectAlert(page, '驗證完成，繼續填寫');
  await expect(page).toHaveURL(/#\/Form1/);
  await dialog(page).getByRole('button', { name: '確定' }).click();
  expect(calls.requests('A129')[0]).toMatchObject({ AgentID: 'AG0001' });
  expect(calls.requests('A132')[0]).toMatchObject({ AgentID: 'AG0001' });
  await expect(page.locator('#root_NameChinese')).toHaveValue('李雅婷');
  await button(page, 'form1.next').click();

  // /Confirm in agent mode: the note, no automatic send (ETP), Confirm and submit sends A127.
  await expect(page).toHaveURL(/#\/Confirm/);
  const send = page.getByRole('button', { name: '確認送出' });
  await page.clock.runFor(3_000);
  await expect(send).toBeEnabled();
  await expect(page.getByText(/^您正在為客戶代填申請書。/)).toBeVisible();
  expect(calls.requests('A127')).toHaveLength(0);
  await shotBothLanguages(page, info.project.name, 'confirmAgent');
  await send.click();
  await expectAlert(page, '代填完成，請客戶進行後續操作。');
  await expect(page).toHaveURL(/#\/WaitingConfirm/);
  await dialog(page).getByRole('button', { name: '確定' }).click();
  await expect(page.getByRole('heading', { name: '代填完成' })).toBeVisible();
  await expect(page.getByText('已完成代填，系統已以簡訊通知客戶。請等待客戶以本人手機確認申請資料並送出申請。')).toBeVisible();
  expect(await sessionKeys(page)).toEqual([null, null, null, null, null]);
  expect(calls.requests('A97')).toHaveLength(0);
  await shotBothLanguages(page, info.project.name, 'waitingConfirm');

  // The customer's text message carries the continuation link: the application on their phone.
  const phone = await page.context().newPage();
  await openLink(phone, await agentLink(request, '20'), isMobile);
  await fillStart(phone, 'B220012340', '0750505');
  await applyButton(phone).click();
  await expect(phone).toHaveURL(/#\/Validate3$/);
  await typeOtp(phone, await latestCode(request));
  await expect(phone).toHaveURL(/#\/(Confirm|Submit)/);
  // The ETP preview submits by itself after 3 s (the customer's, not the agent's).
  await expect(phone).toHaveURL(/#\/Submit/, { timeout: 20_000 });
  const applications = (await (await request.get('/__dev/applications')).json()) as Array<{ content: Record<string, unknown> }>;
  expect(applications).toHaveLength(1);
  expect(applications[0].content).toMatchObject({ IDNO: 'B220012340', ChineseName: '李雅婷' });
});

/** The customer's phone verifies from the text message's link (AgentStep 1) and closes. */
async function customerVerifies(page: Page, request: APIRequestContext, id: string, birthday: string, isMobile: boolean): Promise<void> {
  const customer = await page.context().newPage();
  await openLink(customer, await agentLink(request, '1'), isMobile);
  await fillStart(customer, id, birthday);
  await applyButton(customer).click();
  await expect(customer).toHaveURL(/#\/Validate3$/);
  await typeOtp(customer, await latestCode(request));
  await expect(customer).toHaveURL(/#\/Validate3Success/);
  await customer.close();
  await page.bringToFront();
}

test('AGT-17: an agent\'s straight-through case (STPFlowFlag Y, TWIDFlag Y) goes from /UploadID to /Form1 with Page2.3 and STPFlowFlag N, never /StartTWID', async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  const visited: string[] = [];
  page.on('framenavigated', (f) => { if (f === page.mainFrame()) visited.push(f.url()); });
  await page.clock.install();
  await openAgentStart(page, 'CTID=DEMO-CASHBACK&AgentStep=0&AgentID=AG0001', isMobile);
  // E220456783: an ETP customer without the ETP flags, whom /WaitingOTP sends to /UploadID.
  await fillStart(page, 'E220456783', '0800808');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/WaitingOTP/);
  await customerVerifies(page, request, 'E220456783', '0800808', isMobile);
  await page.clock.runFor(60_000);
  await expect(page).toHaveURL(/#\/UploadID/);
  await expectAlert(page, text('waitingOtp.verified'));
  await dialog(page).getByRole('button').click();
  // The straight-through conditions (rules/named/straightThrough.jsonata): the desktop's 繼續使用電腦版申請 sets
  // STPFlowFlag Y; a phone never does, so here it is set as that button would have.
  if (isMobile) await page.evaluate(() => sessionStorage.setItem('STPFlowFlag', 'Y'));
  const session = () => page.evaluate(() => Object.fromEntries(['Agent', 'STPFlowFlag', 'TWIDFlag', 'PERMASFlag', 'ApplyPL'].map((k) => [k, sessionStorage.getItem(k)])));
  expect(await jsonata(namedRules.straightThrough).evaluate({ session: await session() }), 'a straight-through case by the app\'s own rule').toBe(true);
  expect((await session()).Agent).toBe('Y');

  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles(await drawnImage(page, 'front.jpg', 1600, 1000));
  await files.nth(1).setInputFiles(await drawnImage(page, 'back.jpg', 1600, 1000));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(2);
  await button(page, 'uploadId.next').click();
  await expect(page).toHaveURL(/#\/Form1$/);
  await expect(page.locator('#root_NameChinese')).toBeVisible();
  expect(visited.filter((u) => u.includes('StartTWID'))).toEqual([]);
  // The page state /UploadID's last rule sends (schemas/uploadId.json next), as /Form1 was admitted with it.
  const sent = readConfig<{ next: Array<{ when?: string; pageState: string }> }>('schemas/uploadId.json').next.find((r) => !r.when)!.pageState;
  const history = await page.evaluate(() => sessionStorage.getItem('JourneyHistory') ?? '');
  const entries = (JSON.parse(history.replace(/^json:/, '')) as { entries: Array<{ path: string; pageState: string }> }).entries;
  expect(entries.at(-1)).toMatchObject({ path: '/Form1', pageState: sent });
  expect((await session()).STPFlowFlag).toBe('N');
  await page.screenshot({ path: shotFile('agentUploadIdToForm1', 'zh'), fullPage: true });
});
