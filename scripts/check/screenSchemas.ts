// Each screen's data schema must compile as the renderer's build step will
// compile it, in strict mode: an unknown keyword ("requried") or format is a
// fault here, not a silently ignored rule at run time. And it must not branch
// (allOf, anyOf, oneOf, if ...): the build leaves out the parts of rjsf that
// resolve branches (renderer/build/shims/rjsfBranching.ts), so a branching
// schema that works under `npm start` would fail in the built app.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { BRANCHING_KEYWORDS } from '../../renderer/build/shims/rjsfBranching.js';
import { ptr } from './pointer.js';
import { entries, field, isObj } from './walk.js';
import type { Sink, Tree } from './types.js';

function strictAjv(): Ajv {
  // validateSchema off: the meta-schema check already reports malformed keyword values.
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictTuples: false, validateSchema: false, logger: false });
  addFormats(ajv);
  ajv.addFormat('data-url', /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/); // as @rjsf/validator-ajv8 adds
  ajv.addFormat('color', /./);
  return ajv;
}

export function checkScreenSchemas(tree: Tree, sink: Sink): void {
  for (const screen of tree.screens.values()) {
    const schema = field(screen.data, 'schema');
    if (!isObj(schema)) continue;
    try {
      strictAjv().compile(schema);
    } catch (err) {
      sink.fault(screen.file, '/schema', `the screen's JSON Schema does not compile: ${(err as Error).message.replace(/^strict mode: /, '')}`);
    }
    for (const [pointer, keyword] of branchingKeywords(schema, '/schema')) {
      sink.fault(screen.file, pointer, `${keyword} is not in the built app's rjsf (renderer/build/shims/rjsfBranching.ts): a field's visibility, requirement or options are rules and lookups in the screen's config`);
    }
  }
}

/** Where a schema branches: a keyword of BRANCHING_KEYWORDS at any depth, or at the root (additionalProperties other than false). */
export function* branchingKeywords(schema: unknown, pointer: string, atRoot = true): Generator<[string, string]> {
  if (!isObj(schema)) return;
  for (const keyword of BRANCHING_KEYWORDS.anywhere) if (keyword in schema) yield [ptr(pointer, keyword), keyword];
  if (atRoot) for (const keyword of BRANCHING_KEYWORDS.atRoot) if (keyword in schema && schema[keyword] !== false) yield [ptr(pointer, keyword), `${keyword} at the root`];
  for (const [name, sub] of entries(schema.properties)) yield* branchingKeywords(sub, ptr(pointer, 'properties', name), false);
  const items = schema.items;
  if (Array.isArray(items)) for (let i = 0; i < items.length; i++) yield* branchingKeywords(items[i], ptr(pointer, 'items', i), false);
  else yield* branchingKeywords(items, ptr(pointer, 'items'), false);
  yield* branchingKeywords(schema.additionalProperties, ptr(pointer, 'additionalProperties'), false);
  for (const key of ['definitions', '$defs']) for (const [name, sub] of entries(schema[key])) yield* branchingKeywords(sub, ptr(pointer, key, name), false);
}
