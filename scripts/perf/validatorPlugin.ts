// Perf-only virtual modules (Node side, for the vite build of scripts/perf/):
// - virtual:perf-probe-validator, virtual:perf-form1-validator: a screen's JSON Schema validator,
//   precompiled as the app's are (the peers' build: with rjsf's own ajv options, as rjsf comes);
// - virtual:perf-form1-data: the simulator's own A22 and A71 answers (simulator/data/), which the
//   Form1 pages answer their onLoad calls with, so no simulator runs while the browser is measured;
// - virtual:perf-jsonata-screens: which of the measured screens load JSONata with them, as the app's
//   screen loader decides (scripts/check/jsonataScreens.ts).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { configTree, jsonataScreensSource, needsJsonata } from '../check/jsonataScreens.js';
import { precompiledModule } from '../../renderer/build/precompileValidator.js';
import { A22 } from '../../simulator/calls/A22.js';
import { A71 } from '../../simulator/calls/A71.js';
import { loadReference } from '../../simulator/data.js';

function virtualModule(name: string, id: string, source: () => string | Promise<string>): Plugin {
  return {
    name,
    resolveId: (requested) => (requested === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? source() : undefined),
  };
}

/** A screen file's validator as the virtual module `id`, built with `overrides` of rjsf's ajv options (the app's by default). */
export function screenValidatorPlugin(id: string, screenFile: string, overrides?: Record<string, unknown>): Plugin {
  return virtualModule(`perf-validator:${id}`, id, () => precompiledModule((JSON.parse(readFileSync(screenFile, 'utf8')) as { schema: Record<string, unknown> }).schema, overrides));
}

export function probeValidatorPlugin(probeFile: string, overrides?: Record<string, unknown>): Plugin {
  return screenValidatorPlugin('virtual:perf-probe-validator', probeFile, overrides);
}

/** The simulator's A22 (lookups) and A71 (nationalities) answers, given by its own handlers. */
export function form1DataPlugin(): Plugin {
  return virtualModule('perf-form1-data', 'virtual:perf-form1-data', async () => {
    // The handlers read the reference data only (public lookups: no applicant, no store).
    const ctx = { ref: await loadReference() } as unknown as Parameters<typeof A22>[1];
    const answer = (handler: typeof A22) => JSON.stringify(handler({} as Parameters<typeof A22>[0], ctx));
    return `export const A22 = ${answer(A22)};\nexport const A71 = ${answer(A71)};\n`;
  });
}

/** The ids of the given screen files that have a rule beyond the plain part (judged with the config under `root`). */
export function jsonataScreensPlugin(root: string, screenFiles: readonly string[]): Plugin {
  return virtualModule('perf-jsonata-screens', 'virtual:perf-jsonata-screens', async () => jsonataScreensSource(await perfJsonataScreens(root, screenFiles)));
}

/** The ids of the screens of `screenFiles` that need JSONata (scripts/check/jsonataScreens.ts's reading). */
export async function perfJsonataScreens(root: string, screenFiles: readonly string[]): Promise<string[]> {
  const tree = await configTree(root);
  return screenFiles.map((file) => ({ file: relative(root, file), data: JSON.parse(readFileSync(file, 'utf8')) as { id: string } }))
    .filter((screen) => needsJsonata(tree, screen)).map((screen) => screen.data.id);
}
