// Check e: every ui:widget / ui:field names a widget contract (widgets/<dir>/contract.ts)
// of the right kind, or an rjsf built-in widget; and its ui:options fit the contract.
import { didYouMean } from './didYouMean.js';
import { uiItems } from './uiSchema.js';
import { BUILTIN_WIDGETS } from './widgetContracts.js';
import type { Sink, Tree } from './types.js';

export function checkWidgets(tree: Tree, sink: Sink): void {
  const builtins: readonly string[] = BUILTIN_WIDGETS;
  for (const screen of tree.screens.values()) {
    for (const item of uiItems(screen.data, tree.widgets)) {
      if (item.kind === 'fault') {
        sink.fault(screen.file, item.pointer, item.message);
        continue;
      }
      if (item.kind !== 'widget' && item.kind !== 'field') continue;
      const contract = tree.widgets.get(item.value);
      const key = `ui:${item.kind}`;
      if (contract && contract.kind !== item.kind) {
        sink.fault(screen.file, item.pointer, `"${item.value}" is a ${contract.kind}: name it in ui:${contract.kind}, not ${key}`);
      } else if (!contract && !(item.kind === 'widget' && builtins.includes(item.value))) {
        const known = [...tree.widgets.values()].filter((c) => c.kind === item.kind).map((c) => c.name).sort();
        const all = [...known, ...(item.kind === 'widget' ? builtins : [])];
        sink.fault(screen.file, item.pointer, `unknown ${item.kind} "${item.value}" (known: ${all.join(', ') || 'none'})${didYouMean(item.value, all)}`);
      }
    }
  }
}
