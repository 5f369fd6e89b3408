// The bank judges what it receives with the app's own screens (issue 18, simulator/judge), called
// as a script would, at the edges: A84's birthday by the start screen's checks (ages at
// consts.minAge and consts.maxAge, a day either side), and A97's forms by their screens' rules.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornYearsAgo } from '../support/birthdays.js';
import { startTestSim, type TestSim } from '../unit/simulator/helpers.js';

const ROOT = resolve(import.meta.dirname, '../..');
const consts = JSON.parse(readFileSync(resolve(ROOT, 'flows/constants.json'), 'utf8')).constants as Record<string, { value: number }>;
const zh = JSON.parse(readFileSync(resolve(ROOT, 'locales/zh-TW.json'), 'utf8')) as { err: Record<string, string> };
const MIN = consts.minAge.value;
const MAX = consts.maxAge.value;
const fill = (text: string, params: Record<string, number>) => text.replace(/\{(\w+)\}/g, (_m, k: string) => String(params[k]));

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim({ policy: { idChecksPerToken: 1000 } }); });
afterAll(async () => { await sim.close(); });

describe('A84 judged by the start screen (rules/validations.json idAndBirthday)', () => {
  const NEW_ID = 'F131104093';
  it.each([
    { who: `turns ${MIN} tomorrow (${MIN - 1})`, birthday: () => bornYearsAgo(MIN, 1), refused: fill(zh.err.under20, { minAge: MIN }) },
    { who: `turns ${MIN} today`, birthday: () => bornYearsAgo(MIN), refused: undefined },
    { who: `turns ${MAX + 1} tomorrow (${MAX})`, birthday: () => bornYearsAgo(MAX + 1, 1), refused: undefined },
    { who: `turns ${MAX + 1} today`, birthday: () => bornYearsAgo(MAX + 1), refused: fill(zh.err.over65, { maxAge: MAX }) },
    { who: 'of 14', birthday: () => bornYearsAgo(14), refused: fill(zh.err.under20, { minAge: MIN }) },
    { who: 'of 90', birthday: () => bornYearsAgo(90), refused: fill(zh.err.over65, { maxAge: MAX }) },
  ])('an applicant who $who', async ({ birthday, refused }) => {
    const answer = await (await sim.session()).call('A84', { IDNO: NEW_ID, Birthday: birthday() });
    if (refused === undefined) expect(answer).toMatchObject({ Success: true, CustomerType: 'NTB' });
    else expect(answer).toMatchObject({ Success: false, ErrMsg: refused });
  });

  it('an ID the screen refuses is refused with its message, in both languages', async () => {
    const answer = await (await sim.session()).call('A84', { IDNO: 'A123456788', Birthday: '0790101' });
    expect(answer.Success).toBe(false);
    expect(answer.ErrMsg).toBe(zh.err.idInvalid);
    expect(answer.Translations.en.ErrMsg).toBe((JSON.parse(readFileSync(resolve(ROOT, 'locales/en.json'), 'utf8')) as { err: Record<string, string> }).err.idInvalid);
  });
});
