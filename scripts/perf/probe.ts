// The probe screen and a precompiled validator for it (shared by the runtime and bare rjsf pages).
import type { ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import validators, { schema } from 'virtual:perf-probe-validator';
import probe from '../../tests/perf/probe.json';
import type { ScreenConfig } from '../../renderer/engine/types.js';

export const probeScreen = probe as unknown as ScreenConfig;
export const probeValidator = createPrecompiledValidator(validators as never, schema) as ValidatorType;
/** The schema the validator was built from (the app's check passes it too: renderer/react/validators.ts). */
export const probeValidatorSchema = schema;
