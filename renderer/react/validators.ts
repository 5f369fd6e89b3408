// Precompiled JSON Schema validators per screen (virtual:screen-validators,
// generated at build time from schemas/<id>.json), wrapped for rjsf and for
// the engine's structural check.
import type { ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { validators } from 'virtual:screen-validators';
import type { ScreenConfig } from '../engine/types.js';
import type { SchemaCheck } from '../engine/validation.js';
import { toFieldErrors } from '../engine/schemaErrors.js';

const loaded = new Map<string, { validator: ValidatorType; schema: Record<string, unknown> }>();

/** Each screen's validator is made once, however many ask for it while it loads. */
const loading = new Map<string, Promise<ValidatorType>>();

export function loadValidator(screenId: string): Promise<ValidatorType> {
  const known = loading.get(screenId);
  if (known) return known;
  const load = (validators as Record<string, () => Promise<{ default: Record<string, unknown>; schema: Record<string, unknown> }>>)[screenId];
  if (!load) return Promise.reject(new Error(`no precompiled validator for screen "${screenId}"`));
  const made = load().then((mod) => {
    const validator = createPrecompiledValidator(mod.default as never, mod.schema) as ValidatorType;
    loaded.set(screenId, { validator, schema: mod.schema });
    return validator;
  });
  // A failed fetch (a network fault) is asked again next time.
  made.catch(() => loading.delete(screenId));
  loading.set(screenId, made);
  return made;
}

/**
 * The engine's structural check, using the validator loaded for the screen. It is given the schema
 * the validator was built from (the build makes it from the same schemas/<id>.json): rjsf compares
 * the schema it is given with its own, and a copy meant a deep comparison of the whole screen's
 * schema on every check (about 10 ms of Form1's first submit at 4x CPU).
 */
export const precompiledSchemaCheck: SchemaCheck = (screen: ScreenConfig, form) => {
  const entry = loaded.get(screen.id);
  if (!entry) throw new Error(`validator for "${screen.id}" not loaded`);
  return toFieldErrors(entry.validator.rawValidation(entry.schema, form).errors ?? []);
};
