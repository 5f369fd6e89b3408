// A min/max option of the ROC widgets: a number (1000101), or a JSONata rule giving one
// (a constant: "consts.x", or "$rocDate(...)"), as a digit string of the value's length.
import { boundText } from './roc.js';
import type { FormContext } from './formContext.js';
import { useEvaluated, valueOf } from './useEvaluated.js';

export function useBound(fc: FormContext, option: unknown, length: number): string | undefined {
  const evaluated = useEvaluated(fc, typeof option === 'string' ? option : undefined);
  return boundText(typeof option === 'number' ? option : valueOf(evaluated), length);
}
