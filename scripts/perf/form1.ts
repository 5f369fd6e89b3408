// Form1 as the app runs it (schemas/form1.json), its precompiled validator, the session of a new
// customer past the ID upload, and the answers its calls get (the simulator's own A22 and A71).
import type { ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import validators, { schema } from 'virtual:perf-form1-validator';
import { A22, A71 } from 'virtual:perf-form1-data';
import form1 from '../../schemas/form1.json';
import type { ScreenConfig } from '../../renderer/engine/types.js';

export const form1Screen = form1 as unknown as ScreenConfig;
export const form1Validator = createPrecompiledValidator(validators as never, schema) as ValidatorType;
/** The schema the validator was built from (the app's check passes it too: renderer/react/validators.ts). */
export const form1ValidatorSchema = schema;
export const lookups = { A22, A71 };

/** A new customer (NTB) from the start screen, past /UploadID without recognition: Form1 shows its full field set. */
export const SESSION: Record<string, unknown> = {
  token: 'perf', IDNO: 'F131104093', Birthday: '0790101', CustomerType: 'NTB', ApplyLogID: 'PERF-1',
  CTID: 'DEMO-CASHBACK', STPFlowFlag: 'N', pageState: 'Page2.3', Lang: 'zh-TW',
};

/** The bank's answers to Form1's calls: lookups as the simulator gives them; no held application, no romanisation. */
export async function answer(code: string): Promise<Record<string, unknown>> {
  switch (code) {
    case 'A22': return A22 as unknown as Record<string, unknown>;
    case 'A71': return A71 as unknown as Record<string, unknown>;
    case 'A59': return { Success: false };
    case 'A108': return { Success: false };
    default: return {};
  }
}
