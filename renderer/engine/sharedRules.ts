// Shared lists of screen checks (rules/validations.json): a rules.validate entry { "use": "<name>" }
// stands for the named list's rules, in its place. The start screen and /QueryLogin share the ID
// and birthday checks this way (000 §5: "the start screen's rules"). The config checker expands the
// same way (scripts/check/load.ts), so every rule is checked in each screen that uses it.
import shared from '../../rules/validations.json';
import type { ValidationRule } from './types.js';

export type ValidateEntry = ValidationRule;

/** The named lists of rules/validations.json. */
export const VALIDATION_LISTS: Readonly<Record<string, readonly ValidationRule[]>> = (shared as { lists: Record<string, ValidationRule[]> }).lists;

export const usesList = (entry: unknown): entry is { use: string } =>
  typeof entry === 'object' && entry !== null && typeof (entry as { use?: unknown }).use === 'string';

/** The entries with each { use } replaced by its list; an unknown name throws, naming it and the lists. */
export function expandValidate(entries: readonly ValidateEntry[], lists: Readonly<Record<string, readonly ValidationRule[]>> = VALIDATION_LISTS): ValidationRule[] {
  return entries.flatMap((entry) => {
    if (!usesList(entry)) return [entry as ValidationRule];
    const list = Object.hasOwn(lists, entry.use) ? lists[entry.use] : undefined;
    if (!list) throw new Error(`rules.validate: unknown rule list "${entry.use}" (rules/validations.json has: ${Object.keys(lists).join(', ') || 'none'})`);
    return list.map((rule) => ({ ...rule }));
  });
}

/** The screen with its rules.validate expanded from these lists (a loader that reads another root's rules/validations.json). */
export function withSharedRules<S extends { rules?: { validate?: ValidationRule[] } }>(screen: S, lists: Readonly<Record<string, readonly ValidationRule[]>>): S {
  if (!screen.rules?.validate?.some(usesList)) return screen;
  return { ...screen, rules: { ...screen.rules, validate: expandValidate(screen.rules.validate, lists) } };
}

