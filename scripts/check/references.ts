// Check f: names an effect points at must exist: call codes (the seeds'),
// fail codes (flows/errors.json), run (an action of the same screen), popup
// (the screen's or the flow's), service (the runtime's). Also: no call's onFail
// is empty (a silent failure), the guard failure code and the shell's exit
// popup exist, an error's delayMs names a constant, the flow's idle popup
// exists and its times name number constants, and an "action" widget option
// names an action.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constantTypes, isNumberType } from './constants.js';
import { didYouMean } from './didYouMean.js';
import { fieldsOf } from './effectKinds.js';
import { ptr } from './pointer.js';
import { SERVICE_NAMES } from './serviceNames.js';
import { uiItems } from './uiSchema.js';
import { allEffects, entries, field, isObj, items, type EffectSite } from './walk.js';
import type { Sink, Tree } from './types.js';

const keys = (map: unknown): string[] => entries(map).map(([k]) => k);

function has(map: unknown, key: unknown): boolean {
  return typeof key === 'string' && isObj(map) && Object.prototype.hasOwnProperty.call(map, key);
}

function checkEffect(site: EffectSite, tree: Tree, sink: Sink): void {
  const { effect, file, pointer, screen } = site;
  const errors = field(tree.errors?.data, 'errors');
  const fault = (key: string, message: string) => sink.fault(file, ptr(pointer, key), message);
  if (typeof effect.call === 'string') {
    // Without onFail the runtime runs the catalogue's 0000; an empty list would end the steps silently.
    if (Array.isArray(effect.onFail) && effect.onFail.length === 0) fault('onFail', `an empty onFail ends the steps silently when call "${effect.call}" fails: name a fail code, an alert, or {"stop": true}`);
  }
  // The names the effect's kind declares: a catalogue code, an action, a popup, a runtime service.
  for (const [key, name] of fieldsOf(effect, ['errorCode'])) {
    if (typeof name === 'string' && tree.errors && !has(errors, name)) fault(key, `unknown fail code "${name}": not in flows/errors.json${didYouMean(name, keys(errors))}`);
  }
  for (const [key, name] of fieldsOf(effect, ['action'])) {
    if (typeof name !== 'string') continue;
    if (!screen) fault(key, `run "${name}" needs a screen: flow-level effects have no actions`);
    else if (!has(screen.actions, name)) fault(key, `unknown action "${name}": not in this screen's actions${didYouMean(name, keys(screen.actions))}`);
  }
  for (const [key, name] of fieldsOf(effect, ['popup'])) {
    if (typeof name !== 'string' || has(screen?.popups, name) || has(field(tree.flow?.data, 'popups'), name)) continue;
    const popups = [...keys(screen?.popups), ...keys(field(tree.flow?.data, 'popups'))];
    fault(key, `unknown popup "${name}": not in this screen's popups nor in flows/flow.json popups${didYouMean(name, popups)}`);
  }
  for (const [key, name] of fieldsOf(effect, ['service'])) {
    if (typeof name === 'string' && !SERVICE_NAMES.includes(name)) fault(key, `unknown service "${name}" (not a service of renderer/services/runtimeServices.ts)${didYouMean(name, SERVICE_NAMES)}`);
  }
}

/** flows/flow.json idle: the popup is one of the file's, and the times are numbers or names of number constants. */
function checkIdle(tree: Tree, sink: Sink): void {
  const idle = field(tree.flow?.data, 'idle');
  if (!tree.flow || !isObj(idle)) return;
  const file = tree.flow.file;
  if (typeof idle.popup === 'string' && !has(field(tree.flow.data, 'popups'), idle.popup)) {
    sink.fault(file, '/idle/popup', `unknown popup "${idle.popup}": not in this file's popups${didYouMean(idle.popup, keys(field(tree.flow.data, 'popups')))}`);
  }
  const constants = constantTypes(tree);
  const times: [string, unknown][] = [['/idle/checkEveryMs', idle.checkEveryMs], ['/idle/abandonAfterMs', idle.abandonAfterMs]];
  items(idle.windows).forEach((w, i) => times.push([ptr('/idle/windows', i, 'afterMinutes'), field(w, 'afterMinutes')]));
  for (const [pointer, name] of times) {
    if (typeof name !== 'string' || !tree.constants) continue;
    if (!constants.has(name)) sink.fault(file, pointer, `unknown constant "${name}": not in flows/constants.json${didYouMean(name, constants.keys())}`);
    else if (constants.get(name) && !isNumberType(constants.get(name))) sink.fault(file, pointer, `constant "${name}" is not a number (it is declared ${constants.get(name)})`);
  }
}

