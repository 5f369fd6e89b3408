// JSON Schema checking in Node with rjsf's ajv8 validator (compiling at run
// time is fine outside the browser's CSP). Ajv keeps what it compiled by the
// schema object, and each screen entry reads its config afresh: one object per
// distinct schema is handed to it, so a screen's schema is compiled once a run.
import { customizeValidator } from '@rjsf/validator-ajv8';
import { toFieldErrors } from '../engine/schemaErrors.js';
import type { ScreenConfig } from '../engine/types.js';
import type { SchemaCheck } from '../engine/validation.js';

const validator = customizeValidator();
const seen = new Map<string, ScreenConfig['schema']>();

function sameObject(schema: ScreenConfig['schema']): ScreenConfig['schema'] {
  const key = JSON.stringify(schema);
  const kept = seen.get(key);
  if (kept) return kept;
  seen.set(key, schema);
  return schema;
}

export const nodeSchemaCheck: SchemaCheck = (screen, form) =>
  toFieldErrors(validator.rawValidation(sameObject(screen.schema), form).errors ?? []);
