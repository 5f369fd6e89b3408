// Issue 6 §5: eight everyday changes, each made on a copy of the config by editing JSON only,
// checked (no fault), and its effect proved by a scenario against a simulator reading the copy;
// then one deliberate mistake each, which the check must name by file and pointer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runScenario, type Step } from '../../scripts/scenario/runner.js';
import type { Fault } from '../../scripts/check/index.js';
import { firstGifts, giftGroups } from '../support/config.js';
import * as change from './changes.js';
import { configCopy, type ConfigCopy } from './configCopy.js';
import { recordingSimulator, type RecordingSimulator } from './recordingSimulator.js';

// Each test copies the repository and runs the whole check (smoke render included) and a journey:
// seconds on a quiet machine, many more when the suite shares two cores with other work.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

let copy: ConfigCopy;
let sim: RecordingSimulator | undefined;
beforeEach(() => { copy = configCopy(); });
afterEach(async () => {
  await sim?.close();
  sim = undefined;
  copy.remove();
});

async function cleanCheck(): Promise<void> {
  const { faults } = await copy.check();
  expect(faults.map((f) => `${f.file}#${f.pointer}: ${f.message}`)).toEqual([]);
}

async function faultsOf(): Promise<Fault[]> {
  return (await copy.check()).faults;
}

async function run(steps: Step[], options: { start?: string; language?: string } = {}): Promise<void> {
  sim ??= await recordingSimulator(copy.dir);
  await runScenario({ name: 'change', start: options.start ?? '/?CTID=DEMO-CASHBACK', platform: 'mobile', language: options.language, steps }, copy.dir, sim.url);
}

const apply = (IDNO: string, Birthday: string, more: Record<string, unknown> = {}): Step[] => [
  { expectRoute: '/IndexPage' },
  { fill: { IDNO, Birthday, AgreeCardTerms: true, AgreeMobileIdTerms: true, ...more } },
  { submit: true },
];
const etbToGift: Step[] = [...apply('A123456789', '0690101'), { expectRoute: '/Validate3' }, { fillOtpFromOutbox: 'OTP' }, { expectRoute: '/Gift' }];

describe('(1) add a field to a screen, send it in a request and keep it in the session', () => {
  it('works by JSON alone', async () => {
    change.addField(copy);
    await cleanCheck();
    await run([
      { expectRoute: '/IndexPage' },
      { expectLabel: { PromoCode: '優惠代碼（選填）' } },
      { expectLabel: { PromoCode: 'Promotion code (optional)' }, language: 'en' },
      { fill: { IDNO: 'A123456789', Birthday: '0690101', AgreeCardTerms: true, AgreeMobileIdTerms: true, PromoCode: 'SPRING26' } },
      { submit: true },
      { expectRoute: '/Validate3' },
      { expectSession: { PromoCode: 'SPRING26' } },
    ]);
    expect(sim!.requests('A84').at(-1)).toMatchObject({ IDNO: 'A123456789', PromoCode: 'SPRING26' });
  });

  it('a misspelt form field is named by file and pointer', async () => {
    change.addField(copy);
    change.addFieldMistake(copy);
    const faults = await faultsOf();
    expect(faults).toContainEqual(expect.objectContaining({ file: 'schemas/index.json', pointer: '/onSubmit/0/set/PromoCode', message: expect.stringMatching(/PromoCod\b[\s\S]*PromoCode/) }));
  });
});

describe('(2) hide a field for one CustomerType', () => {
  it('works by JSON alone', async () => {
    change.hideForCustomerType(copy);
    await cleanCheck();
    await run([...apply('A123456789', '0690101'), { expectRoute: '/Validate3' }, { expectVisible: ['note'] }]);
    await run([
      ...apply('F131104093', '0790101'), { expectRoute: '/Validate2' },
      { fill: { VerifyRoute: 'card', CardNo: '4111111111111111', CardEffective: '1230', CardCVV2: '123', Mobile: '0911222333' } },
      { submit: true }, { expectRoute: '/Validate3' }, { expectHidden: ['note'] },
    ]);
  });

  it('a rule for a field the screen does not have is named by file and pointer', async () => {
    change.hideForCustomerType(copy);
    change.hideMistake(copy);
    expect(await faultsOf()).toContainEqual(expect.objectContaining({ file: 'schemas/validate3.json', pointer: '/rules/visible/notes', message: expect.stringMatching(/note/) }));
  });
});

