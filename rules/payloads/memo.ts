// One payload is read by many expressions at once (the preview's rows: `$payload('A97', $$).ChineseName`
// and thirty more, each evaluated on every revision of the screen), so the last one built is kept
// while what it reads is the same. What it reads is judged from its expressions' text, erring wide:
// every root named in them, compared by value; an expression that reads the whole context ($$, so
// also a shared rule: $named('etpFlow', $$)) or the clock is never kept.
import { entryExpr } from './entries.js';
import { isFlagsPart, type Payload } from './types.js';

const ROOTS = ['session', 'form', 'query', 'server', 'consts'] as const;

/** How to key a payload's value by what it reads, or undefined when it cannot be kept. */
export function payloadMemoKey(payload: Payload): ((root: unknown) => string) | undefined {
  const expressions: string[] = [];
  for (const part of payload.parts ?? []) {
    if (isFlagsPart(part)) continue;
    if (typeof part.when === 'string') expressions.push(part.when);
    for (const entry of Object.values(part.fields ?? {})) expressions.push(entryExpr(entry));
  }
  const text = expressions.join('\n');
  // `$` not starting a name is the context itself ($$, $.x, $); then the clock, $eval and payloads.
  if (/\$(?![A-Za-z_])|\$eval\b|\$now\b|\$millis\b|\$random\b|\$payload\b/.test(text)) return undefined;
  const roots = ROOTS.filter((r) => new RegExp(`\\b${r}\\b`).test(text));
  return (root) => JSON.stringify(roots.map((r) => (root as Record<string, unknown> | undefined)?.[r] ?? null));
}
