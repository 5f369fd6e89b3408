// The age limits of the start screen and /QueryLogin (the shared list idAndBirthday of
// rules/validations.json; 000 §2.1 IDX-23, IDX-24): the youngest and the oldest applicant are
// flows/constants.json minAge and maxAge, read here, so changing them moves these edges with
// them (tests/changeability/staysGreen.test.ts changes them in a copy). Each edge is tested on
// both sides, to the day, against today's date as the rule reads it; the message names the limit
// through its param, so the text shown follows the constant too.
import { describe, expect, it } from 'vitest';
import { bornYearsAgo } from '../../support/birthdays.js';
import { constant, text, textEn } from '../../support/config.js';
import { loadScreen, runCase } from './screenChecks.js';

const MIN_AGE = constant('minAge');
const MAX_AGE = constant('maxAge');

const BASELINE = { IDNO: 'A123456789', AgreeCardTerms: true, AgreeMobileIdTerms: true };

async function birthdayProblems(screenId: string, Birthday: string) {
  const run = await runCase(loadScreen(screenId), BASELINE, { form: { Birthday } });
  return run.problems.filter((p) => p.field === 'Birthday').map((p) => ({ message: p.message, params: p.params }));
}

describe.each(['index', 'queryLogin'])('schemas/%s.json: the age limits of flows/constants.json', (screenId) => {
  it(`minAge (${MIN_AGE}): ${MIN_AGE} years old today passes, one day younger is refused naming the limit`, async () => {
    expect(await birthdayProblems(screenId, bornYearsAgo(MIN_AGE))).toEqual([]);
    expect(await birthdayProblems(screenId, bornYearsAgo(MIN_AGE, 1))).toEqual([{ message: 'err.under20', params: { minAge: MIN_AGE } }]);
  });

  it(`maxAge (${MAX_AGE}): the last day of being ${MAX_AGE} passes, turning ${MAX_AGE + 1} today is refused naming the limit`, async () => {
    expect(await birthdayProblems(screenId, bornYearsAgo(MAX_AGE + 1, 1))).toEqual([]);
    expect(await birthdayProblems(screenId, bornYearsAgo(MAX_AGE + 1))).toEqual([{ message: 'err.over65', params: { maxAge: MAX_AGE } }]);
  });
});

describe('the messages show the limits of flows/constants.json', () => {
  it.each([
    ['err.under20', { minAge: MIN_AGE }, MIN_AGE],
    ['err.over65', { maxAge: MAX_AGE }, MAX_AGE],
  ])('%s names %j in both languages', (key, params, limit) => {
    for (const shown of [text(key, params), textEn(key, params)]) expect(shown).toMatch(new RegExp(`(^|\\D)${limit}(\\D|$)`));
  });
});
