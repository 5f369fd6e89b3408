// GENERATED from renderer/effects/kinds/*.ts by scripts/effectsGen.ts (the runners): do not edit;
// edit the kind's file and run npm run generate.
import type { EffectRunner } from './kind.js';
import { run as call } from './kinds/call.js';
import { run as set } from './kinds/set.js';
import { run as setForm } from './kinds/setForm.js';
import { run as mergeForm } from './kinds/mergeForm.js';
import { run as when } from './kinds/when.js';
import { run as alert } from './kinds/alert.js';
import { run as fail } from './kinds/fail.js';
import { run as go } from './kinds/go.js';
import { run as next } from './kinds/next.js';
import { run as popup } from './kinds/popup.js';
import { run as fieldError } from './kinds/fieldError.js';
import { run as redirect } from './kinds/redirect.js';
import { run as service } from './kinds/service.js';
import { run as stop } from './kinds/stop.js';
import { run as wait } from './kinds/wait.js';
import { run as run } from './kinds/run.js';
import { run as use } from './kinds/use.js';

/** Each kind's key and runner, in the kinds' order (an effect is run by the first whose key it has). */
export const EFFECT_RUNNERS: readonly (readonly [string, EffectRunner])[] = [
  ['call', call as EffectRunner],
  ['set', set as EffectRunner],
  ['setForm', setForm as EffectRunner],
  ['mergeForm', mergeForm as EffectRunner],
  ['when', when as EffectRunner],
  ['alert', alert as EffectRunner],
  ['fail', fail as EffectRunner],
  ['go', go as EffectRunner],
  ['next', next as EffectRunner],
  ['popup', popup as EffectRunner],
  ['fieldError', fieldError as EffectRunner],
  ['redirect', redirect as EffectRunner],
  ['service', service as EffectRunner],
  ['stop', stop as EffectRunner],
  ['wait', wait as EffectRunner],
  ['run', run as EffectRunner],
  ['use', use as EffectRunner],
];
