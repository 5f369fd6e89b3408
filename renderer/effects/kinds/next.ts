// { "next": true }: the screen's next rules pick the way; the list ends.
import { nextRules } from '../../journey/walkParts.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import type { NextEffect } from '../types.generated.js';

export const next: EffectKind<NextEffect> = {
  key: 'next',
  order: 9,
  typeName: 'NextEffect',
  doc: 'Evaluate the screen\'s next-route rules and go. Stops the list.',
  fields: { next: { type: 'true', required: true } },
  guide: { writes: '`{ "next": true }`', does: 'apply the screen\'s `next` rules; ends the list' },
  walk(_effect, _at, way, { env }) {
    nextRules(env, way);
    return undefined;
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<NextEffect> = async (_effect, env) => {
  await env.next();
  return 'halt';
};
