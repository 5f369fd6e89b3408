// Every JSONata position of the config (the `Expr` fields), in effects (as each
// kind of renderer/effects/kinds/ declares them), screens, the flow (popups, idle), the error catalogue and the payloads
// (flows/payloads.json: each source, transformation and part condition), with its pointer.
import { fieldsOf, type Kinds } from './effectKinds.js';
import { ptr } from './pointer.js';
import { uiItems } from './uiSchema.js';
import { allEffects, entries, field, items, screenEffects, type Obj } from './walk.js';
import type { Loaded, Tree } from './types.js';

export interface ExprSite {
  file: string;
  pointer: string;
  expr: string;
  /** Where a number is needed (a delay, a countdown's seconds): the rule must give one. */
  expects?: 'number';
  /** A shared rule's body run from this site (namedSites.ts): the rule's file(s), caller first. */
  via?: string;
}

type Push = (pointer: string, value: unknown, expects?: 'number') => void;

function pushMap(push: Push, map: unknown, at: string): void {
  for (const [key, value] of entries(map)) push(ptr(at, key), value);
}

/** Expression fields of one effect, as its kind declares them (its nested effect lists are walked separately). */
function effectExprs(effect: Obj, at: string, push: Push, kinds?: Kinds): void {
  for (const [key, value] of fieldsOf(effect, ['expr'], kinds)) push(ptr(at, key), value);
  for (const [key, value] of fieldsOf(effect, ['exprMap'], kinds)) pushMap(push, value, ptr(at, key));
  for (const [key, value] of fieldsOf(effect, ['numberOrExpr'], kinds)) if (typeof value === 'string') push(ptr(at, key), value, 'number');
}

function popupExprs(config: unknown, push: Push): void {
  for (const [name, popup] of entries(field(config, 'popups'))) pushMap(push, field(popup, 'params'), ptr('', 'popups', name, 'params'));
}

/** Screen-level positions: rules, submit, next, popups, uiSchema options. */
function screenExprs(screen: unknown, tree: Tree, push: Push): void {
  const rules = field(screen, 'rules');
  pushMap(push, field(rules, 'visible'), '/rules/visible');
  pushMap(push, field(rules, 'required'), '/rules/required');
  pushMap(push, field(rules, 'readonly'), '/rules/readonly');
  for (const [box, config] of entries(field(screen, 'copy'))) {
    pushMap(push, field(config, 'fields'), ptr('/copy', box, 'fields'));
    if (field(config, 'requires') !== undefined) push(ptr('/copy', box, 'requires'), field(config, 'requires'));
  }
  items(field(rules, 'validate')).forEach((rule, i) => {
    const at = ptr('/rules/validate', i);
    for (const key of ['when', 'assert']) if (field(rule, key) !== undefined) push(ptr(at, key), field(rule, key));
    pushMap(push, field(rule, 'params'), ptr(at, 'params'));
  });
  for (const key of ['enabled', 'hidden']) {
    const value = field(field(screen, 'submit'), key);
    if (value !== undefined) push(ptr('/submit', key), value);
  }
  items(field(field(screen, 'submit'), 'needs')).forEach((need, i) => push(ptr('/submit/needs', i, 'holds'), field(need, 'holds')));
  items(field(screen, 'next')).forEach((rule, i) => {
    if (field(rule, 'when') !== undefined) push(ptr('/next', i, 'when'), field(rule, 'when'));
    pushMap(push, field(rule, 'set'), ptr('/next', i, 'set'));
  });
  popupExprs(screen, push);
  for (const item of uiItems(screen, tree.widgets)) if (item.kind === 'expr') push(item.pointer, item.value, item.expects);
}

/** The expressions one screen runs: its own positions and its effects', with the named effect lists it uses. */
export function screenExprSites(tree: Tree, screen: Loaded): ExprSite[] {
  const out: ExprSite[] = [];
  const pusher = (file: string): Push => (pointer, value) => { if (typeof value === 'string') out.push({ file, pointer, expr: value }); };
  for (const site of screenEffects(screen, tree)) effectExprs(site.effect, site.pointer, pusher(site.file));
  screenExprs(screen.data, tree, pusher(screen.file));
  return out;
}

/** Every expression of the config; `kinds`: the effect kinds (a test adds one). */
export function exprSites(tree: Tree, kinds?: Kinds): ExprSite[] {
  const out: ExprSite[] = [];
  const pusher = (file: string): Push => (pointer, value, expects) => {
    // A non-string here is the meta-schema check's fault; only strings are expressions.
    if (typeof value === 'string') out.push({ file, pointer, expr: value, ...(expects ? { expects } : {}) });
  };
  for (const site of allEffects(tree)) effectExprs(site.effect, site.pointer, pusher(site.file), kinds);
  for (const screen of tree.screens.values()) screenExprs(screen.data, tree, pusher(screen.file));
  if (tree.flow) {
    const push = pusher(tree.flow.file);
    popupExprs(tree.flow.data, push);
    const idle = field(tree.flow.data, 'idle');
    if (field(idle, 'when') !== undefined) push('/idle/when', field(idle, 'when'));
    if (field(idle, 'limitMinutes') !== undefined) push('/idle/limitMinutes', field(idle, 'limitMinutes'), 'number');
    items(field(idle, 'windows')).forEach((w, i) => push(ptr('/idle/windows', i, 'url'), field(w, 'url')));
  }
  if (tree.payloads) {
    const push = pusher(tree.payloads.file);
    for (const [name, payload] of entries(field(tree.payloads.data, 'payloads'))) {
      items(field(payload, 'parts')).forEach((part, i) => {
        const at = ptr('/payloads', name, 'parts', i);
        if (field(part, 'when') !== undefined) push(ptr(at, 'when'), field(part, 'when'));
        for (const [key, entry] of entries(field(part, 'fields'))) push(typeof entry === 'string' ? ptr(at, 'fields', key) : ptr(at, 'fields', key, 'value'), typeof entry === 'string' ? entry : field(entry, 'value'));
      });
    }
  }
  if (tree.errors) {
    for (const [code, entry] of entries(field(tree.errors.data, 'errors'))) {
      if (field(entry, 'redirect') !== undefined) pusher(tree.errors.file)(ptr('/errors', code, 'redirect'), field(entry, 'redirect'));
    }
  }
  return out;
}
