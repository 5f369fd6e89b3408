// The forms an application was filled from, read back out of its payload: every key the A97
// mapping sends from a plain source `session.<Form>.<Field>` (a screen's saved form) or
// `session.<Key>` is put back in its place. Transformations cannot be read back and are judged
// by the facts the bank holds (the birthday, the ID).
import { payloadKeys } from '../../rules/payloads/entries.js';
import type { Payload } from '../../rules/payloads/types.js';

const PLAIN = /^session\.([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*))?$/;

export interface SentForms {
  /** A form's session key (Form1Data) -> its fields as sent. */
  forms: Record<string, Record<string, unknown>>;
  /** Session keys sent as they are (session.ApplyPL ...). */
  session: Record<string, unknown>;
  /** For each form key, every field the payload can carry (sent or not this time). */
  carried: Record<string, Set<string>>;
}

export function formsFromPayload(content: Record<string, unknown>, payload: Payload): SentForms {
  const out: SentForms = { forms: {}, session: {}, carried: {} };
  for (const k of payloadKeys(payload)) {
    if (k.kind !== 'field' || k.transformation) continue;
    const m = PLAIN.exec(k.expr.trim());
    if (!m) continue;
    const [, key, field] = m;
    const value = content[k.key];
    if (field) {
      (out.carried[key] ??= new Set()).add(field);
      if (value !== undefined && value !== null) (out.forms[key] ??= {})[field] = value;
    } else if (value !== undefined && value !== null) out.session[key] = value;
  }
  return out;
}
