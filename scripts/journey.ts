// npx tsx scripts/journey.ts [dir] [--nodes] [--edges] [--paths] [--json]: prints the journey
// model built from the config (renderer/journey): each route with its guard, what its screen
// reads and writes and the calls it makes; each way between routes with its conditions and
// source; and, per group of applicants who walk the same way, a shortest way from the starts to
// each end. No flag: all three parts. --json: the model itself, for tools.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sink } from './check/types.js';
import { loadTree } from './check/load.js';
import { journeyOf, whoOf } from './check/journeyModel.js';
import type { Condition, Edge, WalkedJourney } from '../renderer/journey/index.js';

const args = process.argv.slice(2);
const root = resolve(args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('..', import.meta.url)));
const wants = (flag: string) => args.includes(flag) || !args.some((a) => ['--nodes', '--edges', '--paths'].includes(a));

const condition = (c: Condition) => `${c.negated ? 'not ' : ''}${c.expr !== undefined ? `(${c.expr})` : `[${c.label}]`}`;
const when = (e: Edge) => (e.when.length ? e.when.map(condition).join(' and ') : 'always');
const target = (e: Edge) => e.to ?? '(leaves the app)';

function printNodes({ journey }: WalkedJourney): void {
  console.log(`# Routes (${journey.nodes.length})\n`);
  for (const n of journey.nodes) {
    const guard = [n.pageStates ? `page state ${n.pageStates.join(' | ')}` : 'a start', ...(n.query.length ? [`address ${n.query.join(', ')}`] : [])].join('; ');
    console.log(`${n.path}${n.screen ? `  (${n.file})` : '  (no screen)'}  guard: ${guard}${n.entryPageState ? `; sets ${n.entryPageState}` : ''}${n.end ? `\n  end: ${n.end}` : ''}`);
    if (!n.screen) continue;
    const reads = [...new Set(n.reads.map((r) => r.name))];
    const writes = [...new Map(n.writes.map((w) => [w.name, w.type ?? journey.keys[w.name.slice(8)]?.type ?? '?'])).entries()];
    console.log(`  fields: ${n.fields.join(', ') || '-'}`);
    console.log(`  reads: ${reads.map((r) => `${r}:${journey.keys[r.slice(8)]?.type ?? '?'}`).join(', ') || '-'}`);
    console.log(`  writes: ${writes.map(([k, t]) => `${k}:${t}`).join(', ') || '-'}`);
    for (const c of n.calls) {
      console.log(`  call ${c.code}${c.optional ? ' (optional)' : ''} at ${c.source.pointer}: sends ${Object.keys(c.readsByKey).join(', ') || c.reads.join(', ') || '-'}; answers ${c.responseFields.join(', ') || '-'}`);
    }
  }
  console.log('');
}

function printEdges({ journey }: WalkedJourney): void {
  console.log(`# Ways (${journey.edges.length})\n`);
  for (const e of journey.edges) {
    const extra = [e.pageState && `page state ${e.pageState}`, e.failure && 'on failure', e.back && `back: ${e.back}`].filter(Boolean).join('; ');
    console.log(`${e.from} -> ${target(e)}  [${e.kind}, ${e.trigger}]  ${e.source.file}#${e.source.pointer}${extra ? `  (${extra})` : ''}\n  when ${when(e)}`);
  }
  console.log('');
}

function printPaths(walked: WalkedJourney): void {
  console.log(`# Ways to each end, per applicant (${walked.contexts.length} applicants in ${walked.graphs.length} groups that walk alike; ⇢ a link the bank sends, opened in another browser)\n`);
  const ends = walked.journey.nodes.filter((n) => n.end !== undefined).map((n) => n.path);
  for (const g of walked.graphs) {
    console.log(`## ${whoOf(g.members, walked.contexts)}`);
    for (const end of ends) {
      const way = g.wayTo(end);
      if (way) console.log(`  ${way.reduce((line, e) => `${line} ${e.kind === 'link' ? '⇢' : '→'} ${target(e)}`, way[0]?.from ?? end)}`);
    }
    const unreached = walked.journey.nodes.filter((n) => n.screen && !g.reachable.has(n.path)).map((n) => n.path);
    if (unreached.length) console.log(`  (not reached: ${unreached.join(', ')})`);
  }
}

// Piped into head or less: a closed reader ends the print quietly.
process.stdout.on('error', (err: NodeJS.ErrnoException) => { if (err.code === 'EPIPE') process.exit(0); else throw err; });

const tree = await loadTree(root, new Sink());
const walked = journeyOf(tree);
if (args.includes('--json')) {
  const { journey, starts, contexts } = walked;
  console.log(JSON.stringify({ nodes: journey.nodes, edges: journey.edges, starts, contexts: contexts.map((c) => c.values) }, null, 2));
} else {
  if (wants('--nodes')) printNodes(walked);
  if (wants('--edges')) printEdges(walked);
  if (wants('--paths')) printPaths(walked);
}
