declare module 'virtual:screen-validators' {
  export const validators: Record<string, () => Promise<{ default: Record<string, unknown>; schema: Record<string, unknown> }>>;
}
declare module '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js' {
  import type { ValidatorType } from '@rjsf/utils';
  export default function createPrecompiledValidator(fns: Record<string, unknown>, schema: Record<string, unknown>): ValidatorType;
}
