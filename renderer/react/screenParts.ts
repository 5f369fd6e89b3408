// What a screen needs beside its config to be drawn: its precompiled validator and the widgets
// its uiSchema names. Loaded once per screen config, and asked for as soon as the config is known
// (main.tsx's screen loader, beside the rules it names), so the view draws the form on its first
// render instead of a second round of fetches after it mounts (issue 22's first render).
import type { ValidatorType } from '@rjsf/utils';
import { loadScreenWidgets, type ScreenWidgets } from '../../widgets/registry.js';
import { loadValidator } from './validators.js';

export interface ScreenParts { validator: ValidatorType; registry: ScreenWidgets }
type Screen = Parameters<typeof loadScreenWidgets>[0];

interface Entry { loading: Promise<ScreenParts>; parts?: ScreenParts }
// By config object: the studio hands a new one for each edit, whose widgets may differ.
const entries = new WeakMap<Screen, Entry>();

export function loadScreenParts(screen: Screen): Promise<ScreenParts> {
  const known = entries.get(screen);
  if (known) return known.loading;
  const entry: Entry = {
    loading: Promise.all([loadValidator(screen.id), loadScreenWidgets(screen)]).then(([validator, registry]) => {
      entry.parts = { validator, registry };
      return entry.parts;
    }),
  };
  entries.set(screen, entry);
  return entry.loading;
}

/** The screen's parts if they have loaded: the view draws the form at once. */
export const screenPartsNow = (screen: Screen): ScreenParts | undefined => entries.get(screen)?.parts;
