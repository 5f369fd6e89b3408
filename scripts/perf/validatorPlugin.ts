// Perf-only virtual modules (Node side, for the vite build of scripts/perf/):
// - virtual:perf-probe-validator, virtual:perf-form1-validator: a screen's JSON Schema validator,
//   precompiled as the app's are;
// - virtual:perf-form1-data: the simulator's own A22 and A71 answers (simulator/data/), which the
//   Form1 pages answer their onLoad calls with, so no simulator runs while the browser is measured.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { precompiledModule } from '../../renderer/build/precompileValidator.js';
import { loadReference } from '../../simulator/data.js';

function virtualModule(name: string, id: string, source: () => string | Promise<string>): Plugin {
  return {
    name,
    resolveId: (requested) => (requested === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? source() : undefined),
  };
}

/** A screen file's validator as the virtual module `id`. */
export function screenValidatorPlugin(id: string, screenFile: string): Plugin {
  return virtualModule(`perf-validator:${id}`, id, () => precompiledModule((JSON.parse(readFileSync(screenFile, 'utf8')) as { schema: Record<string, unknown> }).schema));
}

export function probeValidatorPlugin(probeFile: string): Plugin {
  return screenValidatorPlugin('virtual:perf-probe-validator', probeFile);
}

/** The simulator's A22 (lookups) and A71 (nationalities) answers, as its handlers give them. */
export function form1DataPlugin(): Plugin {
  return virtualModule('perf-form1-data', 'virtual:perf-form1-data', async () => {
    const ref = await loadReference();
    const A71 = ref.nationalities.map(([NalSwitchCode, NalNameC]) => ({ NalSwitchCode, NalNameC }));
    return `export const A22 = ${JSON.stringify(ref.lookups)};\nexport const A71 = ${JSON.stringify(A71)};\n`;
  });
}
