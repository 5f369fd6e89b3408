// The widget names a screen's uiSchema uses: what the browser's registry loads for it
// (registry.ts) and what the build puts in the start screens' chunk (renderer/build/startWidgets.ts).
import { BUILTIN_WIDGETS } from './builtins.js';

/** The ui:widget and ui:field names a uiSchema uses, at any depth (array items, sections). */
export function namesUsed(uiSchema: unknown): { widgets: Set<string>; fields: Set<string> } {
  const found = { widgets: new Set<string>(), fields: new Set<string>() };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) { node.forEach(walk); return; }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string' && !BUILTIN_WIDGETS.includes(value)) found.widgets.add(value);
      else if (key === 'ui:field' && typeof value === 'string') found.fields.add(value);
      else walk(value);
    }
  };
  walk(uiSchema);
  return found;
}
