// flows/constants.json version 1 -> 2: a bare value becomes { type, value },
// the type read off the value (a whole number is "integer").
type V1 = { $schema?: string; version: 1; constants: Record<string, string | number | boolean> };
type Typed = { type: 'integer' | 'number' | 'string' | 'boolean'; value: string | number | boolean };
type V2 = { $schema?: string; version: 2; constants: Record<string, Typed> };

const typeOf = (v: string | number | boolean): Typed['type'] =>
  typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v === 'boolean' ? 'boolean' : 'string';

export function constants1to2(file: V1): V2 {
  const constants = Object.fromEntries(Object.entries(file.constants).map(([name, value]) => [name, { type: typeOf(value), value }]));
  return { ...(file.$schema ? { $schema: file.$schema } : {}), version: 2, constants };
}
