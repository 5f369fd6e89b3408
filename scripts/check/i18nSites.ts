// Every i18n key the config uses, with its pointer: screen title, the step
// names (flows/flow.json shell.steps), submit label, validation messages, popup title/body/buttons, alert
// and fieldError messages, the catalogue's messages, uiSchema texts, and the
// scenario's popupButton labels.
import { ptr } from './pointer.js';
import { uiItems } from './uiSchema.js';
import { allEffects, entries, field, items } from './walk.js';
import type { Tree } from './types.js';

export interface KeySite {
  file: string;
  pointer: string;
  key: string;
}

export function i18nSites(tree: Tree): KeySite[] {
  const out: KeySite[] = [];
  const push = (file: string, pointer: string, key: unknown) => {
    if (typeof key === 'string') out.push({ file, pointer, key });
  };
  const popups = (file: string, config: unknown) => {
    for (const [name, popup] of entries(field(config, 'popups'))) {
      const at = ptr('/popups', name);
      push(file, ptr(at, 'title'), field(popup, 'title'));
      push(file, ptr(at, 'body'), field(popup, 'body'));
      items(field(popup, 'buttons')).forEach((b, i) => push(file, ptr(at, 'buttons', i, 'label'), field(b, 'label')));
    }
  };
  for (const { file, data } of tree.screens.values()) {
    push(file, '/title', field(data, 'title'));
    push(file, '/submit/label', field(field(data, 'submit'), 'label'));
    items(field(field(data, 'submit'), 'needs')).forEach((need, i) => push(file, ptr('/submit/needs', i, 'text'), field(need, 'text')));
    items(field(field(data, 'rules'), 'validate')).forEach((r, i) => push(file, ptr('/rules/validate', i, 'message'), field(r, 'message')));
    popups(file, data);
    for (const [box, config] of entries(field(data, 'copy'))) push(file, ptr('/copy', box, 'requiresAlert'), field(config, 'requiresAlert'));
    for (const item of uiItems(data, tree.widgets)) if (item.kind === 'i18n') push(file, item.pointer, item.value);
  }
  if (tree.flow) popups(tree.flow.file, tree.flow.data);
  for (const header of ['public', 'banking']) {
    items(field(field(field(tree.flow?.data, 'shell'), 'steps'), header)).forEach((key, i) => push(tree.flow!.file, ptr('/shell/steps', header, i), key));
  }
  for (const { file, pointer, effect } of allEffects(tree)) {
    push(file, ptr(pointer, 'alert'), effect.alert);
    if ('fieldError' in effect) push(file, ptr(pointer, 'message'), effect.message);
  }
  if (tree.errors) {
    for (const [code, entry] of entries(field(tree.errors.data, 'errors'))) push(tree.errors.file, ptr('/errors', code, 'message'), field(entry, 'message'));
  }
  for (const { file, data } of tree.scenarios) {
    items(field(data, 'steps')).forEach((s, i) => push(file, ptr('/steps', i, 'popupButton'), field(s, 'popupButton')));
  }
  return out;
}
