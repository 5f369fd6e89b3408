// Which text fields commit each key at once (widgets/shared/drafts.ts): a field whose change a
// rule acts on. A field's onChange acts only while one of its guarded effects' conditions holds
// (Form1's street copies into the billing address only while "same as" is ticked), so such a
// field holds typed text like any other while none holds, and a keystroke costs that field alone.
// The conditions are evaluated again for each revision of the screen's data (the box ticked runs
// its own effects, which bump it); until they are known for the current revision, and for a
// field with an unguarded effect, an `else`, or a condition that reads the field itself or uses
// a named rule or a payload, every key commits at once, as before.
import type { Effect } from '../engine/types.js';

type Evaluate = (expression: string) => Promise<unknown>;

function truthy(value: unknown): boolean {
  // As the engine's `holds` (rules/evaluator.ts).
  if (Array.isArray(value)) return value.length > 0 && value.some(Boolean);
  return Boolean(value);
}

/** The conditions that alone decide whether the field's onChange acts, or undefined (always at once). */
export function guardsOf(field: string, effects: readonly Effect[]): string[] | undefined {
  const whens: string[] = [];
  const own = new RegExp(`\\bform\\.${field.replace(/[^A-Za-z0-9_]/g, '')}\\b`);
  for (const effect of effects) {
    const e = effect as { when?: unknown; else?: unknown };
    if (typeof e.when !== 'string' || e.else !== undefined) return undefined;
    if (own.test(e.when) || /\$named|\$payload|\$eval/.test(e.when)) return undefined;
    whens.push(e.when);
  }
  return whens.length ? whens : undefined;
}

export class AtOnceRule {
  private readonly guarded = new Map<string, string[]>();
  private decided = new Map<string, boolean>();
  private decidedFor = -1;
  private revision = -1;

  constructor(private readonly onChange: Readonly<Record<string, readonly Effect[]>> | undefined, private readonly evaluate: Evaluate) {
    for (const [field, effects] of Object.entries(onChange ?? {})) {
      const whens = guardsOf(field, effects);
      if (whens) this.guarded.set(field, whens);
    }
  }

  /** Whether a key typed in `field` goes to the form at once. */
  now = (field: string): boolean => {
    if (!this.onChange || !Object.hasOwn(this.onChange, field)) return false;
    if (!this.guarded.has(field) || this.decidedFor !== this.revision) return true;
    return this.decided.get(field) ?? true;
  };

  /** The screen's data is at `revision`: decide the guarded fields again. */
  refresh(revision: number): Promise<void> {
    this.revision = revision;
    if (!this.guarded.size) return Promise.resolve();
    const fields = [...this.guarded];
    return Promise.all(fields.map(async ([field, whens]) => {
      const values = await Promise.all(whens.map((w) => this.evaluate(w)));
      return [field, values.some(truthy)] as const;
    })).then((decided) => {
      if (this.revision !== revision) return;
      this.decided = new Map(decided);
      this.decidedFor = revision;
    }, () => undefined);
  }
}
