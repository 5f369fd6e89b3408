// virtual:perf-probe-validator: the probe screen's JSON Schema validator, precompiled as the app's are.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { precompiledModule } from '../../renderer/build/precompileValidator.js';

const ID = 'virtual:perf-probe-validator';

export function probeValidatorPlugin(probeFile: string): Plugin {
  return {
    name: 'perf-probe-validator',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? precompiledModule((JSON.parse(readFileSync(probeFile, 'utf8')) as { schema: Record<string, unknown> }).schema) : undefined),
  };
}
