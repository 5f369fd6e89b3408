// A shared rule (rules/named/<name>.jsonata, called as $named('<name>', $$)) is checked where it
// runs: its form.X against the calling screen's schema, its session.X against flows/session.json,
// each fault at the calling pointer and naming the rule's file (scripts/check/namedSites.ts).
import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkConfig } from '../../scripts/check/index.js';
import { generateNamedRules, NAMED_GENERATED } from '../../scripts/namedRulesGen.js';
import { minimalTree, type ConfigTree } from './configTree.js';

vi.setConfig({ testTimeout: 120_000 });

const A = 'schemas/a.json';
const RULE = 'rules/named/agreeShown.jsonata';
let tree: ConfigTree | undefined;
afterEach(() => tree?.remove());

/** The minimal tree with one shared rule of `body`, called from screen a's rules.visible.Agree. */
async function faultsOfRule(body: string) {
  tree = minimalTree();
  mkdirSync(`${tree.dir}/rules/named`, { recursive: true });
  tree.write(RULE, `/* When a shows Agree (a test rule). */\n${body}\n`);
  tree.write(NAMED_GENERATED, generateNamedRules(tree.dir));
  tree.edit(A, (j) => { j.rules.visible.Agree = "$named('agreeShown', $$)"; });
  const { faults } = await checkConfig(tree.dir);
  return faults.filter((f) => f.message.includes(RULE));
}

describe('a shared rule, checked at each caller', () => {
  it('given a rule reading only the calling screen\'s fields, then no fault names it', async () => {
    expect(await faultsOfRule('$length(form.IDNO) = consts.idLength')).toEqual([]);
  });

  it('given a rule reading a field the calling screen lacks, then a fault at the caller naming the rule\'s file', async () => {
    expect(await faultsOfRule("$length(form.IDNO) = consts.idLength and $not(form.Nickname = 'x')")).toEqual([{
      file: A,
      pointer: '/rules/visible/Agree',
      message: expect.stringMatching(/^in rules\/named\/agreeShown\.jsonata \(called here\): unknown form field "Nickname" .*not in this screen's schema/),
    }]);
  });

  it('given a rule reading an undeclared session key, then a fault at the caller naming the rule\'s file', async () => {
    const faults = await faultsOfRule("session.NoSuchKey = 'Y'");
    expect(faults.map((f) => [f.file, f.pointer])).toContainEqual([A, '/rules/visible/Agree']);
    expect(faults.some((f) => f.message.startsWith(`in ${RULE} (called here): `) && f.message.includes('NoSuchKey'))).toBe(true);
  });
});
