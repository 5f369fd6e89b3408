// { "go": "/Route", "pageState"?: "Page1.2" }: navigate; the list ends.
import { str } from '../../journey/json.js';
import { edge } from '../../journey/walkParts.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import type { GoEffect } from '../types.generated.js';

export const go: EffectKind<GoEffect> = {
  key: 'go',
  order: 8,
  typeName: 'GoEffect',
  doc: 'Navigate to a route, setting pageState first. Stops the list. `back`: journey model, why this way returns to an earlier screen (without it a loop is a fault).',
  fields: {
    go: { type: 'route', required: true, doc: 'Route path or alias in flows/flow.json.' },
    pageState: { type: 'string' },
    back: { type: 'back' },
  },
  guide: { writes: '`{ "go": "/Route", "pageState": "Page1.2", "back"?: why }`', does: 'navigate (setting the page state first); ends the list' },
  walk(effect, at, way, { env }) {
    edge(env, way, { kind: 'go', to: str(effect.go), pageState: str(effect.pageState), back: str(effect.back), source: { file: env.file, pointer: at } });
    return undefined;
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<GoEffect> = async (effect, env) => {
  env.go(effect.go, effect.pageState);
  return 'halt';
};
