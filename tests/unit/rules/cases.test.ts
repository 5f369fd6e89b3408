// Data-driven tests of the custom JSONata functions: every file in cases/ is an
// array of { expr, data, result | undefinedResult | error } run through the evaluator.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, RuleFault } from '../../../rules/evaluator.js';

interface Case {
  expr: string;
  data: unknown;
  result?: unknown;
  undefinedResult?: true;
  error?: string;
}

const dir = join(import.meta.dirname, 'cases');
const allowed = new Set(['expr', 'data', 'result', 'undefinedResult', 'error']);

/** A malformed case fails loudly instead of passing for the wrong reason. */
function check(file: string, c: Case, i: number): Case {
  const where = `${file}[${i}]`;
  const unknown = Object.keys(c).filter((k) => !allowed.has(k));
  if (unknown.length) throw new Error(`${where}: unknown keys ${unknown.join(', ')}`);
  if (typeof c.expr !== 'string' || !('data' in c)) throw new Error(`${where}: needs expr and data`);
  const outcomes = ['result', 'undefinedResult', 'error'].filter((k) => k in c);
  if (outcomes.length !== 1) throw new Error(`${where}: needs exactly one of result, undefinedResult, error`);
  return c;
}

const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

function title(c: Case): string {
  const outcome = c.error ? `error ${c.error}` : c.undefinedResult ? 'undefined' : JSON.stringify(c.result);
  return `${c.expr} with ${JSON.stringify(c.data)} -> ${outcome}`;
}

it('has case files', () => {
  expect(files.length).toBeGreaterThan(0);
});

describe.each(files)('%s', (file) => {
  const cases = (JSON.parse(readFileSync(join(dir, file), 'utf8')) as Case[]).map((c, i) => check(file, c, i));
  it.each(cases.map((c) => [title(c), c] as const))('%s', async (_title, c) => {
    if (c.error) {
      const fault = await evaluate(c.expr, c.data).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(fault).toBeInstanceOf(RuleFault);
      expect(((fault as RuleFault).cause as { code?: string }).code).toBe(c.error);
    } else if (c.undefinedResult) {
      expect(await evaluate(c.expr, c.data)).toBeUndefined();
    } else {
      expect(await evaluate(c.expr, c.data)).toEqual(c.result);
    }
  });
});
