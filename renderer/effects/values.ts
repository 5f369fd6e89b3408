// Small readings the kinds share.
import { evaluate } from '../../rules/evaluator.js';
import type { EffectEnv } from './kind.js';

/** A number field: a number as written, or a JSONata expression giving one. */
export async function toNumber(value: number | string, env: EffectEnv, where: string): Promise<number> {
  return typeof value === 'number' ? value : Number(await evaluate(value, env.context(), where));
}
