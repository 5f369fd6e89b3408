// { "stop": true }: the list ends here without navigating.
import type { EffectKind, EffectRunner } from '../kind.js';
import type { StopEffect } from '../types.generated.js';

export const stop: EffectKind<StopEffect> = {
  key: 'stop',
  order: 14,
  typeName: 'StopEffect',
  doc: 'Stop the effect list here without navigating.',
  fields: { stop: { type: 'true', required: true } },
  guide: { writes: '`{ "stop": true }`', does: 'end the list' },
  walk: () => undefined,
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<StopEffect> = async () => 'halt';
