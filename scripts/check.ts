// npm run check: validates every config file (see scripts/check/index.ts) and
// prints each fault as <file>#<json pointer>: <message>. Exit 1 on any fault.
// An optional argument checks another tree: tsx scripts/check.ts <dir>.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkConfig } from './check/index.js';
import { formatFault } from './check/pointer.js';

const root = process.argv[2] ? resolve(process.argv[2]) : resolve(fileURLToPath(new URL('..', import.meta.url)));
const { faults, warnings, summary } = await checkConfig(root);

for (const warning of warnings) console.warn(`warning: ${warning}`);
for (const fault of faults) console.error(formatFault(fault));
if (faults.length > 0) {
  console.error(`\n${faults.length} fault${faults.length === 1 ? '' : 's'} in the config.`);
  process.exit(1);
}
console.log(
  `config ok: ${summary.files} files, ${summary.screens} screens, ${summary.expressions} expressions compiled, ` +
    `${summary.routes} routes (${summary.notConfigured.length} not yet configured${summary.notConfigured.length ? `: ${summary.notConfigured.join(', ')}` : ''}), ` +
    `${summary.widgets} widget contracts`,
);
