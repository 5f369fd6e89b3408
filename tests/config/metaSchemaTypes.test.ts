// schemas/meta/*.schema.json and renderer/engine/types.ts, flowTypes.ts (rules/payloads/types.ts) describe the same
// vocabulary. Each key list below is typed against types.ts (tsc fails when a
// key is added to or dropped from a type); the test compares it with the
// meta-schema's properties, so the two cannot drift apart silently.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as F from '../../renderer/engine/flowTypes.js';
import type * as T from '../../renderer/engine/types.js';
import type * as P from '../../rules/payloads/types.js';
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

const cases: [string, string[], string[]][] = [
  ['CallEffect', keys<T.CallEffect>({ call: true, request: true, as: true, ok: true, save: true, onFail: true, onError: true, optional: true, once: true, multipart: true, file: true, fileName: true, returns: true }), props(effects.callEffect)],
  ['SetEffect', keys<T.SetEffect>({ set: true }), props(effects.setEffect)],
  ['SetFormEffect', keys<T.SetFormEffect>({ setForm: true }), props(effects.setFormEffect)],
  ['MergeFormEffect', keys<T.MergeFormEffect>({ mergeForm: true }), props(effects.mergeFormEffect)],
  ['WhenEffect', keys<T.WhenEffect>({ when: true, then: true, else: true }), props(effects.whenEffect)],
  ['AlertEffect', keys<T.AlertEffect>({ alert: true, params: true, formError: true, notice: true }), props(effects.alertEffect)],
  ['FailEffect', keys<T.FailEffect>({ fail: true, params: true, formError: true }), props(effects.failEffect)],
  ['GoEffect', keys<T.GoEffect>({ go: true, pageState: true, back: true }), props(effects.goEffect)],
  ['NextEffect', keys<T.NextEffect>({ next: true }), props(effects.nextEffect)],
  ['PopupEffect', keys<T.PopupEffect>({ popup: true, params: true }), props(effects.popupEffect)],
  ['FieldErrorEffect', keys<T.FieldErrorEffect>({ fieldError: true, message: true, params: true }), props(effects.fieldErrorEffect)],
  ['RedirectEffect', keys<T.RedirectEffect>({ redirect: true, delayMs: true, clearSession: true, returns: true }), props(effects.redirectEffect)],
  ['ServiceEffect', keys<T.ServiceEffect>({ service: true, args: true, returns: true, back: true }), props(effects.serviceEffect)],
  ['StopEffect', keys<T.StopEffect>({ stop: true }), props(effects.stopEffect)],
  ['WaitEffect', keys<T.WaitEffect>({ wait: true }), props(effects.waitEffect)],
  ['RunEffect', keys<T.RunEffect>({ run: true }), props(effects.runEffect)],
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
  ['PayloadFile', keys<P.PayloadFile>({ $schema: true, version: true, payloads: true }), props(payloads)],
  ['Payload', keys<P.Payload>({ note: true, parts: true }), props(payloads.definitions!.payload)],
  ['FieldsPart', keys<P.FieldsPart>({ note: true, when: true, why: true, fields: true }), props(payloads.definitions!.fieldsPart)],
  ['FlagsPart', keys<P.FlagsPart>({ note: true, flags: true, why: true }), props(payloads.definitions!.flagsPart)],
  ['PayloadEntry (transformation)', keys<Exclude<P.PayloadEntry, string>>({ value: true, why: true }), props(payloads.definitions!.entry)],
];

describe('the meta-schemas mirror renderer/engine/types.ts and rules/payloads/types.ts', () => {
  it.each(cases)('%s', (_name, fromTypes, fromSchema) => {
    expect(fromSchema).toEqual(fromTypes);
  });

  it('the effect discriminator lists every effect kind', () => {
    const kinds = ['call', 'set', 'setForm', 'when', 'alert', 'fail', 'go', 'next', 'popup', 'fieldError', 'redirect', 'service', 'stop', 'wait', 'run'];
    const chain = JSON.stringify(effects.effect);
    for (const kind of kinds) expect(chain).toContain(`{"required":["${kind}"]}`);
  });
});
