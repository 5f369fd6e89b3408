// renderer/build/screenWidgetsPlugin.ts: virtual:screen-widgets lists, by screen id, the names the
// screen's uiSchema uses, read with the registry's own reading (namesUsed), so the screen loader's
// head start asks for what loadScreenWidgets will load from the config.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configScreens, screenWidgetNames } from '../../../renderer/build/startWidgets.js';
import { screenWidgetsModule } from '../../../renderer/build/screenWidgetsPlugin.js';
import { namesUsed } from '../../../widgets/namesUsed.js';

const root = resolve(import.meta.dirname, '../../..');

describe('virtual:screen-widgets', () => {
  it("lists each screen's widgets then its fields, and leaves out a screen that draws none", () => {
    const names = screenWidgetNames({
      b: { uiSchema: { X: { 'ui:widget': 'otp' }, Y: { 'ui:field': 'display' }, Z: { items: { 'ui:widget': 'digits' } } } },
      a: { uiSchema: { X: { 'ui:widget': 'text' } } },
      c: { schema: {} },
    });
    expect(names).toEqual({ b: ['digits', 'otp', 'display'] });
  });

  it("holds every screen of the config to what the registry reads from it", () => {
    const screens = configScreens(root);
    const names = screenWidgetNames(screens);
    for (const [id, screen] of Object.entries(screens)) {
      const used = namesUsed((screen as { uiSchema?: unknown }).uiSchema);
      expect(new Set(names[id] ?? []), id).toEqual(new Set([...used.widgets, ...used.fields]));
    }
    expect(screenWidgetsModule(root)).toBe(`export const screenWidgets = ${JSON.stringify(names)};`);
  });
});
