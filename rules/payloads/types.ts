// The shape of flows/payloads.json: named payloads (A97's application), each an ordered list of
// parts whose keys, in order, are the payload's keys (schemas/meta/payloads.schema.json).

/** A plain source (`session.Form1Data.NameChinese`, `server.A20.Email`, a literal `'O'`) or a transformation with its reason. */
export type PayloadEntry = string | { value: string; why: string };

/** Keys read from their sources; with `when`, only while it holds (otherwise none of them is sent). */
export interface FieldsPart {
  note?: string;
  when?: string;
  why?: string;
  fields: Record<string, PayloadEntry>;
}

/** For each key named (a key of an earlier part), `<key>Flag`: Y when that key was sent with a value, else N. */
export interface FlagsPart {
  note?: string;
  flags: string[];
  why: string;
}

export type PayloadPart = FieldsPart | FlagsPart;

/** One payload: its parts in order. */
export interface Payload {
  note?: string;
  parts: PayloadPart[];
}

export interface PayloadFile {
  $schema?: string;
  version: 1;
  payloads: Record<string, Payload>;
}

export const isFlagsPart = (part: PayloadPart): part is FlagsPart => Array.isArray((part as FlagsPart).flags);
