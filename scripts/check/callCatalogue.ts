// The call catalogue (flows/calls.json) read into plain sets, for the checker's
// calls.ts and the simulator's tests. Nothing here is imported by the browser.
import { entries, field, items } from './walk.js';

export type Endpoint = 'common' | 'file';

export interface CatalogueCall {
  code: string;
  endpoint: Endpoint;
  /** Keys a request may carry (Token is always allowed: the client adds it). */
  request: Set<string>;
  /** Fields every successful answer carries (of each item, for a list). */
  response: Set<string>;
  /** Fields an answer may carry or lack. */
  responseOptional: Set<string>;
  /** The answer is a bare list of items (A56). */
  responseList: boolean;
}

export type Catalogue = Map<string, CatalogueCall>;

const names = (x: unknown): string[] => items(x).filter((n): n is string => typeof n === 'string');

/** Reads the parsed catalogue; entries of the wrong shape are the meta-schema check's faults, read as far as they go. */
export function readCatalogue(data: unknown): Catalogue {
  const out: Catalogue = new Map();
  for (const [code, entry] of entries(field(data, 'calls'))) {
    out.set(code, {
      code,
      endpoint: field(entry, 'endpoint') === 'file' ? 'file' : 'common',
      request: new Set(names(field(entry, 'request'))),
      response: new Set(names(field(entry, 'response'))),
      responseOptional: new Set(names(field(entry, 'responseOptional'))),
      responseList: field(entry, 'responseList') === true,
    });
  }
  return out;
}

/** Every response field a screen may read: the required ones and the optional ones. */
export function responseFields(call: CatalogueCall): Set<string> {
  return new Set([...call.response, ...call.responseOptional]);
}
