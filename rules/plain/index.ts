// The plain path of rules/evaluator.ts (issue 22): most of our rules are conditions and lookups
// in a small part of JSONata (parse.ts), which run.ts answers synchronously, as JSONata would,
// without JSONata's parser and its asynchronous evaluation. What it cannot answer exactly, it
// leaves to JSONata: an expression beyond the plain part (at its first reading), or a value
// outside the plain meanings (at each run).
import type { CustomFunction } from '../functions/types.js';
import { NotPlain, parsePlain } from './parse.js';
import { toRun, type PlainRun } from './run.js';

export { UNANSWERED } from './run.js';

export interface PlainRules {
  /** The run of `expression`, or undefined when it is JSONata's to read. */
  runOf(expression: string): PlainRun | undefined;
  /**
   * `expression`'s answer against `input` as { value }, or undefined when JSONata must answer it
   * (beyond the plain part, or a value outside the plain meanings, or a function that failed).
   */
  answer(expression: string, input: unknown): { value: unknown } | undefined;
}

/** Plain runs of expressions, read once each; `named` gives a shared rule's text once the rules are loaded. */
export function plainRules(functions: readonly CustomFunction[], named: (name: string) => string | undefined): PlainRules {
  const runs = new Map<string, PlainRun | null>();
  const runOf = (expression: string): PlainRun | undefined => {
    let run = runs.get(expression);
    if (run === undefined) {
      try {
        run = toRun(parsePlain(expression), { functions, named, plain: runOf });
      } catch (err) {
        if (!(err instanceof NotPlain)) throw err;
        run = null;
      }
      runs.set(expression, run);
    }
    return run ?? undefined;
  };
  return {
    runOf,
    answer(expression, input) {
      const run = runOf(expression);
      if (!run) return undefined;
      try {
        return { value: run(input, input) };
      } catch {
        // UNANSWERED, or one of our functions that threw: JSONata answers (and a fault is its own error).
        return undefined;
      }
    },
  };
}