/** A screen's step number names a step of its header (flows/flow.json shell.steps); a step screen needs that list. */
function checkSteps(tree: Tree, sink: Sink): void {
  const steps = field(field(tree.flow?.data, 'shell'), 'steps');
  for (const { file, data } of tree.screens.values()) {
    for (const header of ['public', 'banking']) {
      const n = field(field(data, 'step'), header);
      if (typeof n !== 'number') continue;
      const names = items(field(steps, header));
      if (names.length === 0) sink.fault(file, ptr('/step', header), `step ${n}: flows/flow.json has no shell.steps.${header} list`);
      else if (n > names.length) sink.fault(file, ptr('/step', header), `step ${n} of ${names.length}: the ${header} header has only ${names.length} steps (flows/flow.json shell.steps.${header})`);
    }
  }
}

/**
 * A screen's exitPopup names one of its popups or of the flow's; a popup's image is an asset of public/ (the app
 * serves it from there: a missing picture would be an empty box in an example).
 */
function checkScreenPopups(tree: Tree, sink: Sink): void {
  const flowPopups = field(tree.flow?.data, 'popups');
  for (const { file, data } of tree.screens.values()) {
    const exit = field(data, 'exitPopup');
    if (typeof exit === 'string' && !has(field(data, 'popups'), exit) && !has(flowPopups, exit)) {
      sink.fault(file, '/exitPopup', `unknown popup "${exit}": not in this screen's popups nor in flows/flow.json popups${didYouMean(exit, [...keys(field(data, 'popups')), ...keys(flowPopups)])}`);
    }
  }
  const owners: [string, unknown][] = [...[...tree.screens.values()].map(({ file, data }) => [file, data] as [string, unknown])];
  if (tree.flow) owners.push([tree.flow.file, tree.flow.data]);
  for (const [file, data] of owners) {
    for (const [name, popup] of entries(field(data, 'popups'))) {
      const src = field(field(popup, 'image'), 'src');
      if (typeof src === 'string' && !existsSync(join(tree.root, 'public', src))) {
        sink.fault(file, ptr('/popups', name, 'image', 'src'), `no file public/${src}: a popup's image is an asset of public/`);
      }
    }
  }
}

export function checkReferences(tree: Tree, sink: Sink): void {
  checkIdle(tree, sink);
  for (const site of allEffects(tree)) checkEffect(site, tree, sink);
  const errors = field(tree.errors?.data, 'errors');
  const guardFailure = field(tree.flow?.data, 'guardFailure');
  if (tree.flow && tree.errors && typeof guardFailure === 'string' && !has(errors, guardFailure)) {
    sink.fault(tree.flow.file, '/guardFailure', `unknown fail code "${guardFailure}": not in flows/errors.json${didYouMean(guardFailure, keys(errors))}`);
  }
  const exitPopup = field(field(tree.flow?.data, 'shell'), 'exitPopup');
  if (typeof exitPopup === 'string' && !has(field(tree.flow?.data, 'popups'), exitPopup)) {
    sink.fault(tree.flow!.file, '/shell/exitPopup', `unknown popup "${exitPopup}": not in this file's popups${didYouMean(exitPopup, keys(field(tree.flow?.data, 'popups')))}`);
  }
  checkSteps(tree, sink);
  checkScreenPopups(tree, sink);
  const constants = constantTypes(tree);
  for (const [code, entry] of entries(errors)) {
    const delay = field(entry, 'delayMs');
    if (typeof delay !== 'string' || !tree.constants) continue;
    const at = ptr('/errors', code, 'delayMs');
    if (!constants.has(delay)) sink.fault(tree.errors!.file, at, `unknown constant "${delay}": not in flows/constants.json${didYouMean(delay, constants.keys())}`);
    else if (constants.get(delay) && !isNumberType(constants.get(delay))) sink.fault(tree.errors!.file, at, `constant "${delay}" is not a number (it is declared ${constants.get(delay)})`);
  }
  for (const screen of tree.screens.values()) {
    for (const item of uiItems(screen.data, tree.widgets)) {
      if (item.kind === 'action' && !has(field(screen.data, 'actions'), item.value)) {
        sink.fault(screen.file, item.pointer, `unknown action "${item.value}": not in this screen's actions${didYouMean(item.value, keys(field(screen.data, 'actions')))}`);
      }
    }
  }
}
