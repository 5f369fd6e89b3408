// Screen validation in the seeds' order: JSON Schema first (precompiled in the
// browser), then the screen's JSONata rules. Hidden fields are not validated.
// A screen that stops at the first error (rules.stopAtFirst) reports one problem:
// the first in one ordered list, where a field's schema or required problem
// stands just before that field's first rule (or, for a field no rule names,
// after the rules of the fields above it), so "required" keeps the seed's order.
import { expandValidate } from './sharedRules.js';
import { evaluateMap, holds } from '../../rules/evaluator.js';
import type { EvalContext, ScreenConfig, ValidationRule } from './types.js';

export interface FieldProblem {
  field?: string;
  message: string;
  params: Record<string, unknown>;
  display: 'field' | 'alert';
  /** An alert that also marks its field invalid (the rule's markField). */
  markField?: boolean;
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
  const rules = expandValidate(screen.rules?.validate ?? []);
  const position = stopAtFirst ? structuralPositions(screen, rules) : undefined;
  const structural = problems.length;
  let failedAt = Infinity;
  for (const [index, rule] of rules.entries()) {
    // Stopping at the first: a structural problem placed before this rule is the answer.
    if (position && problems.slice(0, structural).some((p) => position(p.field) < index)) break;
    if (!(await applies(rule, ctx, hidden, `${where}/validate/${index}`))) continue;
    if (rule.field && problems.some((p) => p.field === rule.field)) continue;
    if (await holds(rule.assert, ctx, `${where}/validate/${index}/assert`)) continue;
    const params = await evaluateMap(rule.params, ctx, `${where}/validate/${index}/params`);
    problems.push({ field: rule.field, message: rule.message, params, display: rule.display ?? 'field', ...(rule.markField ? { markField: true } : {}) });
    if (stopAtFirst) { failedAt = index; break; }
  }
  if (!position || problems.length <= 1) return problems;
  const first = problems.slice(0, structural).reduce<FieldProblem | undefined>((best, p) => (best && position(best.field) <= position(p.field) ? best : p), undefined);
  // The failed rule stands at its own index; it wins unless a structural problem stands before it.
  if (!first || failedAt < position(first.field)) return problems.slice(structural);
  return [first];
}

/**
 * Where a field's schema or required problem stands among the validate rules: just before the
 * field's first rule; for a field no rule names, just after the last rule of a field above it
 * (ui:order, else the schema's property order).
 */
function structuralPositions(screen: ScreenConfig, rules: ValidationRule[]): (field: string | undefined) => number {
  const order = fieldOrder(screen);
  const rank = (field: string | undefined) => (field === undefined ? -1 : order.indexOf(field));
  return (field) => {
    const own = rules.findIndex((r) => r.field === field);
    if (own >= 0) return own - 0.5;
    let after = -1;
    rules.forEach((r, i) => { if (r.field !== undefined && rank(r.field) >= 0 && rank(r.field) < rank(field)) after = i; });
    return after + 0.5;
  };
}

/** The screen's fields top to bottom: ui:order (its '*' standing for the rest), else the schema's order. */
function fieldOrder(screen: ScreenConfig): string[] {
  const fields = Object.keys((screen.schema.properties ?? {}) as Record<string, unknown>);
  const ui = (screen.uiSchema?.['ui:order'] ?? []) as string[];
  if (!ui.length) return fields;
  const rest = fields.filter((f) => !ui.includes(f));
  return ui.flatMap((f) => (f === '*' ? rest : [f]));
}

async function applies(rule: ValidationRule, ctx: EvalContext, hidden: ReadonlySet<string>, where: string): Promise<boolean> {
  if (rule.field && hidden.has(rule.field)) return false;
  return rule.when ? holds(rule.when, ctx, `${where}/when`) : true;
}
