// Generates rules/named/rules.generated.ts from rules/named/<name>.jsonata (the shared rules screens
// reach with `$named('<name>', $$)`): npm run generate (or npx tsx scripts/namedRulesGen.ts).
// The browser bundles the strings (no file read, no eval); `npm run check` faults a generated file
// that differs from the sources (scripts/check/namedRules.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NAMED_DIR = 'rules/named';
export const NAMED_GENERATED = 'rules/named/rules.generated.ts';

/** A rule's file as its expression: the leading comment (what the rule means, its seed) left out. */
export function ruleOf(source: string): string {
  return source.replace(/^\s*\/\*[\s\S]*?\*\/[ \t]*\n?/, '').trim();
}

/** The rules' files under `root`, by name (sorted). */
export function namedRuleFiles(root: string): Map<string, { file: string; source: string }> {
  const dir = join(root, NAMED_DIR);
  const names = readdirSync(dir).filter((f) => f.endsWith('.jsonata')).sort();
  return new Map(names.map((f) => [f.slice(0, -'.jsonata'.length), { file: `${NAMED_DIR}/${f}`, source: readFileSync(join(dir, f), 'utf8') }]));
}

export function generateNamedRules(root: string): string {
  const rows = [...namedRuleFiles(root)].map(([name, { source }]) => `  ${JSON.stringify(name)}: ${JSON.stringify(ruleOf(source))},`);
  return `// GENERATED from rules/named/*.jsonata by scripts/namedRulesGen.ts: do not edit; edit a .jsonata file and run
//   npm run generate

/** The shared rules by name (\`$named('<name>', $$)\`), each rules/named/<name>.jsonata without its opening comment. */
export const namedRules: Record<string, string> = {
${rows.join('\n')}
};
`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  writeFileSync(join(root, NAMED_GENERATED), generateNamedRules(root));
  console.log(`wrote ${NAMED_GENERATED}`);
}
