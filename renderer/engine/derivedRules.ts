// What a screen's rules make of the current data: the hidden, required and locked fields and
// the submit button's state. Pure: the controller decides when to derive and whom to tell.
import { holds } from '../../rules/evaluator.js';
import { lockedByCopy } from './copyBoxes.js';
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
async function fieldsWhere(map: Record<string, string> | undefined, ctx: EvalContext, where: string, wanted: boolean, into: Set<string>): Promise<Set<string>> {
  for (const [field, expr] of Object.entries(map ?? {})) {
    if ((await holds(expr, ctx, `${where}/${field}`)) === wanted) into.add(field);
  }
  return into;
}

export async function deriveRules(screen: ScreenConfig, ctx: EvalContext): Promise<DerivedRules> {
  const file = `schemas/${screen.id}.json#`;
  const rules = screen.rules;
  const submit = screen.submit;
  const submitMissing: string[] = [];
  for (const [i, need] of (submit?.needs ?? []).entries()) {
    if (!(await holds(need.holds, ctx, `${file}/submit/needs/${i}/holds`))) submitMissing.push(need.text);
  }
  return {
    hidden: await fieldsWhere(rules?.visible, ctx, `${file}/rules/visible`, false, new Set()),
    required: await fieldsWhere(rules?.required, ctx, `${file}/rules/required`, true, new Set()),
    // A field a ticked locking copy box fills is locked as a readonly rule's field is.
    readonly: await fieldsWhere(rules?.readonly, ctx, `${file}/rules/readonly`, true, new Set(lockedByCopy(screen.copy, ctx.form))),
    submitEnabled: submitMissing.length === 0 && (submit?.enabled ? await holds(submit.enabled, ctx, `${file}/submit/enabled`) : true),
    submitHidden: submit?.hidden ? await holds(submit.hidden, ctx, `${file}/submit/hidden`) : false,
    submitMissing,
  };
}
