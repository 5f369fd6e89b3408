// The payloads `$payload('A97', $$)` builds: flows/payloads.json of this repository (the browser's
// build imports it, so an edit reloads like any config). A runtime that reads another root (the
// headless app and the checker on a copy of the config) puts that root's file in its place.
import file from '../../flows/payloads.json';
import type { Payload, PayloadFile } from './types.js';

export const PAYLOADS_FILE = 'flows/payloads.json';

let table: Readonly<Record<string, Payload>> = (file as unknown as PayloadFile).payloads;

/** The payload of that name, or undefined. */
export function payloadNamed(name: string): Payload | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** The names of the payloads in use. */
export function payloadNames(): string[] {
  return Object.keys(table);
}

/** Uses these payloads from now on (another root's flows/payloads.json); returns the ones replaced, to put back. */
export function replacePayloads(payloads: Readonly<Record<string, Payload>>): Readonly<Record<string, Payload>> {
  const before = table;
  table = payloads;
  return before;
}
