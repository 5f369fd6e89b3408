// rules/named/<name>.jsonata are the shared rules; the app bundles them as rules.generated.ts
// (npm run generate). The bundle is what the files say, each without its opening comment.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedRules } from '../../../rules/named/index.js';
import { generateNamedRules, NAMED_GENERATED, namedRuleFiles, ruleOf } from '../../../scripts/namedRulesGen.js';

const root = resolve('.');

describe('the shared rules of rules/named/', () => {
  it('rules.generated.ts is what npm run generate writes from the .jsonata files', () => {
    expect(readFileSync(NAMED_GENERATED, 'utf8')).toBe(generateNamedRules(root));
  });

  it('has one rule per file, its text without the opening comment', () => {
    const files = namedRuleFiles(root);
    expect(Object.keys(namedRules).sort()).toEqual([...files.keys()]);
    for (const [name, { source }] of files) {
      expect(source.trimStart().startsWith('/*'), `${name}.jsonata opens with what it means`).toBe(true);
      expect(namedRules[name]).toBe(ruleOf(source));
    }
  });

  it.each([
    { source: "/* what */\nsession.A = 'Y'\n", rule: "session.A = 'Y'" },
    { source: "/* one\n   two */\n(\n  $x := 1; /* kept */\n  $x\n)\n", rule: '(\n  $x := 1; /* kept */\n  $x\n)' },
    { source: "session.A = 'Y'", rule: "session.A = 'Y'" },
  ])('ruleOf leaves out only the opening comment: $rule', ({ source, rule }) => {
    expect(ruleOf(source)).toBe(rule);
  });
});
