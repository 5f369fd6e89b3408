// The smoke render: every screen rendered headlessly (jsdom, the app's own
// ScreenForm, widgets and rjsf) under each context of smokeContexts.ts, with
// every expression of the screen (and of the flow) evaluated against that
// context. A JSONata error, a rule that should give a number and does not,
// rjsf refusing the form, or a widget throwing is a fault naming the screen's
// file, the pointer and the context. Screens whose config already has faults
// are left out (their faults would only repeat), as is everything when the
// flow or the constants are broken. onLoad effects are not run (no bank here):
// their expressions are evaluated like every other. $payload builds this root's payloads
// (flows/payloads.json of the tree checked, not the repository's).
import { EFFECT_LISTS_FILE } from '../../renderer/effects/effectLists.js';
import { evaluate, RuleFault } from '../../rules/evaluator.js';
import { replacePayloads } from '../../rules/payloads/table.js';
import type { Payload } from '../../rules/payloads/types.js';
import type { AppServices } from '../../renderer/engine/services.js';
import { MemoryStorage, SessionStore } from '../../renderer/engine/session.js';
import type { ScreenConfig } from '../../renderer/engine/types.js';
import { brandingConstants } from './constants.js';
import { exprSites, type ExprSite } from './exprSites.js';
import { smokeContexts, type SmokeContext } from './smokeContexts.js';
import { openDom } from './smokeDom.js';
import { entries, field, isObj } from './walk.js';
import type { Sink, Tree } from './types.js';

const BLOCKING = ['flows/flow.json', 'flows/errors.json', 'flows/constants.json'];

function describeError(err: unknown): string {
  const cause = err instanceof RuleFault ? err.cause : err;
  const e = cause as { code?: string; message?: string; position?: number } | undefined;
  return [e?.code, e?.message ?? String(cause), e?.position !== undefined ? `(position ${e.position})` : ''].filter(Boolean).join(' ');
}

/** A fake of what a screen gets from the app: a session holding the context, no bank, no navigation. */
function fakeApp(context: SmokeContext, consts: Record<string, unknown>, translate: (k: string) => string): AppServices {
  const session = new SessionStore(new MemoryStorage());
  session.assign(context.session);
  return {
    session, consts, translate,
    api: { call: async () => { throw new Error('no bank in the smoke render'); }, resetRetries: () => undefined },
    host: { alert: () => undefined, popup: () => () => undefined, navigate: () => undefined, redirect: () => undefined, sleep: async () => undefined, now: () => 0 },
    flow: { version: 1, routes: [], guardFailure: '' },
    schemaCheck: () => [],
    analytics: { send: () => undefined },
    fail: async () => undefined,
    clearSession: () => session.clear(),
    leave: async () => undefined,
    service: async () => undefined,
    report: () => undefined,
  };
}

export async function checkSmokeRender(tree: Tree, sink: Sink): Promise<void> {
  const faulty = new Set(sink.faults.map((f) => f.file));
  if (BLOCKING.some((f) => faulty.has(f)) || tree.screens.size === 0) return;
  const consts = { ...Object.fromEntries(entries(field(tree.constants?.data, 'constants')).map(([k, c]) => [k, field(c, 'value')])), ...brandingConstants(tree) };
  const sites = new Map<string, ExprSite[]>();
  for (const site of exprSites(tree)) sites.set(site.file, [...(sites.get(site.file) ?? []), site]);
  const reported = new Set<string>();
  const fault = (file: string, pointer: string, context: SmokeContext, what: string) => {
    if (reported.has(`${file}#${pointer}`)) return; // the first context that shows a fault there is enough
    reported.add(`${file}#${pointer}`);
    sink.fault(file, pointer, `smoke render (${context.label}): ${what}`);
  };
  const evaluateAll = async (list: ExprSite[] | undefined, input: Record<string, unknown>, context: SmokeContext) => {
    for (const site of list ?? []) {
      try {
        const value = await evaluate(site.expr, input, `${site.file}#${site.pointer}`);
        if (site.expects === 'number' && value !== undefined && typeof value !== 'number') fault(site.file, site.pointer, context, `\`${site.expr}\` gives ${JSON.stringify(value)}, not a number`);
      } catch (err) {
        fault(site.file, site.pointer, context, `${describeError(err)} in \`${site.expr}\``);
      }
    }
  };

  const dom = openDom();
  const payloads = field(tree.payloads?.data, 'payloads');
  const before = replacePayloads(isObj(payloads) ? (payloads as Record<string, Payload>) : {});
  try {
    // React DOM reads the document when it loads, so it is loaded once the document exists.
    let react: typeof import('./smokeReact.js');
    try {
      react = await import('./smokeReact.js');
    } catch (err) {
      // A widget module Node cannot load (a stylesheet import …) must not end the whole check.
      sink.fault('widgets/index.ts', '', `the smoke render cannot load the renderer and its widgets in Node: ${(err as Error).message}`);
      return;
    }
    const { renderScreen, i18nFor } = react;
    const screens = [...tree.screens.values()].filter((s) => !faulty.has(s.file) && isObj(s.data));
    const rendered = new Map(screens.map((s) => [s.file, new Set<string>()]));
    for (const context of smokeContexts(tree)) {
      const i18n = i18nFor(tree, context.language);
      const flowInput = { session: context.session, form: {}, query: {}, server: {}, consts };
      for (const [file, list] of sites) {
        // A named effect list's rules read with.<name>, which only a use gives: compiled and name-checked, not run here.
        if (file === EFFECT_LISTS_FILE || tree.screens.has(file.slice('schemas/'.length, -'.json'.length))) continue;
        await evaluateAll(list, flowInput, context);
      }
      for (const screen of screens) {
        const config = { ...(screen.data as ScreenConfig), onLoad: [] };
        const app = fakeApp(context, consts, (k) => i18n.t(k));
        const problems = await renderScreen(config, app, i18n, tree, dom.container(), async (input) => evaluateAll(sites.get(screen.file), input, context), rendered.get(screen.file)!);
        for (const problem of problems) fault(screen.file, problem.pointer, context, problem.message);
      }
    }
  } finally {
    replacePayloads(before);
    dom.close();
  }
}
