declare module 'virtual:perf-probe-validator' {
  const validators: Record<string, unknown>;
  export default validators;
  export const schema: Record<string, unknown>;
}
