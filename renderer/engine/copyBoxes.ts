// Copy-from checkboxes ("same as the registered address", "same as the mobile"):
// a box that, ticked, copies source values into target fields and keeps them in
// step with their sources; unticked, clears them (if asked). Config: the screen's
// `copy` map (CopyBox in types.ts); the controller calls these after a user edit.
import { evaluateMap, holds } from '../../rules/evaluator.js';
import type { CopyBox, EvalContext } from './types.js';

/** What a copy box may do to the screen. */
export interface CopyEnv {
  context(): EvalContext;
  setForm(values: Record<string, unknown>): void;
  alert(message: string, params: Record<string, unknown>): void;
}

type Boxes = Record<string, CopyBox>;

const ticked = (ctx: EvalContext, box: string) => ctx.form[box] === true;

/**
 * After a user edit of `changed`: a ticked box checks its precondition (else it is unticked with
 * its alert), unticks its exclusive partners and copies; an unticked box clears its targets; an
 * edit of a copied (unlocked) field unticks its box; then every ticked box re-copies what changed.
 */
export async function applyCopyBoxes(boxes: Boxes | undefined, changed: string[], env: CopyEnv, where: string): Promise<void> {
  if (!boxes) return;
  for (const [name, box] of Object.entries(boxes)) {
    const at = `${where}/${name}`;
    if (changed.includes(name)) {
      await toggled(name, box, env, at);
    } else if (ticked(env.context(), name) && changed.some((field) => field in box.fields)) {
      // The applicant typed over a copied value: it is no longer "the same as".
      if (!box.lock) env.setForm({ [name]: false });
    }
  }
  // Sources may have changed (a box's sources can be another box's targets): re-copy the ticked
  // boxes in config order, so a box listed after the one feeding it sees the fresh values.
  for (const [name, box] of Object.entries(boxes)) {
    if (!changed.includes(name) && ticked(env.context(), name)) await copy(box, env, `${where}/${name}`, true);
  }
}

async function toggled(name: string, box: CopyBox, env: CopyEnv, at: string): Promise<void> {
  if (!ticked(env.context(), name)) {
    if (box.clearOnUntick) env.setForm(Object.fromEntries(Object.keys(box.fields).map((field) => [field, ''])));
    return;
  }
  if (box.requires && !(await holds(box.requires, env.context(), `${at}/requires`))) {
    env.setForm({ [name]: false });
    if (box.requiresAlert) env.alert(box.requiresAlert, {});
    return;
  }
  const partners = (box.exclusiveWith ?? []).filter((other) => ticked(env.context(), other));
  if (partners.length) env.setForm(Object.fromEntries(partners.map((other) => [other, false])));
  await copy(box, env, at, false);
}

/** Writes the box's fields from their sources; `onlyChanges`: nothing is written when all already match. */
async function copy(box: CopyBox, env: CopyEnv, at: string, onlyChanges: boolean): Promise<void> {
  const values = await evaluateMap(box.fields, env.context(), `${at}/fields`);
  for (const [field, value] of Object.entries(values)) if (value === undefined || value === null) values[field] = '';
  const form = env.context().form;
  if (onlyChanges && Object.entries(values).every(([field, value]) => form[field] === value)) return;
  env.setForm(values);
}

/** The fields ticked boxes with `lock` hold: read-only while their box is ticked. */
export function lockedByCopy(boxes: Boxes | undefined, form: Record<string, unknown>): string[] {
  return Object.entries(boxes ?? {}).filter(([name, box]) => box.lock && form[name] === true).flatMap(([, box]) => Object.keys(box.fields));
}
