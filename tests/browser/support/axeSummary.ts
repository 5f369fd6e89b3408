// The axe counts the browser tests recorded (.tmp/axe/<state>-<project>-<lang>.json, support/axe.ts) as one
// Markdown table, for the note: `npx tsx tests/browser/support/axeSummary.ts [dir]`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxeRecord } from './axe';

const dir = process.argv[2] ?? '.tmp/axe';
const records = readdirSync(dir).filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as AxeRecord)
  .sort((a, b) => a.name.localeCompare(b.name) || a.project.localeCompare(b.project) || a.lang.localeCompare(b.lang));
console.log('| state | project | language | critical | serious | moderate | minor | rules |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of records) {
  const rules = [...new Set(r.violations.map((v) => v.id))].sort().join(', ');
  console.log(`| ${r.name} | ${r.project} | ${r.lang} | ${r.counts.critical} | ${r.counts.serious} | ${r.counts.moderate} | ${r.counts.minor} | ${rules} |`);
}
const total = (k: keyof AxeRecord['counts']) => records.reduce((n, r) => n + r.counts[k], 0);
console.log(`\n${records.length} states: critical ${total('critical')}, serious ${total('serious')}, moderate ${total('moderate')}, minor ${total('minor')}`);
