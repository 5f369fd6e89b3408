// The uiSchema against the screen's JSON Schema, at every level: ui:order
// entries and uiSchema keys must be fields ("*" stands for the rest), and
// without "*" ui:order must list every field. rjsf refuses an order that
// leaves a field out by replacing the whole form with "Invalid root object
// field configuration"; a key it does not know it silently ignores.
import { nearest, suggestion } from './didYouMean.js';
import { declaredProperties } from './formSchema.js';
import { ptr } from './pointer.js';
import { field, isObj, type Obj } from './walk.js';
import type { Sink, Tree } from './types.js';

type Fault = (pointer: string, message: string) => void;

function checkOrder(order: unknown[], fields: Map<string, unknown>, at: string, fault: Fault): void {
  const seen = new Set<string>();
  const explained = new Set<string>();
  order.forEach((entry, i) => {
    if (typeof entry !== 'string') return; // the meta-schema's fault
    if (seen.has(entry) && entry !== '*') fault(ptr(at, i), `ui:order lists "${entry}" twice`);
    seen.add(entry);
    if (entry === '*' || fields.has(entry)) return;
    const near = nearest(entry, fields.keys());
    if (near) explained.add(near);
    fault(ptr(at, i), `ui:order names "${entry}", which is not a field of this schema${suggestion(entry, fields.keys())}`);
  });
  if (order.filter((e) => e === '*').length > 1) fault(at, 'ui:order may hold "*" (the rest) once only');
  if (seen.has('*')) return;
  // A field a typo above already accounts for is not reported twice.
  const left = [...fields.keys()].filter((f) => !seen.has(f) && !explained.has(f));
  if (left.length > 0) fault(at, `ui:order leaves out ${left.map((f) => `"${f}"`).join(', ')}: rjsf then shows no form at all (list ${left.length > 1 ? 'them' : 'it'}, or add "*" for the rest)`);
}

function checkNode(ui: Obj, schema: unknown, at: string, fault: Fault): void {
  if (isObj(schema) && (schema.type === 'array' || 'items' in schema)) {
    if (isObj(ui.items)) checkNode(ui.items, schema.items, ptr(at, 'items'), fault);
    return;
  }
  const fields = declaredProperties(schema);
  if (!fields || fields.size === 0) return;
  if (Array.isArray(ui['ui:order'])) checkOrder(ui['ui:order'], fields, ptr(at, 'ui:order'), fault);
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    if (!fields.has(key)) fault(ptr(at, key), `uiSchema key "${key}" is not a field of this schema, so rjsf ignores it${suggestion(key, fields.keys())}`);
    else if (isObj(value)) checkNode(value, fields.get(key), ptr(at, key), fault);
  }
}

export function checkUiFields(tree: Tree, sink: Sink): void {
  for (const screen of tree.screens.values()) {
    const ui = field(screen.data, 'uiSchema');
    if (isObj(ui)) checkNode(ui, field(screen.data, 'schema'), '/uiSchema', (pointer, message) => sink.fault(screen.file, pointer, message));
  }
}
