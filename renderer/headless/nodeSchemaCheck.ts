// JSON Schema checking in Node with rjsf's ajv8 validator (compiling at run
// time is fine outside the browser's CSP).
import { customizeValidator } from '@rjsf/validator-ajv8';
import { toFieldErrors } from '../engine/schemaErrors.js';
import type { SchemaCheck } from '../engine/validation.js';

const validator = customizeValidator();

export const nodeSchemaCheck: SchemaCheck = (screen, form) =>
  toFieldErrors(validator.rawValidation(screen.schema, form).errors ?? []);
