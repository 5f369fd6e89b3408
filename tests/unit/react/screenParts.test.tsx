// @vitest-environment jsdom
// A screen's validator and widgets load once, and as soon as its config is known (main.tsx's
// screen loader asks beside the rules it names): the view then draws the form on its first
// render, without a second round of fetches after it mounts (issue 22's first render).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { loadScreenParts, screenPartsNow } from '../../../renderer/react/screenParts.js';
import { ScreenView } from '../../../renderer/react/ScreenView.js';
import { loadValidator } from '../../../renderer/react/validators.js';
import { namesUsed } from '../../../widgets/registry.js';
import { stubAppServices } from '../support/appServices.js';

const ROOT = join(__dirname, '../../..');
const config = (id: string): ScreenConfig => JSON.parse(readFileSync(join(ROOT, `schemas/${id}.json`), 'utf8'));
const i18n = i18next.createInstance();
void i18n.init({ lng: 'zh-TW', resources: {}, initAsync: false });

function view(screenConfig: ScreenConfig) {
  const controller = new ScreenController(screenConfig, stubAppServices(new SessionStore(new MemoryStorage())), {});
  return render(<I18nextProvider i18n={i18n}><ScreenView controller={controller} report={(err) => { throw err; }} /></I18nextProvider>);
}

afterEach(cleanup);

describe('a screen\'s parts (validator and widgets)', () => {
  it('load once per config, however many ask while they load', async () => {
    const form1 = config('form1');
    const first = loadScreenParts(form1);
    expect(loadScreenParts(form1)).toBe(first);
    expect(screenPartsNow(form1)).toBeUndefined();
    const parts = await first;
    expect(screenPartsNow(form1)).toBe(parts);
    // Its widgets are the ones its uiSchema names, and the validator is the screen's own.
    expect(Object.keys(parts.registry.widgets).sort()).toEqual([...namesUsed(form1.uiSchema).widgets].sort());
    expect(parts.validator).toBe(await loadValidator('form1'));
    expect(loadValidator('form1')).toBe(loadValidator('form1'));
  });

  it('loaded with the config: the view draws the form on its first render', async () => {
    const form1 = config('form1');
    await loadScreenParts(form1);
    const { container } = view(form1);
    expect(container.querySelector('.screen--loading')).toBeNull();
    expect(container.querySelector('#root_NameChinese')).not.toBeNull();
  });

  it('not loaded yet: the view waits for them, then draws the form', async () => {
    const form1 = config('form1');
    const { container } = view(form1);
    expect(container.querySelector('.screen--loading')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('#root_NameChinese')).not.toBeNull(), { timeout: 15_000 });
    expect(container.querySelector('.screen--loading')).toBeNull();
  });

  it('a screen without a validator fails, and is asked again next time', async () => {
    await expect(loadValidator('no-such-screen')).rejects.toThrow('no precompiled validator for screen "no-such-screen"');
    await expect(loadValidator('no-such-screen')).rejects.toThrow('no-such-screen');
  });
});
