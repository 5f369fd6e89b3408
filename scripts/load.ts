// npm run load [-- --journeys 200 --fail-rate 0.1 --seconds 120 --url http://127.0.0.1:5173]
// Loads a fresh simulator (or --url, an already running one on this machine) with concurrent
// applicant journeys and checks its database afterwards. Exit 1 on any error or database fault.
import { formatReport, runLoad } from '../tests/load/runLoad.js';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};

const journeys = Number(arg('journeys', '200'));
const failRate = Number(arg('fail-rate', '0.1'));
const seconds = Number(arg('seconds', '120'));
const url = args.includes('--url') ? arg('url', '') : undefined;
if (!(journeys >= 1 && journeys <= 2000) || !(failRate >= 0 && failRate < 1) || !(seconds > 0 && seconds <= 600)) {
  console.error('usage: npm run load -- [--journeys 1..2000] [--fail-rate 0..0.99] [--seconds 1..600] [--url http://127.0.0.1:PORT]');
  process.exit(2);
}
if (url !== undefined && !/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(url)) {
  console.error('--url must be a loopback address (127.0.0.0/8, localhost or [::1])');
  process.exit(2);
}

const report = await runLoad({ journeys, failRate, timeLimitMs: seconds * 1000, url });
console.log(formatReport(report));
process.exit(report.errors.length || report.databaseFaults?.length ? 1 : 0);
