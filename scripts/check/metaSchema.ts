// Check a: every config file against the meta-schema its "$schema" names.
// The expected meta-schema follows from the file's place (a file in schemas/
// is a screen ...), so a missing or wrong "$schema" is a fault of its own.
import { readdir, readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { plainError } from './ajvMessages.js';
import { scenarioFault, stepKinds } from '../scenario/stepNames.js';
import type { Loaded, Sink, Tree } from './types.js';

const META_DIR = 'schemas/meta';

/** Which meta-schema a file must name, by where it lives. */
export function expectedMeta(file: string): string | undefined {
  if (file === 'flows/flow.json') return 'flow.schema.json';
  if (file === 'flows/errors.json') return 'errors.schema.json';
  if (file === 'flows/constants.json') return 'constants.schema.json';
  if (file === 'flows/calls.json') return 'calls.schema.json';
  if (file === 'flows/languages.json') return 'languages.schema.json';
  if (file === 'flows/session.json') return 'session.schema.json';
  if (file === 'flows/payloads.json') return 'payloads.schema.json';
  if (file === 'flows/coverage-allow.json') return 'coverage-allow.schema.json';
  if (file === 'flows/effects.json') return 'effectLists.schema.json';
  if (/^schemas\/[^/]+\.json$/.test(file)) return 'screen.schema.json';
  if (/^campaigns\/[^/]+\.json$/.test(file)) return 'campaign.schema.json';
  if (/^tests\/fixtures\/[^/]+\.json$/.test(file)) return 'scenario.schema.json';
  if (/^(brand|tests\/brand)\/[^/]+\.json$/.test(file)) return 'branding.schema.json';
  return undefined;
}

/** "$schema" as it should be written in `file`: relative to the file's folder. */
export function schemaRef(file: string, meta: string): string {
  const rel = posix.relative(posix.dirname(file), `${META_DIR}/${meta}`);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

type Metas = Map<string, ValidateFunction>;

/** Compiles every schemas/meta/*.schema.json (all added first: they $ref each other). */
async function loadMetaSchemas(root: string, sink: Sink): Promise<Metas> {
  // strictSchema: a typo in a meta-schema itself is caught too; verbose: messages need parentSchema.
  const ajv = new Ajv({ allErrors: true, verbose: true, strictSchema: true, strictTypes: false, strictRequired: false, allowUnionTypes: true, logger: false });
  let names: string[] = [];
  try {
    names = (await readdir(join(root, META_DIR))).filter((n) => n.endsWith('.schema.json')).sort();
  } catch {
    sink.fault(META_DIR, '', 'the meta-schema folder is missing');
  }
  for (const name of names) {
    try {
      ajv.addSchema(JSON.parse(await readFile(join(root, META_DIR, name), 'utf8')), name);
    } catch (err) {
      sink.fault(`${META_DIR}/${name}`, '', `cannot load the meta-schema: ${(err as Error).message}`);
    }
  }
  const metas: Metas = new Map();
  for (const name of names) {
    try {
      const validate = ajv.getSchema(name);
      if (validate) metas.set(name, validate);
    } catch (err) {
      sink.fault(`${META_DIR}/${name}`, '', `the meta-schema does not compile: ${(err as Error).message}`);
    }
  }
  return metas;
}

/** Which meta-schema to validate with, reporting a missing, unknown or misplaced "$schema". */
function chooseMeta(metas: Metas, loaded: Loaded, sink: Sink): string | undefined {
  const expected = expectedMeta(loaded.file);
  const hint = expected ? ` (expected "${schemaRef(loaded.file, expected)}")` : '';
  const named = (loaded.data as { $schema?: unknown } | null)?.$schema;
  if (named === undefined) {
    sink.fault(loaded.file, '', `missing "$schema"${hint}`);
    return expected;
  }
  const resolved = typeof named === 'string' ? posix.normalize(posix.join(posix.dirname(loaded.file), named)) : '';
  const meta = resolved.startsWith(`${META_DIR}/`) ? resolved.slice(META_DIR.length + 1) : undefined;
  if (!meta || !metas.has(meta)) {
    sink.fault(loaded.file, '/$schema', `unknown "$schema" ${JSON.stringify(named)}: no such meta-schema${hint}`);
    return expected;
  }
  if (expected && meta !== expected) {
    sink.fault(loaded.file, '/$schema', `a file here must name "${schemaRef(loaded.file, expected)}", not ${JSON.stringify(named)}`);
    return expected;
  }
  return meta;
}

export async function checkMetaSchemas(tree: Tree, sink: Sink): Promise<void> {
  const metas = await loadMetaSchemas(tree.root, sink);
  for (const loaded of tree.configs) {
    const meta = chooseMeta(metas, loaded, sink);
    const validate = meta ? metas.get(meta) : undefined;
    if (!validate || validate(loaded.data)) continue;
    const kinds = meta === 'scenario.schema.json' ? stepKinds(validate.schema) : undefined;
    for (const e of validate.errors ?? []) {
      const plain = kinds ? scenarioFault(e, kinds) : plainError(e);
      if (plain) sink.fault(loaded.file, plain.pointer, plain.message);
    }
  }
}
