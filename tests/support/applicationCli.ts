// Prints the complete A97 application of tests/support/applications.ts as JSON, for the browser
// specs' helpers: Playwright's loader cannot import the rules (their JSON imports need Vite's or
// tsx's). Usage: node --import tsx tests/support/applicationCli.ts <ApplyLogID> <ID> <ROC birthday> <mobile>
import { application } from './applications.js';

const [applyLogId, id, birthday, mobile] = process.argv.slice(2);
if (!applyLogId || !id || !birthday || !mobile) {
  console.error('usage: applicationCli.ts <ApplyLogID> <ID> <ROC birthday> <mobile>');
  process.exit(2);
}
process.stdout.write(JSON.stringify(await application(applyLogId, { id, birthday, mobile })));
