// Each screen's data schema must compile as the renderer's build step will
// compile it, in strict mode: an unknown keyword ("requried") or format is a
// fault here, not a silently ignored rule at run time.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { field, isObj } from './walk.js';
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
  }
}
