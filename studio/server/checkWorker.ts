// Runs `npm run check` on one tree in a process of its own and prints its report as JSON: the
// check takes seconds (the smoke render most of them), and the dev server must go on answering.
import { checkConfig } from '../../scripts/check/index.js';

const root = process.argv[2];
if (!root) throw new Error('usage: checkWorker.ts <config root>');
const report = await checkConfig(root);
process.stdout.write(JSON.stringify({ faults: report.faults, warnings: report.warnings }));
