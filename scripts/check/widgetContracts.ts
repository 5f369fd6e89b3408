// Widget names come from each widgets/<dir>/contract.ts (plain TypeScript, no
// React), not from widgets/index.ts, which pulls in React components.
import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WidgetContract } from '../../widgets/shared/contract.js';
import type { Sink } from './types.js';

/** rjsf's own widgets, allowed in ui:widget without a contract. */
export const BUILTIN_WIDGETS = [
  'text', 'textarea', 'checkbox', 'checkboxes', 'radio', 'select', 'hidden', 'password', 'email', 'updown', 'range', 'date',
] as const;

function isContract(x: unknown): x is WidgetContract {
  if (typeof x !== 'object' || x === null) return false;
  const c = x as Partial<WidgetContract>;
  return typeof c.name === 'string' && (c.kind === 'widget' || c.kind === 'field') && typeof c.optionKinds === 'object';
}

/** Imports every widgets/<dir>/contract.ts and collects the contracts it exports (any export name). */
export async function loadWidgetContracts(root: string, sink: Sink): Promise<Map<string, WidgetContract>> {
  const found = new Map<string, WidgetContract>();
  let dirs: string[] = [];
  try {
    dirs = (await readdir(join(root, 'widgets'), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  } catch {
    return found;
  }
  for (const dir of dirs) {
    const file = `widgets/${dir}/contract.ts`;
    if (!existsSync(join(root, file))) continue;
    let mod: Record<string, unknown>;
    try {
      mod = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
    } catch (err) {
      sink.fault(file, '', `cannot load the widget contract: ${(err as Error).message}`);
      continue;
    }
    for (const value of Object.values(mod)) {
      if (!isContract(value)) continue;
      const before = found.get(value.name);
      if (before && before !== value) sink.fault(file, '', `widget name "${value.name}" is defined twice`);
      found.set(value.name, value);
    }
  }
  return found;
}
