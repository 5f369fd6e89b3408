// Screen validation in the seeds' order: JSON Schema first (precompiled in the
// browser), then the screen's JSONata rules. Hidden fields are not validated.
import { evaluateMap, holds } from '../../rules/evaluator.js';
import type { EvalContext, ScreenConfig, ValidationRule } from './types.js';

export interface FieldProblem {
  field?: string;
  message: string;
  params: Record<string, unknown>;
  display: 'field' | 'alert';
}

/** Structural check of the form data against the screen's JSON Schema. */
export type SchemaCheck = (screen: ScreenConfig, form: Record<string, unknown>) => Array<{ field: string; keyword: string; params: Record<string, unknown> }>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

export async function validateScreen(
  screen: ScreenConfig,
  ctx: EvalContext,
  hidden: ReadonlySet<string>,
  required: ReadonlySet<string>,
  schemaCheck: SchemaCheck,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const stopAtFirst = screen.rules?.stopAtFirst ?? false;
  const where = `schemas/${screen.id}.json#/rules`;
  for (const err of schemaCheck(screen, ctx.form)) {
    if (hidden.has(err.field)) continue;
    problems.push({ field: err.field, message: `validation.${err.keyword}`, params: err.params, display: 'field' });
  }
  for (const field of required) {
    if (!hidden.has(field) && isEmpty(ctx.form[field]) && !problems.some((p) => p.field === field)) {
      problems.push({ field, message: 'validation.required', params: {}, display: 'field' });
    }
  }
  if (stopAtFirst && problems.length) return problems.slice(0, 1);
  for (const [index, rule] of (screen.rules?.validate ?? []).entries()) {
    if (!(await applies(rule, ctx, hidden, `${where}/validate/${index}`))) continue;
    if (rule.field && problems.some((p) => p.field === rule.field)) continue;
    if (await holds(rule.assert, ctx, `${where}/validate/${index}/assert`)) continue;
    const params = await evaluateMap(rule.params, ctx, `${where}/validate/${index}/params`);
    problems.push({ field: rule.field, message: rule.message, params, display: rule.display ?? 'field' });
    if (stopAtFirst) break;
  }
  return problems;
}

async function applies(rule: ValidationRule, ctx: EvalContext, hidden: ReadonlySet<string>, where: string): Promise<boolean> {
  if (rule.field && hidden.has(rule.field)) return false;
  return rule.when ? holds(rule.when, ctx, `${where}/when`) : true;
}
