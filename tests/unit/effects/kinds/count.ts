// A test-only effect kind, the one file it takes: { "count": "<session key>", "by"?: n or JSONata }
// adds to a number in the session (as a resend counter would). tests/unit/effects/newEffectKind.test.ts
// shows the schema, the type, the runner, the journey walk and the checker all take it from here.
import { evaluate } from '../../../../rules/evaluator.js';
import type { EffectKind, EffectRunner } from '../../../../renderer/effects/kind.js';
import { ptr } from '../../../../renderer/journey/json.js';
import { addReads, union, written } from '../../../../renderer/journey/walkParts.js';

export interface CountEffect { count: string; by?: number | string }

export const count: EffectKind<CountEffect> = {
  key: 'count',
  order: 100,
  typeName: 'CountEffect',
  doc: 'Adds to a number kept in the session.',
  fields: { count: { type: 'string', required: true, doc: 'The session key counted.' }, by: { type: 'numberOrExpr', doc: 'How much (default 1).' } },
  guide: { writes: '`{ "count": key, "by"?: n }`', does: 'add to a number in the session' },
  walk(effect, at, way, { env }) {
    addReads(env, effect.by, { file: env.file, pointer: ptr(at, 'by') });
    env.writes.push({ key: String(effect.count), source: { file: env.file, pointer: at } });
    return { ...way, writes: union(way.writes, written([String(effect.count)], way.when)) };
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<CountEffect> = async (effect, env, where) => {
  const by = typeof effect.by === 'string' ? Number(await evaluate(effect.by, env.context(), `${where}/by`)) : effect.by ?? 1;
  env.setSession({ [effect.count]: Number(env.context().session[effect.count] ?? 0) + by });
  return 'continue';
};
