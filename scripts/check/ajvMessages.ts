// Turns ajv's errors into a pointer and a plain message a product owner can act on.
import type { ErrorObject } from 'ajv';
import { ptr } from './pointer.js';

const TYPE_WORDS: Record<string, string> = {
  string: 'a string', number: 'a number', integer: 'a whole number', object: 'an object', array: 'a list', boolean: 'true or false', null: 'null',
};

function typeWords(type: unknown): string {
  return String(type).split(',').map((t) => TYPE_WORDS[t] ?? t).join(' or ');
}

/** Allowed keys of a closed object, when the list is short enough to help. */
function allowedKeys(parent: unknown): string {
  const props = (parent as { properties?: Record<string, unknown> } | undefined)?.properties;
  const keys = props ? Object.keys(props) : [];
  return keys.length > 0 && keys.length <= 12 ? ` (allowed: ${keys.join(', ')})` : '';
}

/** undefined means "noise": ajv's if/then wrapper errors repeat what the branch already said. */
export function plainError(e: ErrorObject): { pointer: string; message: string } | undefined {
  const p = e.params as Record<string, unknown>;
  const at = e.instancePath;
  const key = (e as ErrorObject & { propertyName?: string }).propertyName;
  switch (e.keyword) {
    case 'if':
    case 'propertyNames':
      return undefined;
    case 'additionalProperties':
      return { pointer: ptr(at, String(p.additionalProperty)), message: `unknown key "${String(p.additionalProperty)}"${allowedKeys(e.parentSchema)}` };
    case 'required':
      return { pointer: at, message: `missing required key "${String(p.missingProperty)}"` };
    case 'type':
      return { pointer: at, message: `must be ${typeWords(p.type)}` };
    case 'const':
      return { pointer: at, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'enum':
      return { pointer: at, message: `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'not': {
      const description = (e.parentSchema as { description?: string } | undefined)?.description;
      return { pointer: at, message: description ?? 'is not allowed here' };
    }
    case 'pattern':
      if (key !== undefined) return { pointer: ptr(at, key), message: `key name "${key}" must match ${String(p.pattern)}` };
      return { pointer: at, message: `must match the pattern ${String(p.pattern)}` };
    default:
      if (key !== undefined) return { pointer: ptr(at, key), message: `key name "${key}" ${e.message ?? 'is not valid'}` };
      return { pointer: at, message: e.message ?? `fails ${e.keyword}` };
  }
}
