// Reading flows/constants.json: each constant is { type, value, description? }
// (schemas/meta/constants.schema.json, version 2); rules see only the values.

/** One declared constant as the file holds it. */
export interface Constant {
  type: 'integer' | 'number' | 'string' | 'boolean';
  value: string | number | boolean;
  description?: string;
}

export interface ConstantsFile {
  version: number;
  constants: Record<string, Constant>;
}

/** name -> value, as rules read them (consts.otpSeconds is 100, not { type, value }). */
export function constantValues(file: ConstantsFile): Record<string, unknown> {
  if (file.version !== 2) throw new Error(`flows/constants.json#/version: version ${file.version} is not 2 (schemas/meta/migrations/constants-1-to-2.ts rewrites it)`);
  return Object.fromEntries(Object.entries(file.constants).map(([name, c]) => [name, c.value]));
}

/** A number written in config, or the name of a number in flows/constants.json; anything else is a config fault naming where. */
export function constNumber(value: number | string, consts: Record<string, unknown>, where: string): number {
  const n = typeof value === 'number' ? value : consts[value];
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new Error(`${where}: "${value}" is not a number in flows/constants.json`);
  return n;
}