describe('(3) change a validation rule and its message in both languages', () => {
  it('works by JSON alone', async () => {
    change.changeValidation(copy);
    await cleanCheck();
    // 1965-01-01 (ROC 0540101): 61 today, past the new limit of 60; 1967-01-01 (ROC 0560101) is 59.
    // An ID not on file, so any birthday is its own.
    await run([
      { expectRoute: '/IndexPage' },
      { fill: { IDNO: 'F131104093', Birthday: '0540101', AgreeCardTerms: true, AgreeMobileIdTerms: true } },
      { submit: true },
      { expectFieldError: { Birthday: '申請人年齡須為60歲（含）以下' } },
      { expectText: 'Applicants must be 60 or younger', language: 'en' },
      { fill: { Birthday: '0560101' } },
      { submit: true },
      { expectRoute: '/Validate2' },
    ]);
  });

  it('a message missing in one language is named by file and pointer', async () => {
    change.changeValidation(copy);
    change.validationMistake(copy);
    const faults = await faultsOf();
    expect(faults.some((f) => /err\.over60/.test(f.message) && (f.file === 'locales/en.json' || f.file === 'schemas/index.json') && f.pointer !== '')).toBe(true);
  });
});

describe('(4) add a gift group', () => {
  it('works by JSON alone: the new group must be chosen too', async () => {
    change.addGiftGroup(copy);
    await cleanCheck();
    await run([
      ...etbToGift,
      { fill: { gifts: firstGifts('DEMO-CASHBACK').choice } },
      { submit: true },
      { expectAlert: '請選擇週年禮' },
      { fill: { gifts: { ...firstGifts('DEMO-CASHBACK').choice, [`group${giftGroups('DEMO-CASHBACK').length + 1}`]: 'CB-Y02' } } },
      { submit: true },
      { expectRoute: '/UploadID' },
    ]);
  });

  it('a group without a name is named by file and pointer', async () => {
    change.addGiftGroup(copy);
    change.giftGroupMistake(copy);
    expect(await faultsOf()).toContainEqual(expect.objectContaining({ file: 'campaigns/DEMO-CASHBACK.json', pointer: `/giftGroups/${giftGroups('DEMO-CASHBACK').length}/name` }));
  });
});

describe('(5) add a card campaign', () => {
  it('works by adding one file', async () => {
    change.addCampaign(copy);
    await cleanCheck();
    await run([
      { expectRoute: '/IndexPage' },
      { expectSession: { CardName: '春日鈦金信用卡', CTID: 'DEMO-SPRING' } },
      { expectText: '春日鈦金信用卡' },
    ], { start: '/?CTID=DEMO-SPRING' });
  });

  it('a campaign whose CTID is not its file name is named by file and pointer', async () => {
    change.addCampaign(copy);
    change.campaignMistake(copy);
    expect(await faultsOf()).toContainEqual(expect.objectContaining({ file: 'campaigns/DEMO-SPRING.json', pointer: '/CTID' }));
  });
});

describe('(6) change a next-route rule', () => {
  it('works by JSON alone', async () => {
    change.changeNextRoute(copy);
    await cleanCheck();
    await run([...etbToGift, { fill: { gifts: firstGifts('DEMO-CASHBACK').choice } }, { submit: true }, { expectRoute: '/Form1' }]);
  });

  it('a route that does not exist is named by file and pointer', async () => {
    change.changeNextRoute(copy);
    change.nextRouteMistake(copy);
    expect(await faultsOf()).toContainEqual(expect.objectContaining({ file: 'schemas/gift.json', pointer: expect.stringMatching(/^\/next\/4/), message: expect.stringMatching(/Form9/) }));
  });
});

describe('(7) change a constant: the SMS countdown', () => {
  it('is checked; the browser test shows 60 s on the screen', async () => {
    change.changeConstant(copy);
    await cleanCheck();
    expect(copy.read('flows/constants.json').constants.otpSeconds.value).toBe(60);
  });

  it('a widget option that is not a number nor a constant is named by file and pointer', async () => {
    change.changeConstant(copy);
    change.constantMistake(copy);
    expect(await faultsOf()).toContainEqual(expect.objectContaining({ file: 'schemas/validate3.json', pointer: '/uiSchema/OTP/ui:options/seconds' }));
  });
});

describe('(8) add a third language', () => {
  it('works by a locale file and a line in the language list', async () => {
    change.addLanguage(copy);
    await cleanCheck();
    await run([{ expectRoute: '/IndexPage' }, { expectLabel: { IDNO: '身分証番号' }, language: 'ja' }]);
  });

  it('a locale file missing texts is named by file and pointer', async () => {
    change.addLanguage(copy);
    change.languageMistake(copy);
    const faults = await faultsOf();
    // Named where the text is used (file and pointer), and which locale lacks it.
    expect(faults).toContainEqual(expect.objectContaining({ file: 'schemas/index.json', pointer: '/onSubmit/1/onFail/0/alert', message: expect.stringMatching(/common\.serverMessage.*locales\/ja\.json/) }));
  });
});
