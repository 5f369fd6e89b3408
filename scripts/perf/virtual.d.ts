declare module 'virtual:perf-probe-validator' {
  const validators: Record<string, unknown>;
  export default validators;
  export const schema: Record<string, unknown>;
}
declare module 'virtual:perf-form1-validator' {
  const validators: Record<string, unknown>;
  export default validators;
  export const schema: Record<string, unknown>;
}
declare module 'virtual:perf-form1-data' {
  export const A22: Array<Record<string, string>>;
  export const A71: Array<{ NalSwitchCode: string; NalNameC: string; NalNameE?: string }>;
}
declare module 'virtual:perf-jsonata-screens' {
  /** The measured screens that load JSONata with them (scripts/perf/validatorPlugin.ts). */
  export const jsonataScreens: readonly string[];
}
