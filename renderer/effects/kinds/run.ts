// { "run": action }: run another named action of the same screen.
import { field, ptr } from '../../journey/json.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import type { RunEffect } from '../types.generated.js';

export const runStep: EffectKind<RunEffect> = {
  key: 'run',
  order: 16,
  typeName: 'RunEffect',
  doc: 'Run another named action of the same screen.',
  fields: { run: { type: 'action', required: true } },
  guide: { writes: '`{ "run": action }`', does: 'run a named action of the screen; its outcome is this step\'s' },
  walk(effect, _at, way, { env, stack, walkList }) {
    const name = String(effect.run);
    const list = field(field(env.screen, 'actions'), name);
    if (stack.includes(name) || !Array.isArray(list)) return way;
    return walkList(list, ptr('/actions', name), way, [...stack, name]);
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<RunEffect> = (effect, env) => env.run(effect.run);
