// Field names written in a screen's rules and effects must be fields of its
// JSON Schema: rules.visible and rules.required keys, a validate rule's
// "field", fieldError, setForm keys, onChange keys, memoryOnly, and widget options naming
// a field (areaField, parentField). A misspelt one is silently ignored at run
// time (no field is hidden, no message shown, no list filtered).
import { suggestion } from './didYouMean.js';
import { fieldsOf } from './effectKinds.js';
import { declaredProperties } from './formSchema.js';
import { ptr } from './pointer.js';
import { uiItems } from './uiSchema.js';
import { entries, field, items, screenEffects, str } from './walk.js';
import type { Loaded, Sink, Tree } from './types.js';

interface Named {
  /** The file it is written in, when not the screen's (a named effect list the screen uses). */
  file?: string;
  pointer: string;
  name: string;
  what: string;
}

function namedFields(screen: Loaded, tree: Tree): Named[] {
  const out: Named[] = [];
  const rules = field(screen.data, 'rules');
  for (const kind of ['visible', 'required', 'readonly']) {
    for (const [name] of entries(field(rules, kind))) out.push({ pointer: ptr('/rules', kind, name), name, what: `a ${kind} rule` });
  }
  items(field(rules, 'validate')).forEach((rule, i) => {
    const name = str(field(rule, 'field'));
    if (name !== undefined) out.push({ pointer: ptr('/rules/validate', i, 'field'), name, what: 'a validate rule' });
  });
  for (const [box, config] of entries(field(screen.data, 'copy'))) {
    out.push({ pointer: ptr('/copy', box), name: box, what: 'a copy box' });
    for (const [target] of entries(field(config, 'fields'))) out.push({ pointer: ptr('/copy', box, 'fields', target), name: target, what: 'a copy target' });
    items(field(config, 'exclusiveWith')).forEach((other, i) => {
      if (typeof other === 'string') out.push({ pointer: ptr('/copy', box, 'exclusiveWith', i), name: other, what: 'a copy partner' });
    });
  }
  items(field(screen.data, 'memoryOnly')).forEach((name, i) => {
    if (typeof name === 'string') out.push({ pointer: ptr('/memoryOnly', i), name, what: 'memoryOnly' });
  });
  for (const group of ['onChange', 'onBlur']) {
    for (const [name] of entries(field(screen.data, group))) out.push({ pointer: ptr('/' + group, name), name, what: group });
  }
  for (const { effect, pointer, file } of screenEffects(screen, tree)) {
    const at = file === screen.file ? {} : { file };
    for (const [key, name] of fieldsOf(effect, ['formField'])) if (typeof name === 'string') out.push({ ...at, pointer: ptr(pointer, key), name, what: key });
    for (const [name] of entries(effect.setForm)) out.push({ ...at, pointer: ptr(pointer, 'setForm', name), name, what: 'setForm' });
  }
  for (const item of uiItems(screen.data, tree.widgets)) {
    if (item.kind === 'formField') out.push({ pointer: item.pointer, name: item.value, what: 'a widget option' });
  }
  return out;
}

export function checkFormFields(tree: Tree, sink: Sink): void {
  for (const screen of tree.screens.values()) {
    const fields = declaredProperties(field(screen.data, 'schema'));
    if (!fields) continue; // a schema that takes any key names nothing to check against
    for (const { file, pointer, name, what } of namedFields(screen, tree)) {
      if (fields.has(name)) continue;
      const whose = file ? `${screen.file}'s schema` : "this screen's schema";
      sink.fault(file ?? screen.file, pointer, `unknown field "${name}" in ${what}: not in ${whose}${suggestion(name, fields.keys())}`);
    }
  }
}
