// flows/effects.json: named effect lists that screens reuse with { "use": name, "with"?: {...} }
// (the `use` kind), as rules/validations.json's named lists are reused by checks.
export const EFFECT_LISTS_FILE = 'flows/effects.json';

/** The file's lists by name: each list's effects (the file was checked against its meta-schema). */
export function listsOf(file: unknown): Record<string, readonly unknown[]> {
  const lists = (file as { lists?: Record<string, { effects?: unknown[] }> } | null)?.lists ?? {};
  return Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, list.effects ?? []]));
}

/** Where a list's effects are in the file (a JSON pointer). */
export const listPointer = (name: string): string => `/lists/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/effects`;

/** Whether any effect list of a screen uses a named list (the browser then loads flows/effects.json with it). */
export function usesEffectList(screen: unknown): boolean {
  const inList = (list: unknown): boolean => Array.isArray(list) && list.some((effect) =>
    typeof effect === 'object' && effect !== null && ('use' in effect || Object.values(effect).some(inList)));
  const s = (screen ?? {}) as Record<string, unknown>;
  const groups = ['actions', 'onChange', 'onBlur'].flatMap((g) => Object.values((s[g] ?? {}) as Record<string, unknown>));
  const buttons = Object.values((s.popups ?? {}) as Record<string, { buttons?: { effects?: unknown }[] }>).flatMap((p) => (p.buttons ?? []).map((b) => b.effects));
  return [s.onLoad, s.onSubmit, ...groups, ...buttons].some(inList);
}
