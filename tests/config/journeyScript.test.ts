// `npx tsx scripts/journey.ts` prints the journey model (issue 16, what must show): the routes with
// what their screens read and write, the ways with their conditions and sources, and per group of
// applicants the ways from the starts to each end; --json gives the model itself.
import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from './configTree.js';

vi.setConfig({ testTimeout: 60_000 });

const run = (...args: string[]) => {
  const out = spawnSync('npx', ['tsx', 'scripts/journey.ts', ...args], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(out.status, out.stderr).toBe(0);
  return out.stdout;
};

describe('scripts/journey.ts', () => {
  it('given --nodes, then each route with its guard, fields, reads, writes and calls', () => {
    const text = run('--nodes');
    expect(text).toMatch(/^# Routes \(30\)/);
    expect(text).toContain('/Gift  (schemas/gift.json)  guard: page state Page1.3 | Page2.1; sets Page2.1');
    expect(text).toMatch(/\/Confirm {2}\(schemas\/confirm\.json\)[\s\S]*?call A97 at \/actions\/send\/1: sends [^\n]*CardCode/);
    expect(text).toContain('end: the completion page: the application is in (002 §2.5)');
  });

  it('given --edges, then each way with its kind, source and conditions', () => {
    const text = run('--edges');
    expect(text).toContain("/Validate3 -> /Gift  [next, onSubmit]  schemas/validate3.json#/next/6  (page state Page1.3)");
    expect(text).toMatch(/\/StartTWID -> \/finishVerify {2}\[handoff, onSubmit\] {2}schemas\/startTwid\.json#\/onSubmit\/5\/returns\/0/);
    expect(text).toContain("and not (session.Agent = 'Y' and $not(session.AgentStep = '10') and $not(session.AgentStep = '20'))");
  });

  it('given --paths, then per group of applicants a way from a start to each end', () => {
    const text = run('--paths');
    expect(text).toMatch(/^# Ways to each end, per applicant \(\d+ applicants in \d+ groups that walk alike/);
    expect(text).toContain('/ → /IndexPage → /Validate3 → /Gift → /Form1 → /Form2 → /Confirm → /Submit');
    expect(text).toContain('/QueryLogin → /QueryOTP → /QueryDetail');
  });

  it('given --json, then the model: nodes, edges, starts and the applicants', () => {
    const model = JSON.parse(run('--json')) as { nodes: { path: string }[]; edges: unknown[]; starts: string[]; contexts: unknown[] };
    expect(model.nodes.map((n) => n.path)).toContain('/Form1');
    expect(model.starts).toEqual(['/', '/QueryLogin', '/UnsupportedBrowser']);
    expect(model.edges.length).toBeGreaterThan(100);
    expect(model.contexts.length).toBeGreaterThan(100);
  });
});
