// The browser's widget registry: the lazy imports of loaders.ts, keyed by the name a screen's
// uiSchema uses (ui:widget, ui:field). A screen loads the widgets its config names, with its
// validator (renderer/react/ScreenView.tsx). The build loads the widgets the same screens draw as
// one file (renderer/build/widgetSetsPlugin.ts): the start screen carries none it does not draw (issue 22). widgets/index.ts keeps the eager maps for Node
// (the checker's smoke render, tests); tests/unit/widgets/lazyRegistry.test.ts holds the two to the same names.
import type { RegistryFieldsType, RegistryWidgetsType, RJSFSchema } from '@rjsf/utils';
import { fieldLoaders, widgetLoaders, type Load, type Loaded } from './loaders.js';
import { namesUsed } from './namesUsed.js';
import type { WidgetContract } from './shared/contract.js';
import { schemaNeedsExtras, uiSchemaNeedsExtras } from './rjsf/core.js';
import type { RjsfParts } from './rjsf/extras.js';

export { namesUsed } from './namesUsed.js';
export { fieldLoaders, prefetchWidgets, widgetLoaders } from './loaders.js';

/** The widgets and fields one screen draws, loaded: what ScreenForm hands to rjsf, and their contracts by name. */
export interface ScreenWidgets {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
  contracts: Readonly<Record<string, WidgetContract>>;
  /** rjsf's parts beyond the core, when the screen's config needs them (widgets/rjsf/core.ts). */
  rjsf?: RjsfParts;
}

/** Loads what `screen`'s uiSchema names; a name not registered is a config fault naming it and the screen. */
export async function loadScreenWidgets(screen: { id: string; schema?: unknown; uiSchema?: unknown }): Promise<ScreenWidgets> {
  const used = namesUsed(screen.uiSchema);
  const load = async <T>(names: Set<string>, loaders: Readonly<Record<string, Load<T>>>, kind: string) => Promise.all([...names].map(async (name) => {
    if (!Object.hasOwn(loaders, name)) throw new Error(`Unknown ${kind} "${name}" on screen "${screen.id}" (known ${kind}s: ${Object.keys(loaders).join(', ')})`);
    return [name, await loaders[name]()] as const;
  }));
  const ours = Object.keys(fieldLoaders);
  const needsRjsf = schemaNeedsExtras(screen.schema as RJSFSchema | undefined, screen.uiSchema as Record<string, unknown> | undefined, ours) ?? uiSchemaNeedsExtras(screen.uiSchema, ours);
  const [widgets, fields, rjsf] = await Promise.all([
    load(used.widgets, widgetLoaders, 'widget'), load(used.fields, fieldLoaders, 'field'),
    needsRjsf ? import('./rjsf/extras.js').then((m) => m.rjsfExtras()) : undefined,
  ]);
  const components = <T>(list: ReadonlyArray<readonly [string, Loaded<T>]>) => Object.fromEntries(list.map(([name, l]) => [name, l.component]));
  return {
    widgets: components(widgets),
    fields: components(fields),
    contracts: Object.fromEntries([...widgets, ...fields].map(([name, l]) => [name, l.contract])),
    ...(rjsf ? { rjsf } : {}),
  };
}
