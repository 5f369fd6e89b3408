// schemas/meta/*.schema.json and renderer/engine/types.ts, flowTypes.ts (rules/payloads/types.ts) describe the same
// vocabulary (the effect kinds' types and schemas are both generated from renderer/effects/kinds/: checked below). Each key list below is typed against types.ts (tsc fails when a
// key is added to or dropped from a type); the test compares it with the
// meta-schema's properties, so the two cannot drift apart silently.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as F from '../../renderer/engine/flowTypes.js';
import type * as T from '../../renderer/engine/types.js';
import type * as P from '../../rules/payloads/types.js';
import { EFFECT_KINDS } from '../../renderer/effects/kinds.generated.js';
import { generateFrom, OUTPUTS } from '../../scripts/effectsGen.js';
import type * as S from '../../scripts/sessionKeysGen.js';
import { REPO_ROOT } from './configTree.js';

/** Exactly the keys of T, each once. */
type Keys<X> = { [K in keyof Required<X>]: true };
const keys = <X>(k: Keys<X>): string[] => Object.keys(k).sort();

type Schema = { properties?: Record<string, unknown>; definitions?: Record<string, Schema>; additionalProperties?: Schema };
const meta = (name: string): Schema => JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/meta', name), 'utf8'));
const props = (s: Schema | undefined): string[] => Object.keys(s?.properties ?? {}).sort();

const effects = meta('effects.schema.json').definitions!;
const screen = meta('screen.schema.json');
const flow = meta('flow.schema.json');
const errors = meta('errors.schema.json');
const payloads = meta('payloads.schema.json');
const session = meta('session.schema.json');

const cases: [string, string[], string[]][] = [
  ['PopupButton', keys<T.PopupButton>({ label: true, effects: true, variant: true }), props(effects.popupButton)],
  ['PopupConfig', keys<T.PopupConfig>({ title: true, body: true, params: true, image: true, buttons: true }), props(effects.popup)],
  ['PopupImage', keys<T.PopupImage>({ src: true, alt: true, width: true, height: true }), props(effects.popup.properties!.image as Schema)],
  ['ScreenConfig', keys<T.ScreenConfig>({
    $schema: true, version: true, id: true, title: true, step: true, schema: true, uiSchema: true, rules: true, submit: true,
    onLoad: true, onSubmit: true, actions: true, onChange: true, onBlur: true, copy: true, popups: true, exitPopup: true, next: true, analytics: true, saveAs: true, memoryOnly: true,
  }), props(screen)],
  ['ScreenConfig.rules', keys<NonNullable<T.ScreenConfig['rules']>>({ visible: true, required: true, readonly: true, validate: true, stopAtFirst: true }), props(screen.properties!.rules as Schema)],
  ['ScreenConfig.submit', keys<NonNullable<T.ScreenConfig['submit']>>({ label: true, enabled: true, hidden: true, needs: true }), props(screen.properties!.submit as Schema)],
  ['SubmitNeed', keys<T.SubmitNeed>({ holds: true, text: true }), props(((screen.properties!.submit as Schema).properties!.needs as { items: Schema }).items)],
  ['ScreenConfig.step', keys<NonNullable<T.ScreenConfig['step']>>({ public: true, banking: true }), props(screen.properties!.step as Schema)],
  ['ValidationRule', keys<T.ValidationRule>({ use: true, field: true, when: true, assert: true, message: true, params: true, display: true, markField: true }), props(screen.definitions!.validationRule)],
  ['CopyBox', keys<T.CopyBox>({ fields: true, requires: true, requiresAlert: true, exclusiveWith: true, lock: true, clearOnUntick: true }), props(screen.definitions!.copyBox)],
  ['NextRule', keys<T.NextRule>({ when: true, go: true, pageState: true, set: true, back: true }), props(screen.definitions!.nextRule)],
  ['FlowConfig', keys<F.FlowConfig>({ $schema: true, version: true, routes: true, guardFailure: true, queryToSession: true, addressKeeps: true, popups: true, shell: true, idle: true, analytics: true, journey: true, history: true }), props(flow)],
  ['FlowHistory', keys<F.FlowHistory>({ message: true, changed: true, button: true, pageStates: true }), props(flow.properties!.history as Schema)],
  ['HistoryRule', keys<F.HistoryRule>({ back: true, message: true }), props(flow.definitions!.historyRule)],
  ['IdleConfig', keys<F.IdleConfig>({ when: true, limitMinutes: true, checkEveryMs: true, abandonAfterMs: true, popup: true, onAbandon: true, windows: true }), props(flow.properties!.idle as Schema)],
  ['IdleWindowConfig', keys<F.IdleWindowConfig>({ afterMinutes: true, url: true }), props(((flow.properties!.idle as Schema).properties!.windows as { items: Schema }).items)],
  ['RouteConfig', keys<F.RouteConfig>({ path: true, aliases: true, screen: true, guard: true, entryPageState: true, end: true, history: true }), props(flow.definitions!.route)],
  ['RouteGuard', keys<F.RouteGuard>({ pageState: true, query: true, queryAllows: true, queryAllowsAny: true }), props(flow.definitions!.route.properties!.guard as Schema)],
  ['ErrorCatalogue', keys<F.ErrorCatalogue>({ $schema: true, version: true, errors: true }), props(errors)],
  ['ErrorEntry', keys<F.ErrorEntry>({ message: true, clearSession: true, redirect: true, delayMs: true, route: true }), props((errors.properties!.errors as Schema).additionalProperties)],
  ['SessionConfig (flows/session.json)', keys<S.SessionConfig>({ $schema: true, version: true, seed: true, runtime: true }), props(session)],
  ['KeySpec (a session key)', keys<S.KeySpec>({ type: true, enum: true, open: true, properties: true, note: true, optional: true, always: true }), props(session.definitions!.key)],
  ['PayloadFile', keys<P.PayloadFile>({ $schema: true, version: true, payloads: true }), props(payloads)],
  ['Payload', keys<P.Payload>({ note: true, parts: true }), props(payloads.definitions!.payload)],
  ['FieldsPart', keys<P.FieldsPart>({ note: true, when: true, why: true, fields: true }), props(payloads.definitions!.fieldsPart)],
  ['FlagsPart', keys<P.FlagsPart>({ note: true, flags: true, why: true }), props(payloads.definitions!.flagsPart)],
  ['PayloadEntry (transformation)', keys<Exclude<P.PayloadEntry, string>>({ value: true, why: true }), props(payloads.definitions!.entry)],
];

describe('the meta-schemas mirror renderer/engine/types.ts, rules/payloads/types.ts and scripts/sessionKeysGen.ts', () => {
  it.each(cases)('%s', (_name, fromTypes, fromSchema) => {
    expect(fromSchema).toEqual(fromTypes);
  });

  it('the effect discriminator lists every effect kind, in its order', () => {
    const chain = JSON.stringify(effects.effect);
    for (const kind of EFFECT_KINDS) expect(chain).toContain(`{"required":["${kind.key}"]}`);
  });
});

describe('the effect kinds (renderer/effects/kinds/) and what is generated from them', () => {
  // The kinds' types and meta-schema are not mirrored by hand: both come from each kind's fields.
  it.each(Object.entries(OUTPUTS))('%s (%s) is what npm run generate writes now', async (name, path) => {
    const out = await generateFrom(REPO_ROOT);
    expect(readFileSync(join(REPO_ROOT, path), 'utf8')).toBe(out[name as keyof typeof OUTPUTS]);
  });
});
