// Shapes shared by the checker's modules. Config data stays `unknown` and is
// read through the guards in walk.ts: a file that fails its meta-schema must
// still be walked without crashing, so every other fault is reported too.
import type { WidgetContract } from '../../widgets/shared/contract.js';

/** One problem in one place: `<file>#<pointer>: <message>`. */
export interface Fault {
  file: string;
  pointer: string;
  message: string;
}

export interface Summary {
  files: number;
  expressions: number;
  routes: number;
  screens: number;
  widgets: number;
  /** Route paths without a screen yet (warnings, not faults). */
  notConfigured: string[];
}

export interface Report {
  faults: Fault[];
  warnings: string[];
  summary: Summary;
}

/** A parsed JSON file; `file` is the posix path relative to the root. */
export interface Loaded {
  file: string;
  data: unknown;
}

export interface Tree {
  root: string;
  /** Every parsed config file that must satisfy a meta-schema (not locales). */
  configs: Loaded[];
  flow?: Loaded;
  errors?: Loaded;
  constants?: Loaded;
  /** flows/calls.json: the call catalogue. */
  calls?: Loaded;
  /** flows/languages.json. */
  languages?: Loaded;
  /** flows/session.json: the declared session keys. */
  sessionKeys?: Loaded;
  /** flows/payloads.json: the payloads requests build with $payload (optional: without it there are none). */
  payloads?: Loaded;
  /** flows/effects.json: named effect lists screens reuse with { "use": name } (optional: without it there are none). */
  effectLists?: Loaded;
  /** brand/branding.json: the bank's brand (other branding files are only in configs). */
  branding?: Loaded;
  /** Screen id (file name without .json) -> file. */
  screens: Map<string, Loaded>;
  campaigns: Loaded[];
  scenarios: Loaded[];
  /** Language code (the file name of locales/<code>.json) -> file; every locale file present, listed or not. */
  locales: Map<string, Loaded>;
  /** Widget or field name -> contract, from widgets/<dir>/contract.ts. */
  widgets: Map<string, WidgetContract>;
  /** Files present but not parsed (syntax error): already reported, so not "missing" elsewhere. */
  unparsed: Set<string>;
  /** JSON files read, including those with syntax errors. */
  fileCount: number;
}

/** Collects faults and warnings from every check; nothing stops at the first. */
export class Sink {
  readonly faults: Fault[] = [];
  readonly warnings: string[] = [];
  expressions = 0;

  /** Said after every fault at or under a place (a named effect list: where it is used). */
  private readonly notes: { file: string; pointer: string; note: string }[] = [];

  note(file: string, pointer: string, note: string): void {
    this.notes.push({ file, pointer, note });
  }

  fault(file: string, pointer: string, given: string): void {
    const notes = this.notes.filter((n) => n.file === file && (pointer === n.pointer || pointer.startsWith(`${n.pointer}/`)));
    const message = given + notes.map((n) => n.note).join('');
    if (this.faults.some((f) => f.file === file && f.pointer === pointer && f.message === message)) return;
    this.faults.push({ file, pointer, message });
  }

  warn(message: string): void {
    this.warnings.push(message);
  }
}
