// checkConfig over the minimal valid tree, then over copies holding exactly one
// fault each: the fault must be the only one, in the right file at the right
// JSON pointer (RFC 6901), with a plain message.
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/check/index.js';
import { minimalTree, type ConfigTree } from './configTree.js';

let tree: ConfigTree | undefined;
afterEach(() => tree?.remove());

async function check(change?: (t: ConfigTree) => void) {
  tree = minimalTree();
  change?.(tree);
  return checkConfig(tree.dir);
}

describe('the minimal tree', () => {
  it('has no faults, warns about the route without a screen, and counts what it checked', async () => {
    const { faults, warnings, summary } = await check();
    expect(faults).toEqual([]);
    expect(warnings).toContain('flows/flow.json#/routes/2: route "/Later" is not yet configured (no screen)');
    expect(summary).toEqual({ files: 13, expressions: 15, routes: 3, screens: 2, widgets: 1, notConfigured: ['/Later'] });
  });
});

interface Case {
  fault: string;
  change: (t: ConfigTree) => void;
  file: string;
  pointer: string;
  message: string;
}

const A = 'schemas/a.json';
const FLOW = 'flows/flow.json';
/** A valid flows/flow.json idle block for the minimal tree (seed 000 §4.4), with one part changed. */
const idle = (change: Record<string, unknown> = {}) => ({
  when: "$not(session.Channel = 'MB') and $exists(session.IdleTimeLimit)",
  limitMinutes: 'session.IdleTimeLimit',
  checkEveryMs: 60000,
  abandonAfterMs: 'alertDelayMs',
  popup: 'exit',
  onAbandon: [{ redirect: 'consts.homeUrl', clearSession: true }],
  windows: [{ afterMinutes: 3, url: 'session.ThreeMinURL' }],
  ...change,
});
/** A valid flows/flow.json history block for the minimal tree, with one part changed. */
const history = (change: Record<string, unknown> = {}) => ({ message: 'common.stay', changed: 'common.stay', button: 'common.leave', ...change });
/** flows/effects.json with one named list `audit` (its `when` as given), used first on a.json's onSubmit. */
const listUsed = (when: string, use: Record<string, unknown> = { use: 'audit', with: { action: "'x'" } }) => (t: ConfigTree) => {
  t.write('flows/effects.json', JSON.stringify({ $schema: '../schemas/meta/effectLists.schema.json', version: 1, lists: { audit: { note: 'a list for the test', with: { action: 'a code' }, effects: [{ when, then: [{ stop: true }] }] } } }));
  t.edit(A, (j) => { j.onSubmit.unshift(use); });
};
const cases: Case[] = [
  // named effect lists (flows/effects.json): a fault inside one names its definition and its use
  { fault: 'a rule in a named effect list', change: listUsed('with.action = ('), file: 'flows/effects.json', pointer: '/lists/audit/effects/0/when', message: '(in the list "audit", used at schemas/a.json#/onSubmit/0)' },
  { fault: 'a use of an unknown list', change: listUsed("with.action = 'x'", { use: 'audti', with: { action: "'x'" } }), file: A, pointer: '/onSubmit/0/use', message: 'unknown effect list "audti": not in flows/effects.json; did you mean "audit"?' },
  { fault: 'a use without a value the list reads', change: listUsed("with.action = 'x'", { use: 'audit' }), file: A, pointer: '/onSubmit/0/with', message: 'the effect list "audit" reads with.action: give it here' },
  // h. syntax
  { fault: 'JSON syntax error', change: (t) => t.write('schemas/b.json', '{\n  "version": 1,\n}\n'), file: 'schemas/b.json', pointer: '', message: 'JSON syntax error at line 3, column 1' },
  // a. meta-schemas
  { fault: 'additionalProperties typo', change: (t) => t.edit(A, (j) => { j.onLaod = j.onLoad; delete j.onLoad; }), file: A, pointer: '/onLaod', message: 'unknown key "onLaod"' },
  { fault: 'idle key typo', change: (t) => t.edit(FLOW, (j) => { j.idle = { ...idle(), limitMinute: 'session.IdleTimeLimit' }; }), file: FLOW, pointer: '/idle/limitMinute', message: 'unknown key "limitMinute"' },
  { fault: 'typo inside an effect', change: (t) => t.edit(A, (j) => { j.onSubmit[0].then[0] = { go: '/B', pageStat: 'P2' }; }), file: A, pointer: '/onSubmit/0/then/0/pageStat', message: 'unknown key "pageStat" (allowed: go, pageState, back)' },
  { fault: 'effect without a known key', change: (t) => t.edit(A, (j) => { j.actions.check = [{ goo: '/B' }]; }), file: A, pointer: '/actions/check/0', message: 'an effect needs one of the keys call, set' },
  { fault: 'wrong version', change: (t) => t.edit('flows/errors.json', (j) => { j.version = 2; }), file: 'flows/errors.json', pointer: '/version', message: 'must be 1' },
  { fault: 'missing $schema', change: (t) => t.edit('flows/constants.json', (j) => { delete j.$schema; }), file: 'flows/constants.json', pointer: '', message: 'missing "$schema" (expected "../schemas/meta/constants.schema.json")' },
  { fault: 'unknown $schema', change: (t) => t.edit(A, (j) => { j.$schema = './meta/screen.schema.jsn'; }), file: A, pointer: '/$schema', message: 'unknown "$schema" "./meta/screen.schema.jsn"' },
  { fault: "another kind's $schema", change: (t) => t.edit(A, (j) => { j.$schema = './meta/flow.schema.json'; }), file: A, pointer: '/$schema', message: 'must name "./meta/screen.schema.json"' },
  { fault: 'campaign field of the wrong kind', change: (t) => t.edit('campaigns/DEMO.json', (j) => { j.TWIDFlag = 'y'; }), file: 'campaigns/DEMO.json', pointer: '/TWIDFlag', message: 'must be one of "Y", "N"' },
  { fault: 'scenario step typo', change: (t) => t.edit('tests/fixtures/happy.json', (j) => { j.steps[1] = { fil: {} }; }), file: 'tests/fixtures/happy.json', pointer: '/steps/1', message: 'unknown step "fil"; did you mean "fill"?' },
  { fault: 'scenario fill of a field the screen lacks', change: (t) => t.edit('tests/fixtures/happy.json', (j) => { j.steps[1].fill = { IDNo: 'A123456789' }; }), file: 'tests/fixtures/happy.json', pointer: '/steps/1/fill/IDNo', message: 'unknown field "IDNo": schemas/a.json has no such field; did you mean "IDNO"?' },
  { fault: 'scenario fill after a step that moves on: a field of no screen', change: (t) => t.edit('tests/fixtures/happy.json', (j) => { j.steps.splice(3, 0, { fill: { Agre: true } }); }), file: 'tests/fixtures/happy.json', pointer: '/steps/3/fill/Agre', message: 'unknown field "Agre": no screen has such a field; did you mean "Agree"?' },
  { fault: 'scenario expectSession of an unknown key under a dotted path', change: (t) => t.edit('tests/fixtures/happy.json', (j) => { j.steps[5].expectSession = { 'UserShar.x': null }; }), file: 'tests/fixtures/happy.json', pointer: '/steps/5/expectSession/UserShar.x', message: 'unknown session key "UserShar"' },
  { fault: 'unknown keyword in the screen data schema', change: (t) => t.edit(A, (j) => { j.schema.requried = ['IDNO']; }), file: A, pointer: '/schema', message: 'unknown keyword: "requried"' },
  // a screen schema that branches: the build's rjsf does not resolve it (renderer/build/shims/rjsfBranching.ts)
  { fault: 'a oneOf in a screen data schema', change: (t) => t.edit(A, (j) => { j.schema.properties.IDNO.oneOf = [{ const: 'A' }, { const: 'B' }]; }), file: A, pointer: '/schema/properties/IDNO/oneOf', message: 'oneOf is not in the built app\'s rjsf (renderer/build/shims/rjsfBranching.ts)' },
  { fault: 'an if in a screen data schema', change: (t) => t.edit(A, (j) => { j.schema.if = { properties: { Agree: { const: true } } }; j.schema.then = { required: ['Agree'] }; }), file: A, pointer: '/schema/if', message: 'if is not in the built app\'s rjsf' },
  { fault: 'additionalProperties at the root of a screen data schema', change: (t) => t.edit(A, (j) => { j.schema.additionalProperties = { type: 'string' }; }), file: A, pointer: '/schema/additionalProperties', message: 'additionalProperties at the root is not in the built app\'s rjsf' },
  // b. expressions
  { fault: 'bad JSONata', change: (t) => t.edit(A, (j) => { j.rules.visible.Agree = '$length(form.IDNO'; }), file: A, pointer: '/rules/visible/Agree', message: 'JSONata does not compile: S0203' },
  { fault: 'bad JSONata in a ui:options expression', change: (t) => t.edit(A, (j) => { j.uiSchema.Agree['ui:options'].href = 'consts.'; }), file: A, pointer: '/uiSchema/Agree/ui:options/href', message: 'JSONata does not compile' },
  { fault: 'unknown function', change: (t) => t.edit(A, (j) => { j.rules.validate[0].assert = '$lenght(form.IDNO) = 10'; }), file: A, pointer: '/rules/validate/0/assert', message: 'unknown function $lenght at position 8' },
  { fault: 'unknown constant', change: (t) => t.edit(A, (j) => { j.next[0].when = 'form.Agree and consts.idLen > 0'; }), file: A, pointer: '/next/0/when', message: 'unknown constant consts.idLen' },
  { fault: 'bad JSONata in the idle condition', change: (t) => t.edit(FLOW, (j) => { j.idle = idle({ when: "$not(session.Channel = 'MB'" }); }), file: FLOW, pointer: '/idle/when', message: 'JSONata does not compile: S0203' },
  { fault: 'unknown constant in an idle window address', change: (t) => t.edit(FLOW, (j) => { j.idle = idle({ windows: [{ afterMinutes: 3, url: 'consts.threeMinUrl' }] }); }), file: FLOW, pointer: '/idle/windows/0/url', message: 'unknown constant consts.threeMinUrl' },
  // c. routes and screens
  { fault: 'unknown route target', change: (t) => t.edit(A, (j) => { j.onSubmit[0].then[0].go = '/Nope'; }), file: A, pointer: '/onSubmit/0/then/0/go', message: 'unknown route "/Nope"' },
  { fault: 'unknown route in the catalogue (pointer escapes "/")', change: (t) => t.edit('flows/errors.json', (j) => { j.errors['a/b'] = { message: 'err.locked', route: '/Nope' }; }), file: 'flows/errors.json', pointer: '/errors/a~1b/route', message: 'unknown route "/Nope"' },
  { fault: 'unknown scenario route', change: (t) => t.edit('tests/fixtures/happy.json', (j) => { j.steps[4].expectRoute = '/Gift'; }), file: 'tests/fixtures/happy.json', pointer: '/steps/4/expectRoute', message: 'unknown route "/Gift"' },
  { fault: 'unknown screen', change: (t) => t.edit('flows/flow.json', (j) => { j.routes.push({ path: '/C', screen: 'c' }); }), file: 'flows/flow.json', pointer: '/routes/3/screen', message: 'unknown screen "c": there is no schemas/c.json' },
  { fault: 'screen no route shows', change: (t) => t.edit('schemas/b.json', (j) => { j.id = 'c'; t.write('schemas/c.json', JSON.stringify(j)); j.id = 'b'; }), file: 'schemas/c.json', pointer: '', message: 'screen "c" is not shown by any route' },
  { fault: 'screen id unlike its file name', change: (t) => t.edit('schemas/b.json', (j) => { j.id = 'bee'; }), file: 'schemas/b.json', pointer: '/id', message: 'id "bee" must equal the file name "b"' },
  { fault: 'route defined twice', change: (t) => t.edit('flows/flow.json', (j) => { j.routes[2].aliases = ['/B']; }), file: 'flows/flow.json', pointer: '/routes/2/aliases/0', message: 'route "/B" is defined twice' },
  // d. reachability
  { fault: 'unreachable route', change: (t) => { t.edit(A, (j) => { j.onSubmit = [{ alert: 'a.mustAgree' }]; j.next = []; }); t.edit(FLOW, (j) => { j.routes[0].end = 'nothing follows the start here'; }); }, file: 'flows/flow.json', pointer: '/routes/1', message: 'route "/B" is unreachable: no go, next rule or error route of a reachable screen leads here (and nothing sets its page state P2)' },
  { fault: 'page state the guard refuses', change: (t) => t.edit(A, (j) => { j.onSubmit[0].then[0].pageState = 'P7'; }), file: A, pointer: '/onSubmit/0/then/0/pageState', message: 'page state "P7" is refused by the guard of "/B" (it admits P2)' },
  // e. widgets
  { fault: 'unknown widget', change: (t) => t.edit(A, (j) => { j.uiSchema.Agree['ui:widget'] = 'checkbx'; }), file: A, pointer: '/uiSchema/Agree/ui:widget', message: 'unknown widget "checkbx" (known: demoInput, text' },
  { fault: 'widget named as a field', change: (t) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:field'] = 'demoInput'; delete j.uiSchema.IDNO['ui:widget']; }), file: A, pointer: '/uiSchema/IDNO/ui:field', message: '"demoInput" is a widget: name it in ui:widget' },
  { fault: 'option the contract lacks', change: (t) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:options'].maxLenght = 10; }), file: A, pointer: '/uiSchema/IDNO/ui:options/maxLenght', message: 'widget "demoInput" has no option "maxLenght"' },
  { fault: 'required option missing', change: (t) => t.edit(A, (j) => { delete j.uiSchema.IDNO['ui:options'].maxLength; }), file: A, pointer: '/uiSchema/IDNO/ui:options', message: 'widget "demoInput" needs the option "maxLength"' },
  { fault: 'option of the wrong kind', change: (t) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:options'].maxLength = '10'; }), file: A, pointer: '/uiSchema/IDNO/ui:options/maxLength', message: 'must be a number' },
  // f. references
  { fault: 'unknown call code', change: (t) => t.edit(A, (j) => { j.onLoad[0].call = 'A999'; }), file: A, pointer: '/onLoad/0/call', message: 'unknown call "A999": not in flows/calls.json' },
  { fault: 'empty onFail', change: (t) => t.edit(A, (j) => { j.onLoad[0].onFail = []; }), file: A, pointer: '/onLoad/0/onFail', message: 'an empty onFail ends the steps silently' },
  { fault: 'unknown fail code', change: (t) => t.edit(A, (j) => { j.onLoad[0].onFail[0].fail = 'nope'; }), file: A, pointer: '/onLoad/0/onFail/0/fail', message: 'unknown fail code "nope"' },
  { fault: 'unknown guard failure code', change: (t) => t.edit('flows/flow.json', (j) => { j.guardFailure = 'badOrdr'; }), file: 'flows/flow.json', pointer: '/guardFailure', message: 'unknown fail code "badOrdr"' },
  { fault: 'unknown popup', change: (t) => t.edit(A, (j) => { j.actions.check[0].popup = 'confrim'; }), file: A, pointer: '/actions/check/0/popup', message: 'unknown popup "confrim"' },
  { fault: 'unknown shell exit popup', change: (t) => t.edit('flows/flow.json', (j) => { j.shell.exitPopup = 'exitt'; }), file: 'flows/flow.json', pointer: '/shell/exitPopup', message: 'unknown popup "exitt"' },
  { fault: 'unknown screen exit popup', change: (t) => t.edit(A, (j) => { j.exitPopup = 'exitt'; }), file: A, pointer: '/exitPopup', message: 'unknown popup "exitt": not in this screen\'s popups nor in flows/flow.json popups; did you mean "exit"?' },
  { fault: 'popup image missing from public/', change: (t) => t.edit(FLOW, (j) => { j.popups.exit.image = { src: 'examples/none.svg', alt: 'step.one' }; }), file: FLOW, pointer: '/popups/exit/image/src', message: 'no file public/examples/none.svg' },
  { fault: 'step beyond the header\'s steps', change: (t) => t.edit(A, (j) => { j.step.public = 2; }), file: A, pointer: '/step/public', message: 'step 2 of 1: the public header has only 1 steps' },
  { fault: 'banking header named by an undeclared session key', change: (t) => t.edit('flows/flow.json', (j) => { j.shell.banking = { session: 'Chanel', equals: 'IB' }; }), file: 'flows/flow.json', pointer: '/shell/banking/session', message: 'unknown session key "Chanel": not in flows/session.json; did you mean "Channel"?' },
  { fault: 'banking header named by a value its key never holds', change: (t) => t.edit('flows/flow.json', (j) => { j.shell.banking = { session: 'CustomerType', equals: 'Y' }; }), file: 'flows/flow.json', pointer: '/shell/banking/equals', message: '"Y" is not a value of session CustomerType (flows/session.json allows "NTB", "ETB", "ETP")' },
  { fault: 'banking header without its value (the meta-schema)', change: (t) => t.edit('flows/flow.json', (j) => { j.shell.banking = { session: 'Channel' }; }), file: 'flows/flow.json', pointer: '/shell/banking', message: 'missing required key "equals"' },
  { fault: 'step with no steps list', change: (t) => t.edit('flows/flow.json', (j) => { delete j.shell.steps; }), file: A, pointer: '/step/public', message: 'flows/flow.json has no shell.steps.public list' },
  { fault: 'step written as a text', change: (t) => t.edit(A, (j) => { j.step.public = 'step.one'; }), file: A, pointer: '/step/public', message: 'must be a whole number' },
  { fault: 'step name not in the locales', change: (t) => t.edit('flows/flow.json', (j) => { j.shell.steps.public = ['step.onee']; }), file: 'flows/flow.json', pointer: '/shell/steps/public/0', message: 'step.onee' },
  { fault: 'unknown run action', change: (t) => t.edit(A, (j) => { j.actions.later[0].run = 'chek'; }), file: A, pointer: '/actions/later/0/run', message: 'unknown action "chek"' },
  { fault: 'unknown action in a widget option', change: (t) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:options'].changeAction = 'chek'; }), file: A, pointer: '/uiSchema/IDNO/ui:options/changeAction', message: 'unknown action "chek"' },
  { fault: 'unknown service', change: (t) => t.edit('schemas/b.json', (j) => { j.onLoad[0].service = 'startIdle'; }), file: 'schemas/b.json', pointer: '/onLoad/0/service', message: 'unknown service "startIdle"' },
  { fault: 'unknown idle popup', change: (t) => t.edit(FLOW, (j) => { j.idle = idle({ popup: 'idel' }); }), file: FLOW, pointer: '/idle/popup', message: 'unknown popup "idel": not in this file\'s popups' },
  { fault: 'idle time naming no constant', change: (t) => t.edit(FLOW, (j) => { j.idle = idle({ checkEveryMs: 'idleCheckMs' }); }), file: FLOW, pointer: '/idle/checkEveryMs', message: 'unknown constant "idleCheckMs": not in flows/constants.json' },
  { fault: 'idle time naming a constant that is not a number', change: (t) => t.edit(FLOW, (j) => { j.idle = idle({ abandonAfterMs: 'homeUrl' }); }), file: FLOW, pointer: '/idle/abandonAfterMs', message: 'constant "homeUrl" is not a number' },
  { fault: 'unknown fail code in idle onAbandon', change: (t) => t.edit(FLOW, (j) => { j.idle = idle({ onAbandon: [{ fail: 'timeout' }] }); }), file: FLOW, pointer: '/idle/onAbandon/0/fail', message: 'unknown fail code "timeout"' },
  { fault: 'error delay naming no constant', change: (t) => t.edit('flows/errors.json', (j) => { j.errors.badOrder.delayMs = 'alertDelay'; }), file: 'flows/errors.json', pointer: '/errors/badOrder/delayMs', message: 'unknown constant "alertDelay"' },
  { fault: 'campaign CTID unlike its file name', change: (t) => t.edit('campaigns/DEMO.json', (j) => { j.CTID = 'DEMO2'; }), file: 'campaigns/DEMO.json', pointer: '/CTID', message: 'CTID "DEMO2" must equal the file name "DEMO"' },
  // Back and Forward (flows/flow.json history)
  { fault: 'history rule key typo', change: (t) => t.edit(FLOW, (j) => { j.routes[1].history = { back: 'revisit', mesage: 'common.stay' }; }), file: FLOW, pointer: '/routes/1/history/mesage', message: 'unknown key "mesage"' },
  { fault: 'history rule with an unknown choice', change: (t) => t.edit(FLOW, (j) => { j.routes[1].history = { back: 'return' }; }), file: FLOW, pointer: '/routes/1/history/back', message: 'must be one of "revisit", "stay"' },
  { fault: 'history message not in the locales', change: (t) => t.edit(FLOW, (j) => { j.history = history(); j.routes[1].history = { back: 'stay', message: 'common.stya' }; }), file: FLOW, pointer: '/routes/1/history/message', message: 'i18n key "common.stya"' },
  { fault: 'history button not in the locales', change: (t) => t.edit(FLOW, (j) => { j.history = history({ button: 'common.ok' }); }), file: FLOW, pointer: '/history/button', message: 'i18n key "common.ok"' },
  { fault: 'history page state nothing sets', change: (t) => t.edit(FLOW, (j) => { j.history = history({ pageStates: { P22: { back: 'stay' } } }); }), file: FLOW, pointer: '/history/pageStates/P22', message: 'page state "P22" is never set and no guard admits it, so this rule never applies; did you mean "P2"?' },
  // g. i18n
  { fault: 'i18n key missing in en only', change: (t) => t.edit('locales/en.json', (j) => { delete j.a.title; }), file: A, pointer: '/title', message: 'i18n key "a.title" is missing in locales/en.json' },
  { fault: 'i18n key missing in both', change: (t) => t.edit('flows/errors.json', (j) => { j.errors.locked.message = 'err.lockd'; }), file: 'flows/errors.json', pointer: '/errors/locked/message', message: 'is missing in locales/zh-TW.json and locales/en.json' },
  { fault: 'i18n key of a ui:options text (by convention)', change: (t) => t.edit(A, (j) => { j.uiSchema.Agree['ui:options'].linkText = 'a.trems'; }), file: A, pointer: '/uiSchema/Agree/ui:options/linkText', message: 'i18n key "a.trems"' },
  { fault: 'i18n key of a contract i18n option', change: (t) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:options'].hint = 'a.hnit'; }), file: A, pointer: '/uiSchema/IDNO/ui:options/hint', message: 'i18n key "a.hnit"' },
  { fault: 'locale key in one locale only', change: (t) => t.edit('locales/zh-TW.json', (j) => { j.b.extra = '多餘'; }), file: 'locales/en.json', pointer: '/b/extra', message: 'key "b.extra" is in locales/zh-TW.json but not here' },
  // g. texts (interpolation)
  { fault: 'placeholder never closed', change: (t) => t.edit('locales/zh-TW.json', (j) => { j.err.api = '系統忙碌中（{api）'; }), file: 'locales/zh-TW.json', pointer: '/err/api', message: 'text "err.api": "{" is never closed in "系統忙碌中（{api）"; write a placeholder as {name}' },
  { fault: 'placeholder without a name', change: (t) => t.edit('locales/en.json', (j) => { j.a.title = 'Apply {}'; }), file: 'locales/en.json', pointer: '/a/title', message: 'text "a.title": "{}" names no value in "Apply {}"; write a placeholder as {name}' },
  {
    fault: "alert params not matching its text",
    change: (t) => {
      t.edit(A, (j) => { j.onSubmit[0].else[0].params = { term: "'條款'" }; });
      t.edit('locales/zh-TW.json', (j) => { j.a.mustAgree = '請先同意{terms}'; });
    },
    file: 'locales/zh-TW.json',
    pointer: '/a/mustAgree',
    message: 'text "a.mustAgree" uses {terms}, but no use of the key passes it (schemas/a.json#/onSubmit/0/else/0/alert passes {term}); did you mean {term}?',
  },
  {
    fault: 'popup text using a value its opener does not pass',
    change: (t) => {
      t.edit(A, (j) => { j.actions.check = [{ popup: 'confirm', params: { n: '1' } }]; });
      t.edit('locales/en.json', (j) => { j.a.confirmBody = 'Confirm {count}?'; });
    },
    file: 'locales/en.json',
    pointer: '/a/confirmBody',
    message: 'text "a.confirmBody" uses {count}, but no use of the key passes it (schemas/a.json#/popups/confirm/body passes {n})',
  },
  // session keys (flows/session.json)
  { fault: 'misspelt session key in a set effect', change: (t) => t.edit(A, (j) => { j.onSubmit.unshift({ set: { Pagestate: "'P2'" } }); }), file: A, pointer: '/onSubmit/0/set/Pagestate', message: 'unknown session key "Pagestate" (not declared in flows/session.json); did you mean "pageState"?' },
  { fault: 'misspelt session key in a call save map', change: (t) => t.edit(A, (j) => { j.onLoad[0].save = { Cardname: 'response.CardName' }; }), file: A, pointer: '/onLoad/0/save/Cardname', message: 'unknown session key "Cardname"' },
  { fault: 'misspelt session key in a next rule set', change: (t) => t.edit(A, (j) => { j.next[0].set = { UserShares: "'Y'" }; }), file: A, pointer: '/next/0/set/UserShares', message: 'unknown session key "UserShares"' },
  { fault: 'misspelt session key in a flow popup effect', change: (t) => t.edit('flows/flow.json', (j) => { j.popups.exit.buttons[1].effects.unshift({ set: { pagestate: "'P9'" } }); }), file: 'flows/flow.json', pointer: '/popups/exit/buttons/1/effects/0/set/pagestate', message: 'unknown session key "pagestate"' },
  { fault: '"always" of a session key that is not true or false', change: (t) => t.edit('flows/session.json', (j) => { j.seed.CustomerType.always = 'yes'; }), file: 'flows/session.json', pointer: '/seed/CustomerType/always', message: 'must be true or false' },
  { fault: 'misspelt session key in queryToSession', change: (t) => t.edit('flows/flow.json', (j) => { j.queryToSession.cid = 'Externl'; }), file: 'flows/flow.json', pointer: '/queryToSession/cid', message: 'unknown session key "Externl"' },
];

describe('session reads', () => {
  it('faults session.X read in an expression when X is not declared in flows/session.json, with the nearest key', async () => {
    const { faults } = await check((t) => t.edit(A, (j) => { j.rules.visible.Agree = "session.CustomerTyp = 'ETB'"; }));
    expect(faults).toEqual([{ file: A, pointer: '/rules/visible/Agree', message: 'unknown session key "CustomerTyp" read as session.CustomerTyp (not declared in flows/session.json); did you mean "CustomerType"?' }]);
  });

  it('faults session.X.Y when flows/session.json declares the fields of X and Y is not one, with the nearest field', async () => {
    const { faults } = await check((t) => {
      t.edit('flows/session.json', (j) => { j.seed.Form1Data = { type: 'object', properties: { NameChinese: 'string' } }; });
      t.edit(A, (j) => { j.rules.visible.Agree = '$boolean(session.Form1Data.NameChinse)'; });
    });
    expect(faults).toEqual([{ file: A, pointer: '/rules/visible/Agree', message: 'unknown field "NameChinse" of session.Form1Data in `$boolean(session.Form1Data.NameChinse)`: flows/session.json declares its fields; did you mean "NameChinese"?' }]);
  });

  it('accepts declared keys and form.<screenId>', async () => {
    const { faults, warnings } = await check((t) => t.edit(A, (j) => { j.rules.visible.Agree = "session.UserShare = 'Y' and session.CTID and $exists(session.`form.a`)"; }));
    expect(faults).toEqual([]);
    expect(warnings.filter((w) => w.includes('session.'))).toEqual([]);
  });

  it('a key declared in flows/session.json is known: adding it there clears the fault', async () => {
    const { faults } = await check((t) => {
      t.edit(A, (j) => { j.rules.visible.Agree = "session.NewFlag = 'Y'"; });
      t.edit('flows/session.json', (j) => { j.runtime.NewFlag = { type: 'string', enum: ['Y', 'N'] }; });
    });
    expect(faults).toEqual([]);
  });
});

describe('texts whose values are passed', () => {
  it.each([
    ['an alert passing its params', (t: ConfigTree) => {
      t.edit(A, (j) => { j.onSubmit[0].else[0].params = { terms: "'條款'" }; });
      t.edit('locales/zh-TW.json', (j) => { j.a.mustAgree = '請先同意{terms}'; });
    }],
    ['a popup opened with params', (t: ConfigTree) => {
      t.edit(A, (j) => { j.actions.check = [{ popup: 'confirm', params: { n: '1' } }]; });
      t.edit('locales/en.json', (j) => { j.a.confirmBody = 'Confirm {n}?'; });
    }],
    ['the engine\'s 0000 (renderer/engine/effects.ts passes {api})', (t: ConfigTree) => t.edit('locales/en.json', (j) => { j.err.api = 'Busy ({api})'; })],
    ['a text its twin differs from: en leaves {api} out', (t: ConfigTree) => t.edit('locales/en.json', (j) => { j.err.api = 'Busy'; })],
  ])('%s: no fault', async (_, change) => {
    expect((await check(change)).faults).toEqual([]);
  });
});

describe('one fault per broken tree', () => {
  it.each(cases)('$fault', async ({ change, file, pointer, message }) => {
    const { faults } = await check(change);
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatchObject({ file, pointer });
    expect(faults[0].message).toContain(message);
  });
});

/** Sets the visibility rule of the minimal screen's Agree field. */
const visibleAgree = (rule: string) => (t: ConfigTree) => t.edit(A, (j) => { j.rules.visible.Agree = rule; });
const VISIBLE = '/rules/visible/Agree';

describe('the missing-field trap: a comparison a missing field decides silently', () => {
  it.each([
    {
      what: '!= a non-empty string, on a session key',
      change: visibleAgree("session.CustomerType != 'ETB'"),
      file: A, pointer: VISIBLE,
      message: "session.CustomerType != 'ETB' is false when CustomerType is absent (JSONata's missing-field trap): write $not(session.CustomerType = 'ETB')",
    },
    {
      what: '!= a number, the literal on the left',
      change: visibleAgree('1 != session.UserShare'),
      file: A, pointer: VISIBLE,
      message: "1 != session.UserShare is false when UserShare is absent (JSONata's missing-field trap): write $not(1 = session.UserShare)",
    },
    {
      what: '!= true, on a form field without a default (a widget option)',
      change: (t: ConfigTree) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:options'].visibleExpr = 'form.Agree != true'; }),
      file: A, pointer: '/uiSchema/IDNO/ui:options/visibleExpr',
      message: "form.Agree != true is false when Agree is absent (JSONata's missing-field trap): write $not(form.Agree = true)",
    },
    {
      what: '!= on an address parameter, in a next rule',
      change: (t: ConfigTree) => t.edit(A, (j) => { j.next[0].when = "form.Agree and query.src != 'app'"; }),
      file: A, pointer: '/next/0/when',
      message: "query.src != 'app' is false when src is absent (JSONata's missing-field trap): write $not(query.src = 'app')",
    },
    {
      what: '!= on a variable bound to a session key',
      change: visibleAgree("($type := session.CustomerType; $type != 'ETB')"),
      file: A, pointer: VISIBLE,
      message: "$type != 'ETB' is false when CustomerType is absent (JSONata's missing-field trap): write $not($type = 'ETB')",
    },
    {
      what: '!= in the flow (the idle condition)',
      change: (t: ConfigTree) => t.edit(FLOW, (j) => { j.idle = idle({ when: "session.Channel != 'MB' and $exists(session.IdleTimeLimit)" }); }),
      file: FLOW, pointer: '/idle/when',
      message: "session.Channel != 'MB' is false when Channel is absent (JSONata's missing-field trap): write $not(session.Channel = 'MB')",
    },
    {
      what: 'an ordering comparison under $not, on a session key',
      change: visibleAgree('$not(session.IdleTimeLimit > 2)'),
      file: A, pointer: VISIBLE,
      message: "$not(session.IdleTimeLimit > 2) is true when IdleTimeLimit is absent (JSONata's missing-field trap: session.IdleTimeLimit > 2 is false, and the negation makes it true): "
        + 'write $exists(session.IdleTimeLimit) and $not(session.IdleTimeLimit > 2), or write IdleTimeLimit before any screen reads it and declare it "always": true in flows/session.json',
    },
    {
      what: 'an ordering comparison under $not through and, on $number of a form field',
      change: (t: ConfigTree) => t.edit(A, (j) => { j.rules.validate[0].assert = "$not($number(form.IDNO) >= consts.idLength and form.Agree = true)"; }),
      file: A, pointer: '/rules/validate/0/assert',
      message: "$not($number(form.IDNO) >= consts.idLength and form.Agree = true) is true when IDNO is absent (JSONata's missing-field trap: $number(form.IDNO) >= consts.idLength is false, and the negation makes it true): "
        + "write $exists(form.IDNO) and $not($number(form.IDNO) >= consts.idLength and form.Agree = true), or give IDNO a \"default\" in the screen's schema",
    },
  ])('faults $what', async ({ change, file, pointer, message }) => {
    const { faults } = await check(change);
    expect(faults).toEqual([{ file, pointer, message }]);
  });

  it.each([
    { what: "x != '' (present and not empty)", change: visibleAgree("session.CustomerType != ''") },
    { what: '!= null', change: visibleAgree('session.CustomerType != null') },
    { what: '!= another path', change: visibleAgree('session.CustomerType != session.UserShare') },
    { what: "$not(x = 'Y'), the way to write \"is not Y\"", change: visibleAgree("$not(session.CustomerType = 'ETB')") },
    { what: 'an ordering comparison not under a negation', change: visibleAgree('session.IdleTimeLimit > 2') },
    { what: 'the fix: $exists(x) and $not(x > n)', change: visibleAgree('$exists(session.IdleTimeLimit) and $not(session.IdleTimeLimit > 2)') },
    { what: "x != 'Y' once $exists(x) holds", change: visibleAgree("$exists(session.CustomerType) ? session.CustomerType != 'ETB' : false") },
    { what: 'a constant', change: visibleAgree('consts.idLength != 10') },
    { what: "an item's field in a filter", change: visibleAgree("$count(server.A137.CardName[$ != 'x']) > 0") },
    {
      what: 'a session key declared "always"',
      change: (t: ConfigTree) => {
        visibleAgree("session.CustomerType != 'ETB' and $not(session.CustomerType > 'A')")(t);
        t.edit('flows/session.json', (j) => { j.seed.CustomerType.always = true; });
      },
    },
    {
      what: 'a form field with a default',
      change: (t: ConfigTree) => t.edit(A, (j) => { j.rules.visible.Agree = 'form.Agree != true'; j.schema.properties.Agree.default = false; }),
    },
  ])('leaves $what alone', async ({ change }) => {
    const { faults } = await check(change);
    expect(faults).toEqual([]);
  });
});
