// GENERATED from renderer/effects/kinds/*.ts by scripts/effectsGen.ts (the list of kinds): do not edit;
// edit the kind's file and run npm run generate.
import type { EffectKind } from './kind.js';
import { call } from './kinds/call.js';
import { set } from './kinds/set.js';
import { setForm } from './kinds/setForm.js';
import { mergeForm } from './kinds/mergeForm.js';
import { when } from './kinds/when.js';
import { alert } from './kinds/alert.js';
import { fail } from './kinds/fail.js';
import { go } from './kinds/go.js';
import { next } from './kinds/next.js';
import { popup } from './kinds/popup.js';
import { fieldError } from './kinds/fieldError.js';
import { redirect } from './kinds/redirect.js';
import { service } from './kinds/service.js';
import { stop } from './kinds/stop.js';
import { wait } from './kinds/wait.js';
import { runStep } from './kinds/run.js';
import { use } from './kinds/use.js';

/** Every effect kind, in its order (the runner, the journey walk and the checker go by it). */
export const EFFECT_KINDS: readonly EffectKind<never>[] = [
  call,
  set,
  setForm,
  mergeForm,
  when,
  alert,
  fail,
  go,
  next,
  popup,
  fieldError,
  redirect,
  service,
  stop,
  wait,
  runStep,
  use,
];
