// Modification flags (001 §3.2): 'Y' when the form holds something other than what the bank
// had on file for any of the named fields, else 'N'. A change typed back to the original is no
// change; an empty field and an absent one are the same. The fields are named, not given as
// values, because JSONata drops an object key whose value is absent: a field the bank did not
// have on file must still count when the applicant fills it.
import type { CustomFunction } from './types.js';

const empty = (v: unknown) => v === undefined || v === null || v === '';
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** `fields` maps a form field to the record's name for it, e.g. { 'HomeAddr': 'HouseAddr' } with the A20 answer as `record`. */
export function modified(form: unknown, record: unknown, fields: Record<string, unknown>): 'Y' | 'N' {
  const now = obj(form);
  const was = obj(record);
  const differs = Object.entries(fields).some(([field, name]) => {
    const a = now[field];
    const b = was[String(name)];
    return empty(a) ? !empty(b) : empty(b) || String(a) !== String(b);
  });
  return differs ? 'Y' : 'N';
}

export const modifiedFunction: CustomFunction = { name: 'modified', implementation: modified, signature: '<x-x-o:s>' };
