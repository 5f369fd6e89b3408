// What a screen's rules make of the current data: the hidden, required and locked fields and
// the submit button's state. Pure: the controller decides when to derive and whom to tell.
import { lockedByCopy } from './copyBoxes.js';
import { RuleMemo } from './ruleMemo.js';
import type { EvalContext, ScreenConfig } from './types.js';

export interface DerivedRules {
  hidden: Set<string>;
  required: Set<string>;
  readonly: Set<string>;
  submitEnabled: boolean;
  submitHidden: boolean;
  /** The text keys of the submit's needs that do not hold yet, in config order. */
  submitMissing: string[];
}

/** The fields whose expression in the map holds (or, for visible, does not). */
async function fieldsWhere(rules: RuleMemo, map: Record<string, string> | undefined, ctx: EvalContext, where: string, wanted: boolean, into: Set<string>): Promise<Set<string>> {
  for (const [field, expr] of Object.entries(map ?? {})) {
    if ((await rules.holds(expr, ctx, `${where}/${field}`)) === wanted) into.add(field);
  }
  return into;
}

/** `rules` remembers the conditions' answers between derivations (one per screen visit); a fresh one runs them all. */
export async function deriveRules(screen: ScreenConfig, ctx: EvalContext, rules = new RuleMemo()): Promise<DerivedRules> {
  const holds = (expr: string, where: string) => rules.holds(expr, ctx, where);
  const file = `schemas/${screen.id}.json#`;
  const config = screen.rules;
  const submit = screen.submit;
  const submitMissing: string[] = [];
  for (const [i, need] of (submit?.needs ?? []).entries()) {
    if (!(await holds(need.holds, `${file}/submit/needs/${i}/holds`))) submitMissing.push(need.text);
  }
  return {
    hidden: await fieldsWhere(rules, config?.visible, ctx, `${file}/rules/visible`, false, new Set()),
    required: await fieldsWhere(rules, config?.required, ctx, `${file}/rules/required`, true, new Set()),
    // A field a ticked locking copy box fills is locked as a readonly rule's field is.
    readonly: await fieldsWhere(rules, config?.readonly, ctx, `${file}/rules/readonly`, true, new Set(lockedByCopy(screen.copy, ctx.form))),
    submitEnabled: submitMissing.length === 0 && (submit?.enabled ? await holds(submit.enabled, `${file}/submit/enabled`) : true),
    submitHidden: submit?.hidden ? await holds(submit.hidden, `${file}/submit/hidden`) : false,
    submitMissing,
  };
}
