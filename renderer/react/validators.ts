// Precompiled JSON Schema validators per screen (virtual:screen-validators,
// generated at build time from schemas/<id>.json), wrapped for rjsf and for
// the engine's structural check.
import type { ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { validators } from 'virtual:screen-validators';
import type { ScreenConfig } from '../engine/types.js';
import type { SchemaCheck } from '../engine/validation.js';
import { toFieldErrors } from '../engine/schemaErrors.js';

const loaded = new Map<string, ValidatorType>();

export async function loadValidator(screenId: string): Promise<ValidatorType> {
  const hit = loaded.get(screenId);
  if (hit) return hit;
  const load = (validators as Record<string, () => Promise<{ default: Record<string, unknown>; schema: Record<string, unknown> }>>)[screenId];
  if (!load) throw new Error(`no precompiled validator for screen "${screenId}"`);
  const mod = await load();
  const validator = createPrecompiledValidator(mod.default as never, mod.schema) as ValidatorType;
  loaded.set(screenId, validator);
  return validator;
}

/** The engine's structural check, using the validator loaded for the screen. */
export const precompiledSchemaCheck: SchemaCheck = (screen: ScreenConfig, form) => {
  const validator = loaded.get(screen.id);
  if (!validator) throw new Error(`validator for "${screen.id}" not loaded`);
  return toFieldErrors(validator.rawValidation(screen.schema, form).errors ?? []);
};
