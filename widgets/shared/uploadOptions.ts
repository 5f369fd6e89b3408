// What the upload widgets (imageUpload, docUpload) share: a numeric option given as a number or
// as a JSONata expression (a quota from A25, a constant of flows/constants.json), and a file name
// without its extension. The limits themselves are config (the screen's ui:options name them);
// no widget writes a number of its own.
import type { formContextOf } from './formContext.js';
import { numberOption } from './sanitize.js';
import type { ScreenRuntime } from './screenRuntime.js';
import { useEvaluated, valueOf } from './useEvaluated.js';

/** The option's number: a literal, or what its expression evaluates to; else the fallback. */
export function useNumberOption(fc: ReturnType<typeof formContextOf>, option: unknown, fallback: number): number {
  return useKnownNumber(fc, option) ?? fallback;
}

/** The option's number as far as it is known now: a literal, or what its expression gave; undefined while it evaluates. */
export function useKnownNumber(fc: ReturnType<typeof formContextOf>, option: unknown): number | undefined {
  const evaluated = useEvaluated(fc, typeof option === 'string' ? option : undefined);
  return numberOption(typeof option === 'number' ? option : Number(valueOf(evaluated) ?? NaN));
}

/**
 * A required limit when a file is chosen: what the view knows (`known`), else its expression
 * evaluated now. A limit that is no number is a configuration fault, never a guess.
 */
export async function limitNow(runtime: ScreenRuntime, option: unknown, known: number | undefined, where: string): Promise<number> {
  if (known !== undefined) return known;
  const value = numberOption(typeof option === 'string' ? Number(await runtime.evaluate(option)) : option);
  if (value === undefined) throw new Error(`${where}: the limit ${JSON.stringify(option)} gives no number (ui:options)`);
  return value;
}

/** The name before its last dot (a leading dot is part of the name); empty: the fallback. */
export function baseName(name: string, fallback: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name) || fallback;
}
