// rules/named/<name>.jsonata, the shared rules: each compiles (a fault at its file), and the
// bundled strings (rules/named/rules.generated.ts) are what the files say now: an edit not yet
// generated is a fault naming the command, not a rule the app silently does not have.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import jsonata from 'jsonata';
import { generateNamedRules, NAMED_GENERATED, namedRuleFiles, ruleOf } from '../namedRulesGen.js';
import { parseError } from './expressions.js';
import type { Sink, Tree } from './types.js';

export async function checkNamedRules(tree: Tree, sink: Sink): Promise<void> {
  let files: ReturnType<typeof namedRuleFiles>;
  try {
    files = namedRuleFiles(tree.root);
  } catch {
    return; // a tree without rules/named/
  }
  for (const { file, source } of files.values()) {
    try {
      jsonata(ruleOf(source));
    } catch (err) {
      sink.fault(file, '', `JSONata does not compile: ${parseError(err)}`);
    }
  }
  const generated = await readFile(join(tree.root, NAMED_GENERATED), 'utf8').catch(() => '');
  if (generated !== generateNamedRules(tree.root)) {
    sink.fault(NAMED_GENERATED, '', 'differs from rules/named/*.jsonata: run npm run generate');
  }
}
