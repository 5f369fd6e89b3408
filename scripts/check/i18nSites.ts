// Every i18n key the config uses, with its pointer and the params drawn with it: screen title,
// the step names (flows/flow.json shell.steps), submit label, validation messages, popup
// title/body/buttons, alert and fieldError messages, the catalogue's messages, uiSchema texts,
// the Back and Forward messages (flows/flow.json history and each route's),
// and the scenario's popupButton labels.
import { fieldsOf } from './effectKinds.js';
import { ptr } from './pointer.js';
import { uiItems, type UiOption } from './uiSchema.js';
import { allEffects, entries, field, isObj, items, str } from './walk.js';
import type { Tree } from './types.js';
import type { WidgetContract } from '../../widgets/shared/contract.js';

/** The params a use of a key is drawn with: their names, and `open` when it may pass names the check cannot know. */
export interface Passes {
  names: readonly string[];
  open?: boolean;
}

export interface KeySite {
  file: string;
  pointer: string;
  key: string;
  passes: Passes;
}

const NONE: Passes = { names: [] };
const namesOf = (params: unknown): string[] => Object.keys(isObj(params) ? params : {});

/** What a widget passes to the text of one of its options (its contract's texts; none when it lists nothing). */
function optionPasses(option: UiOption, widgets: ReadonlyMap<string, WidgetContract>): Passes {
  const text = option.widget === undefined ? undefined : widgets.get(option.widget)?.texts?.[option.name];
  if (!text) return NONE;
  return { names: [...text.passes, ...(text.params ? option.params : [])], ...(text.served ? { open: true } : {}) };
}

/**
 * Popup name -> the params of the popup effects opening it, per file holding the popup: a screen's
 * own popup is opened by its effects, a flow popup by any effect whose screen has no popup of that name.
 */
function popupOpeners(tree: Tree): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { file, effect, screen } of allEffects(tree)) {
    const name = str(effect.popup);
    if (name === undefined) continue;
    const owner = screen && isObj(field(screen, 'popups')) && Object.hasOwn(field(screen, 'popups') as object, name) ? file : tree.flow?.file;
    const at = `${owner}#${name}`;
    out.set(at, [...(out.get(at) ?? []), ...namesOf(effect.params)]);
  }
  return out;
}

export function i18nSites(tree: Tree): KeySite[] {
  const out: KeySite[] = [];
  const push = (file: string, pointer: string, key: unknown, passes: Passes = NONE) => {
    if (typeof key === 'string') out.push({ file, pointer, key, passes });
  };
  const openers = popupOpeners(tree);
  const popups = (file: string, config: unknown) => {
    for (const [name, popup] of entries(field(config, 'popups'))) {
      const at = ptr('/popups', name);
      const passes = { names: [...namesOf(field(popup, 'params')), ...(openers.get(`${file}#${name}`) ?? [])] };
      push(file, ptr(at, 'title'), field(popup, 'title'), passes);
      push(file, ptr(at, 'body'), field(popup, 'body'), passes);
      push(file, ptr(at, 'image', 'alt'), field(field(popup, 'image'), 'alt'));
      items(field(popup, 'buttons')).forEach((b, i) => push(file, ptr(at, 'buttons', i, 'label'), field(b, 'label'), passes));
    }
  };
  for (const { file, data } of tree.screens.values()) {
    push(file, '/title', field(data, 'title'));
    push(file, '/submit/label', field(field(data, 'submit'), 'label'));
    items(field(field(data, 'submit'), 'needs')).forEach((need, i) => push(file, ptr('/submit/needs', i, 'text'), field(need, 'text')));
    items(field(field(data, 'rules'), 'validate')).forEach((r, i) => push(file, ptr('/rules/validate', i, 'message'), field(r, 'message'), { names: namesOf(field(r, 'params')) }));
    popups(file, data);
    for (const [box, config] of entries(field(data, 'copy'))) push(file, ptr('/copy', box, 'requiresAlert'), field(config, 'requiresAlert'));
    for (const item of uiItems(data, tree.widgets)) {
      if (item.kind === 'i18n') push(file, item.pointer, item.value, item.option ? optionPasses(item.option, tree.widgets) : NONE);
    }
  }
  if (tree.flow) popups(tree.flow.file, tree.flow.data);
  if (tree.flow) {
    // Back and Forward (renderer/engine/history.ts): the flow's texts, each page state's and each route's message.
    const history = field(tree.flow.data, 'history');
    for (const key of ['message', 'changed', 'button']) push(tree.flow.file, ptr('/history', key), field(history, key));
    for (const [state, rule] of entries(field(history, 'pageStates'))) push(tree.flow.file, ptr('/history/pageStates', state, 'message'), field(rule, 'message'));
    items(field(tree.flow.data, 'routes')).forEach((route, i) => push(tree.flow!.file, ptr('/routes', i, 'history', 'message'), field(field(route, 'history'), 'message')));
  }
  for (const header of ['public', 'banking']) {
    items(field(field(field(tree.flow?.data, 'shell'), 'steps'), header)).forEach((key, i) => push(tree.flow!.file, ptr('/shell/steps', header, i), key));
  }
  for (const { file, pointer, effect } of allEffects(tree)) {
    // The texts an effect's kind declares (alert's key, fieldError's message), each with the effect's params.
    for (const [key, value] of fieldsOf(effect, ['i18nKey'])) push(file, ptr(pointer, key), value, { names: namesOf(effect.params) });
  }
  if (tree.errors) {
    // The catalogue names a message; the params come with each fail effect (the interpolation check adds those uses).
    for (const [code, entry] of entries(field(tree.errors.data, 'errors'))) push(tree.errors.file, ptr('/errors', code, 'message'), field(entry, 'message'));
  }
  for (const { file, data } of tree.scenarios) {
    items(field(data, 'steps')).forEach((s, i) => push(file, ptr('/steps', i, 'popupButton'), field(s, 'popupButton')));
  }
  return out;
}
