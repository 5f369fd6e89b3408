// What the upload widgets (imageUpload, docUpload) share: a numeric option given as a number or
// as a JSONata expression (a quota from A25), and a file name without its extension.
import type { formContextOf } from './formContext.js';
import { numberOption } from './sanitize.js';
import { useEvaluated, valueOf } from './useEvaluated.js';

/** The option's number: a literal, or what its expression evaluates to; else the fallback. */
export function useNumberOption(fc: ReturnType<typeof formContextOf>, option: unknown, fallback: number): number {
  const evaluated = useEvaluated(fc, typeof option === 'string' ? option : undefined);
  return numberOption(typeof option === 'number' ? option : Number(valueOf(evaluated) ?? NaN)) ?? fallback;
}

/** The name before its last dot (a leading dot is part of the name); empty: the fallback. */
export function baseName(name: string, fallback: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name) || fallback;
}
