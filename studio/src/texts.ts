// The texts of one screen in every language: each key its config names (the check's list of
// text sites), and the keys under the screen's own part of the locales that nothing names.
export interface TextRow {
  key: string;
  /** Where the config names it (JSON pointers in the screen's file); none: not named. */
  where: string[];
  /** Language code -> the text, or undefined when that language lacks it. */
  texts: Record<string, string | undefined>;
}

export function lookup(texts: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
}

/** Every leaf key under a prefix of a locale ("form1" -> form1.title, form1.Email.label ...). */
function leafKeys(node: unknown, prefix: string): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, `${prefix}.${k}`));
}

const asText = (v: unknown): string | undefined => (typeof v === 'string' ? v : v === undefined ? undefined : JSON.stringify(v));

export function screenTexts(screenId: string, file: string, sites: { file: string; pointer: string; key: string }[], locales: Record<string, unknown>): TextRow[] {
  const named = new Map<string, string[]>();
  for (const s of sites) if (s.file === file) named.set(s.key, [...(named.get(s.key) ?? []), s.pointer]);
  const everywhere = new Set(sites.map((s) => s.key));
  const codes = Object.keys(locales);
  const own = new Set(codes.flatMap((code) => leafKeys(lookup(locales[code], screenId), screenId)).filter((k) => k !== screenId));
  // A key under a named one (a widget's option texts under its prefix) counts as named.
  const isNamed = (k: string) => everywhere.has(k) || [...everywhere].some((n) => k.startsWith(`${n}.`));
  const keys = [...named.keys(), ...[...own].filter((k) => !isNamed(k))];
  return keys.map((key) => ({
    key,
    where: named.get(key) ?? [],
    texts: Object.fromEntries(codes.map((code) => [code, asText(lookup(locales[code], key))])),
  }));
}
