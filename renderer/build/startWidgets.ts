// The widgets a start screen draws (issue 22): the screens the journey shows from its landing
// route before the applicant does anything (the landing, and where its load effects go, in turn:
// the journey model's onLoad go edges that are not failures). The build loads these widgets as one
// file, and every other widget with those the same screens draw (widgetSetsPlugin.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildJourney } from '../journey/build.js';
import type { Journey } from '../journey/types.js';
import { namesUsed } from '../../widgets/namesUsed.js';

/** Screen ids the journey shows from its landing without the applicant acting. */
export const startScreens = (journey: Journey): string[] => screensShownFrom(journey, journey.landing);

/** Screen ids the journey shows from the route `from` without the applicant acting: its screen, and where its load effects go, in turn. */
export function screensShownFrom(journey: Journey, from: string): string[] {
  const seen = new Set<string>([from]);
  const queue = [from];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    for (const edge of journey.edges) {
      if (edge.from !== path || edge.kind !== 'go' || edge.trigger !== 'onLoad' || edge.failure || edge.to === undefined || seen.has(edge.to)) continue;
      seen.add(edge.to);
      queue.push(edge.to);
    }
  }
  return [...seen].map((path) => journey.node(path)?.screen).filter((id): id is string => id !== undefined);
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** The config's screens by id (schemas/<id>.json). */
export function configScreens(root: string): Record<string, unknown> {
  return Object.fromEntries(readdirSync(join(root, 'schemas')).filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -'.json'.length), readJson(join(root, 'schemas', f))]));
}

/** The journey model of the config under `root`. */
export const journeyAt = (root: string, screens = configScreens(root)): Journey =>
  buildJourney({ flow: readJson(join(root, 'flows/flow.json')), errors: readJson(join(root, 'flows/errors.json')), screens });

/** The start screens of the config under `root` (its journey model's). */
export const startScreenIds = (root: string, screens = configScreens(root)): string[] => startScreens(journeyAt(root, screens));

/** With widgets/namesUsed.ts, the registry's own reading: the names each screen of `screens` uses, widgets then fields, each sorted; screens that use none left out. */
export function screenWidgetNames(screens: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [id, screen] of Object.entries(screens).sort(([a], [b]) => a.localeCompare(b))) {
    const used = namesUsed((screen as { uiSchema?: unknown } | null)?.uiSchema);
    const names = [...[...used.widgets].sort(), ...[...used.fields].sort()];
    if (names.length > 0) out[id] = names;
  }
  return out;
}

/** The widget and field names the start screens of the config under `root` use, sorted. */
export function startWidgetNames(root: string): string[] {
  const screens = configScreens(root);
  const each = screenWidgetNames(screens);
  const names = new Set(startScreenIds(root, screens).flatMap((id) => each[id] ?? []));
  return [...names].sort();
}
