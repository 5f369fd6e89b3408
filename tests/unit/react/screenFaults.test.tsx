// @vitest-environment jsdom
// A screen with a config fault shows the fault panel naming file and pointer,
// never rjsf's "Invalid root object field configuration" and raw schema dump:
// a ui:order typo (the example) and a widget that throws.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { FaultPanel } from '../../../renderer/react/FaultPanel.js';
import { FaultStore } from '../../../renderer/react/faultStore.js';
import { ScreenView } from '../../../renderer/react/ScreenView.js';
import { contracts } from '../../../widgets/index.js';
import { widgetLoaders } from '../../../widgets/registry.js';
import { stubAppServices } from '../support/appServices.js';

const ROOT = join(__dirname, '../../..');
const indexScreen = (): ScreenConfig => JSON.parse(readFileSync(join(ROOT, 'schemas/index.json'), 'utf8'));

const i18n = i18next.createInstance();
void i18n.init({ lng: 'zh-TW', resources: {}, initAsync: false });

/** The screen and the fault panel, as the shell shows them. */
async function show(config: ScreenConfig): Promise<FaultStore> {
  const faults = new FaultStore();
  const controller = new ScreenController(config, stubAppServices(new SessionStore(new MemoryStorage())), {});
  function Frame() {
    const list = useSyncExternalStore(faults.subscribe, faults.get);
    return <><ScreenView controller={controller} report={faults.report} /><FaultPanel faults={list} /></>;
  }
  render(<I18nextProvider i18n={i18n}><Frame /></I18nextProvider>);
  await act(async () => { await controller.load(); });
  return faults;
}

// The form appears only after the screen's validator module is imported, which takes more than
// testing-library's default 1 s when the machine is busy (seen in a full run): wait for the
// render itself, not for a guess at its speed.
const LOAD = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a screen with a config fault', () => {
  it('a ui:order typo: the fault panel names schemas/index.json and the pointer; no rjsf schema dump', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = indexScreen();
    const order = config.uiSchema!['ui:order'] as string[];
    order[order.indexOf('SalesId')] = 'SalesID';
    await show(config);
    const panel = await screen.findByRole('alert', {}, LOAD);
    expect(panel.textContent).toContain(
      'schemas/index.json#/uiSchema/ui:order: uiSchema order list does not contain property \'SalesId\' (ui:order names "SalesID", not a field of the schema)',
    );
    expect(document.body.textContent).not.toContain('Invalid root object field configuration');
    expect(document.querySelector('pre')).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });

  it('a widget that throws: the panel names the screen file; the rest of the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The screen loads its widgets through the lazy registry (widgets/registry.ts): its upper throws.
    const broken = () => { throw new Error('upper broke'); };
    vi.spyOn(widgetLoaders as Record<string, () => Promise<unknown>>, 'upper').mockResolvedValue({ component: broken, contract: contracts.upper });
    await show(indexScreen());
    const panel = await screen.findByRole('alert', {}, LOAD);
    expect(panel.textContent).toContain('schemas/index.json#/uiSchema: the form failed to render: upper broke');
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('the same screen without the typo renders its form and reports nothing', async () => {
    const faults = await show(indexScreen());
    await waitFor(() => expect(document.querySelector('form')).not.toBeNull(), LOAD);
    expect(faults.get()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
