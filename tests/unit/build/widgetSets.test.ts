// renderer/build/widgetSetsPlugin.ts: the widgets the same screens draw load as one file (issue 22),
// with the helpers of two sets or more in one more, and no stand-in file per widget.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pointLoaders, setModule, widgetHelpersGroup, widgetSets, widgetSetsAt } from '../../../renderer/build/widgetSetsPlugin.js';
import { screensByWidget, widgetsChunkName } from '../../../renderer/build/widgetScreens.js';
import { fieldLoaders, widgetLoaders } from '../../../widgets/loaders.js';

const root = resolve(import.meta.dirname, '../../..');

describe('the widget sets', () => {
  const screens = {
    landing: { uiSchema: { a: { 'ui:widget': 'upper' }, b: { 'ui:field': 'display' } } },
    form1: { uiSchema: { a: { 'ui:widget': 'rocDate' }, b: { 'ui:widget': 'zipCode' }, c: { 'ui:field': 'display' } } },
    form2: { uiSchema: { a: { 'ui:widget': 'zipCode' } } },
  };

  it('given widgets drawn by the same screens, then one set; a start screen\'s widget in the start set', () => {
    const byWidget = screensByWidget(screens);
    expect(byWidget).toEqual({ upper: ['landing'], display: ['form1', 'landing'], rocDate: ['form1'], zipCode: ['form1', 'form2'] });
    expect(widgetSets(['upper', 'display'], byWidget)).toEqual({
      upper: 'widgets-start', display: 'widgets-start', rocDate: 'widgets-form1', zipCode: 'widgets-form1_form2',
    });
  });

  it('given more than three screens, then a name with their count and a hash, the same for the same screens', () => {
    const name = widgetsChunkName(['a', 'b', 'c', 'd']);
    expect(name).toMatch(/^widgets-4-screens-[0-9a-f]{8}$/);
    expect(widgetsChunkName(['a', 'b', 'c', 'd'])).toBe(name);
    expect(widgetsChunkName(['a', 'b', 'c', 'e'])).not.toBe(name);
  });

  it('given the repository\'s loaders, then every widget a screen draws is imported through its set, and a set\'s module re-exports its widgets by name', () => {
    const { sets } = widgetSetsAt(root);
    const found = new Map<string, string>();
    const source = readFileSync(resolve(root, 'widgets/loaders.ts'), 'utf8');
    const pointed = pointLoaders(source, resolve(root, 'widgets'), sets, found);
    const registered = [...Object.keys(widgetLoaders), ...Object.keys(fieldLoaders)];
    for (const name of registered) {
      if (Object.hasOwn(sets, name)) {
        expect(pointed, name).toContain(`  ${name}: () => import("virtual:widget-set/${sets[name]}").then((set) => set["${name}"]).then(`);
        expect(found.get(name), name).toBe(resolve(root, 'widgets', name, /import\('\.\/[\w-]+\/([\w-]+)\.js'\)/.exec(source.split('\n').find((l) => l.startsWith(`  ${name}: `))!)![1]));
      } else expect(pointed, name).toMatch(new RegExp(`  ${name}: \\(\\) => import\\('\\./${name}/`));
    }
    expect(Object.keys(sets).filter((n) => !registered.includes(n))).toEqual([]);
    const start = setModule('widgets-start', sets, found);
    const startNames = Object.keys(sets).filter((n) => sets[n] === 'widgets-start').sort();
    expect(start.split('\n')).toEqual(startNames.map((n) => `export * as ${n} from ${JSON.stringify(found.get(n))};`));
  });
});

describe('the widgets\' helpers of two sets or more', () => {
  const sets = { upper: 'widgets-start', rocDate: 'widgets-form1', zipCode: 'widgets-form1_form2' };
  const group = widgetHelpersGroup({ sets, byWidget: {} });
  const importers: Record<string, string[]> = {
    '/r/widgets/upper/UpperWidget.tsx': ['\0virtual:widget-set/widgets-start'],
    '/r/widgets/rocDate/RocDateWidget.tsx': ['\0virtual:widget-set/widgets-form1'],
    '/r/widgets/zipCode/ZipCodeWidget.tsx': ['\0virtual:widget-set/widgets-form1+form2'],
    '/r/widgets/shared/FilteredTextInput.tsx': ['/r/widgets/rocDate/RocDateWidget.tsx', '/r/widgets/shared/Masked.tsx'],
    '/r/widgets/shared/Masked.tsx': ['/r/widgets/upper/UpperWidget.tsx'],
    '/r/widgets/rocDate/calendar.ts': ['/r/widgets/rocDate/RocDateWidget.tsx'],
    '/r/widgets/shared/contract.ts': ['/r/widgets/zipCode/ZipCodeWidget.tsx', '/r/renderer/engine/screen.ts'],
    '/r/widgets/rocDate/dates.ts': ['/r/widgets/rocDate/RocDateWidget.tsx', '/r/widgets/zipCode/ZipCodeWidget.tsx'],
  };
  const graph = { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) } as never;
  const name = group.name as (id: string, graph: never) => string | null;

  it.each([
    ['/r/widgets/shared/FilteredTextInput.tsx', 'widgets-helpers-start', 'of rocDate (form1) and, through another helper, upper (start)'],
    ['/r/widgets/shared/Masked.tsx', null, 'of upper only: in the start set\'s file'],
    ['/r/widgets/rocDate/calendar.ts', null, 'in rocDate\'s folder, of rocDate only'],
    ['/r/widgets/upper/UpperWidget.tsx', null, 'a widget\'s own module: with its set'],
    ['/r/widgets/rocDate/dates.ts', 'widgets-helpers', 'in rocDate\'s folder, of rocDate (form1) and zipCode (form1 and form2)'],
    ['/r/widgets/shared/contract.ts', null, 'also imported by the runtime: not the config\'s to place'],
    ['/r/renderer/engine/screen.ts', null, 'not under widgets/'],
  ] as [string, string | null, string][])('%s: %s (%s)', (id, expected) => {
    expect(name(id, graph)).toBe(expected);
  });
});
