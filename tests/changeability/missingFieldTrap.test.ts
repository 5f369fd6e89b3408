// Issue 16 §2.4: the missing-field trap on a copy of the real repository. One copy holds every
// change below at once and is checked once; each row says what the check reports at its place.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Fault } from '../../scripts/check/index.js';
import { configCopy, type ConfigCopy } from './configCopy.js';
import { generateNamedRules, NAMED_GENERATED } from '../../scripts/namedRulesGen.js';

// The copy and the whole check (smoke render included): seconds, more on a shared machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const FORM1 = 'schemas/form1.json';
const NAMED = 'rules/named/shortForm.jsonata';

let copy: ConfigCopy;
let faults: Fault[];

beforeAll(async () => {
  copy = configCopy();
  copy.edit(FORM1, (j) => {
    j.rules.visible.NameChinese = "session.IsOCR != 'Y'"; // the seed's "show 中文姓名 when IsOCR is not Y", written the trapped way
    j.rules.visible.HomeCity = "session.IsOCR != ''";
    j.rules.visible.HomeArea = "session.Lang != 'EN'";
  });
  copy.edit('flows/session.json', (j) => { j.seed.Lang.always = true; });
  copy.edit('schemas/validate3.json', (j) => { j.actions.wrongCode[2].when = '$not(session.OTPAttempts < consts.otpMaxAttempts)'; });
  copy.edit('rules/validations.json', (j) => { j.lists.idAndBirthday[2].when = "$rocDate(form.Birthday) and form.IDNO != 'A000000000'"; });
  const named = join(copy.dir, NAMED);
  const source = readFileSync(named, 'utf8');
  expect(source).toContain("\nsession.ApplyShortForm = 'Y'\n");
  writeFileSync(named, source.replace("\nsession.ApplyShortForm = 'Y'\n", "\nsession.ApplyShortForm != 'N'\n"));
  // Bundled as an editor would (npm run generate), so the edit is the only change the check sees.
  writeFileSync(join(copy.dir, NAMED_GENERATED), generateNamedRules(copy.dir));
  ({ faults } = await copy.check());
});
afterAll(() => copy?.remove());

const idAndBirthday = "form.IDNO != 'A000000000' is false when IDNO is absent (JSONata's missing-field trap): write $not(form.IDNO = 'A000000000')";

describe('the missing-field trap in the real config', () => {
  it.each([
    {
      what: "session.IsOCR != 'Y' as the visibility of 中文姓名 (NameChinese)",
      file: FORM1, pointer: '/rules/visible/NameChinese',
      message: "session.IsOCR != 'Y' is false when IsOCR is absent (JSONata's missing-field trap): write $not(session.IsOCR = 'Y')",
    },
    {
      what: 'an ordering comparison under $not (the SMS code attempts)',
      file: 'schemas/validate3.json', pointer: '/actions/wrongCode/2/when',
      message: "$not(session.OTPAttempts < consts.otpMaxAttempts) is true when OTPAttempts is absent (JSONata's missing-field trap: session.OTPAttempts < consts.otpMaxAttempts is false, and the negation makes it true): "
        + 'write $exists(session.OTPAttempts) and $not(session.OTPAttempts < consts.otpMaxAttempts), or write OTPAttempts before any screen reads it and declare it "always": true in flows/session.json',
    },
    { what: 'a shared rule of rules/validations.json, in the start screen', file: 'schemas/index.json', pointer: '/rules/validate/2/when', message: idAndBirthday },
    { what: 'the same shared rule, in /QueryLogin', file: 'schemas/queryLogin.json', pointer: '/rules/validate/2/when', message: idAndBirthday },
    {
      what: 'a shared rule of rules/named/, once at its source (many screens reach it)',
      file: NAMED, pointer: '',
      message: "session.ApplyShortForm != 'N' is false when ApplyShortForm is absent (JSONata's missing-field trap): write $not(session.ApplyShortForm = 'N')",
    },
  ])('faults $what', ({ file, pointer, message }) => {
    expect(faults).toContainEqual({ file, pointer, message });
  });

  it.each([
    { what: "x != '' (present and not empty)", file: FORM1, pointer: '/rules/visible/HomeCity' },
    { what: 'a session key flows/session.json declares "always"', file: FORM1, pointer: '/rules/visible/HomeArea' },
  ])('leaves $what alone', ({ file, pointer }) => {
    expect(faults.filter((f) => f.file === file && f.pointer === pointer)).toEqual([]);
  });

  it('reports nothing else', () => {
    expect(faults.map((f) => `${f.file}#${f.pointer}`)).toEqual([
      'rules/named/shortForm.jsonata#',
      'schemas/form1.json#/rules/visible/NameChinese',
      'schemas/index.json#/rules/validate/2/when',
      'schemas/queryLogin.json#/rules/validate/2/when',
      'schemas/validate3.json#/actions/wrongCode/2/when',
    ]);
  });
});
