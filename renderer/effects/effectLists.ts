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
