// How the browser loads a screen (main.tsx's AppEngine.loadScreen): its config, its own texts and
// its validator side by side; then what the config names (the shared effect lists, rules and
// payload tables, JSONata for a rule beyond the plain part, its widgets), before its effects run
// or it is drawn. What the build already knows the screen needs (`needs`: the widgets its
// uiSchema names, JSONata) is asked for in the same moment as the config, not once it has
// arrived: one round of fetches before a screen is drawn, not two (issue 22's first render).
// That is a head start only: the loader still loads what the config it receives names (the
// studio hands edited configs), and a module asked for twice is fetched once.
import type { ScreenConfig } from '../engine/types.js';

/** What the build read from the config: by screen id, the widget and field names and whether JSONata comes with it. */
export interface ScreenNeeds {
  widgets: Readonly<Record<string, readonly string[]>>;
  jsonata: readonly string[];
}

export interface ScreenLoaderParts {
  /** schemas/<id>.json, by id; undefined for an id the build has no screen for. */
  config(id: string): (() => Promise<ScreenConfig>) | undefined;
  texts(id: string): Promise<Record<string, unknown> | undefined>;
  /** Adds the screen's own texts (the fallback language's). */
  addTexts(texts: Record<string, unknown>): void;
  validator(id: string): Promise<unknown>;
  needs: ScreenNeeds;
  /** Starts loading widgets and fields by name (widgets/loaders.ts prefetchWidgets). */
  prefetchWidgets(names: readonly string[]): void;
  loadJsonata(): Promise<void>;
  /** What the config names beyond the screen: effect lists, rule tables, its widgets and validator. */
  loadNamed(screen: ScreenConfig): Promise<unknown>;
}

export function screenLoader(parts: ScreenLoaderParts): (id: string) => Promise<ScreenConfig> {
  return async (id) => {
    const load = parts.config(id);
    if (!load) throw new Error(`flows/flow.json names screen "${id}" but schemas/${id}.json does not exist`);
    const jsonata = parts.needs.jsonata.includes(id) ? parts.loadJsonata() : undefined;
    // (awaited below, where a failure fails the load: until then it is not an unhandled rejection)
    jsonata?.catch(() => undefined);
    parts.prefetchWidgets(Object.hasOwn(parts.needs.widgets, id) ? parts.needs.widgets[id] : []);
    const [screen, texts] = await Promise.all([load(), parts.texts(id), parts.validator(id).catch(() => undefined)]);
    // The screen's own texts of the fallback language, before its effects run or it is drawn.
    if (texts) parts.addTexts(texts);
    await Promise.all([jsonata, parts.loadNamed(screen)]);
    return screen;
  };
}
