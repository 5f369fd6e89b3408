// Every name resolves, or the check fails with file, pointer and a "did you
// mean": form.X in expressions, ui:order and uiSchema keys, field names in
// rules and effects, constants (typed) and widget options taking a number,
// roots of paths, popups, actions, services, routes, widgets and functions.
// Each broken tree holds exactly one fault (the examples first).
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/check/index.js';
import { minimalTree, type ConfigTree } from './configTree.js';

let tree: ConfigTree | undefined;
afterEach(() => tree?.remove());

async function check(change: (t: ConfigTree) => void) {
  tree = minimalTree();
  change(tree);
  return checkConfig(tree.dir);
}

const A = 'schemas/a.json';
const B = 'schemas/b.json';
const CONSTS = 'flows/constants.json';
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Screen a with one more top-level field (listed in ui:order, so the tree stays valid). */
const withField = (j: Json, name: string, schema: Json = { type: 'string' }) => {
  j.schema.properties[name] = schema;
  j.uiSchema['ui:order'].push(name);
};
const addConstant = (t: ConfigTree, name: string, type: string, value: unknown) => t.edit(CONSTS, (j) => { j.constants[name] = { type, value }; });
const seconds = (t: ConfigTree, value: unknown) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:options'].seconds = value; });

interface Case {
  fault: string;
  change: (t: ConfigTree) => void;
  file: string;
  pointer: string;
  message: string;
}

const cases: Case[] = [
  // The examples.
  { fault: 'ui:order typo', change: (t) => t.edit(A, (j) => { j.uiSchema['ui:order'] = ['IDNo', 'Agree']; }), file: A, pointer: '/uiSchema/ui:order/0', message: 'ui:order names "IDNo", which is not a field of this schema; did you mean "IDNO"?' },
  { fault: 'form.SaleId in a request', change: (t) => t.edit(A, (j) => { withField(j, 'SalesId'); j.onLoad[0].request = "{ 'CTID': form.SaleId }"; }), file: A, pointer: '/onLoad/0/request', message: 'unknown form field "SaleId" in `{ \'CTID\': form.SaleId }`: not in this screen\'s schema; did you mean "SalesId"?' },
  { fault: '"field": "SalesID" in a validate rule', change: (t) => t.edit(A, (j) => { withField(j, 'SalesId'); j.rules.validate[0].field = 'SalesID'; }), file: A, pointer: '/rules/validate/0/field', message: 'unknown field "SalesID" in a validate rule: not in this screen\'s schema; did you mean "SalesId"?' },
  { fault: 'visible rule for a field that does not exist', change: (t) => t.edit(A, (j) => { j.rules.visible.Agred = 'true'; }), file: A, pointer: '/rules/visible/Agred', message: 'unknown field "Agred" in a visible rule: not in this screen\'s schema; did you mean "Agree"?' },
  { fault: 'constant "otpSeconds": "60s"', change: (t) => addConstant(t, 'otpSeconds', 'integer', '60s'), file: CONSTS, pointer: '/constants/otpSeconds/value', message: 'must be a whole number' },
  { fault: 'widget option "seconds": "60s"', change: (t) => seconds(t, '60s'), file: A, pointer: '/uiSchema/IDNO/ui:options/seconds', message: 'JSONata does not compile: S0201 Syntax error: "s" at position 3 in `60s` (a number is needed here' },
  { fault: 'widget option naming a constant that does not exist', change: (t) => { addConstant(t, 'otpSeconds', 'integer', 100); seconds(t, 'consts.otpSecs'); }, file: A, pointer: '/uiSchema/IDNO/ui:options/seconds', message: 'unknown constant consts.otpSecs (not in flows/constants.json) in `consts.otpSecs`; did you mean "otpSeconds"?' },
  { fault: 'widget option naming a constant without consts.', change: (t) => { addConstant(t, 'otpSeconds', 'integer', 100); seconds(t, 'otpSecs'); }, file: A, pointer: '/uiSchema/IDNO/ui:options/seconds', message: 'unknown name "otpSecs" at position 7 in `otpSecs`: a rule reads session, form, query, server, consts (response in a call\'s ok and save, event in an action); did you mean "consts.otpSeconds"?' },
  // Constants: typed.
  { fault: 'widget option taking a number names a string constant', change: (t) => seconds(t, 'consts.homeUrl'), file: A, pointer: '/uiSchema/IDNO/ui:options/seconds', message: 'needs a number, but consts.homeUrl is declared string' },
  { fault: 'widget option taking a number is neither number nor text', change: (t) => seconds(t, true), file: A, pointer: '/uiSchema/IDNO/ui:options/seconds', message: 'must be a number, or a rule giving one' },
  { fault: 'constant of an unknown type', change: (t) => addConstant(t, 'otpSeconds', 'seconds', 100), file: CONSTS, pointer: '/constants/otpSeconds/type', message: 'must be one of "integer", "number", "string", "boolean"' },
  { fault: 'constant written as a bare value (version 1 style)', change: (t) => t.edit(CONSTS, (j) => { j.constants.otpSeconds = 100; }), file: CONSTS, pointer: '/constants/otpSeconds', message: 'must be an object' },
  { fault: 'idle time naming a string constant', change: (t) => t.edit('flows/flow.json', (j) => { j.idle = { when: 'true', limitMinutes: '3', checkEveryMs: 'homeUrl', abandonAfterMs: 1000, popup: 'exit', onAbandon: [{ stop: true }] }; }), file: 'flows/flow.json', pointer: '/idle/checkEveryMs', message: 'constant "homeUrl" is not a number (it is declared string)' },
  { fault: 'error delay naming a constant, misspelt', change: (t) => t.edit('flows/errors.json', (j) => { j.errors.badOrder.delayMs = 'alertDelay'; }), file: 'flows/errors.json', pointer: '/errors/badOrder/delayMs', message: 'unknown constant "alertDelay": not in flows/constants.json; did you mean "alertDelayMs"?' },
  // form.X: nested, lists, scalars, $$.
  { fault: 'nested form field', change: (t) => t.edit(A, (j) => { withField(j, 'Address', { type: 'object', properties: { City: { type: 'string' } } }); j.rules.visible.Agree = "form.Address.Cty = 'X'"; }), file: A, pointer: '/rules/visible/Agree', message: 'unknown form field "Cty" of form.Address in `form.Address.Cty = \'X\'`: not in this screen\'s schema; did you mean "City"?' },
  { fault: 'field of a list item', change: (t) => t.edit(A, (j) => { withField(j, 'Cards', { type: 'array', items: { type: 'object', properties: { CardNo: { type: 'string' } } } }); j.submit.enabled = "$count(form.Cards[CardNum = '1']) > 0 and form.Cards[0].CardNum"; }), file: A, pointer: '/submit/enabled', message: 'unknown form field "CardNum" of form.Cards' },
  { fault: 'field of a string', change: (t) => t.edit(A, (j) => { j.next[0].when = 'form.IDNO.first'; }), file: A, pointer: '/next/0/when', message: 'form.IDNO is a string: it has no field "first"' },
  { fault: 'form field after $$ inside a filter', change: (t) => t.edit(A, (j) => { j.rules.required.Agree = "query.List[Code = $$.form.IDNo]"; }), file: A, pointer: '/rules/required/Agree', message: 'unknown form field "IDNo"' },
  { fault: 'form field in a ui:options expression', change: (t) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:options'].visibleExpr = '$not(form.Agre = true)'; }), file: A, pointer: '/uiSchema/IDNO/ui:options/visibleExpr', message: 'unknown form field "Agre"' },
  { fault: 'form field in a next rule set', change: (t) => t.edit(A, (j) => { j.next[0].set.UserShare = 'form.Agreed'; }), file: A, pointer: '/next/0/set/UserShare', message: 'unknown form field "Agreed"' },
  { fault: 'misspelt root', change: (t) => t.edit(A, (j) => { j.onLoad[0].request = "{ 'CTID': sesion.CTID }"; }), file: A, pointer: '/onLoad/0/request', message: 'unknown name "sesion" at position 16 in `{ \'CTID\': sesion.CTID }`: a rule reads session, form, query, server, consts (response in a call\'s ok and save, event in an action); did you mean "session"?' },
  { fault: 'bare form field name', change: (t) => t.edit(A, (j) => { j.submit.enabled = 'Agree = true'; }), file: A, pointer: '/submit/enabled', message: 'did you mean "form.Agree"?' },
  // Field names in rules and effects.
  { fault: 'field nothing is near: the known fields instead', change: (t) => t.edit(A, (j) => { j.rules.visible.Consent = 'true'; }), file: A, pointer: '/rules/visible/Consent', message: 'unknown field "Consent" in a visible rule: not in this screen\'s schema; known: IDNO, Agree' },
  { fault: 'required rule for an unknown field', change: (t) => t.edit(A, (j) => { j.rules.required = { Agre: 'true' }; }), file: A, pointer: '/rules/required/Agre', message: 'unknown field "Agre" in a required rule' },
  { fault: 'fieldError for an unknown field', change: (t) => t.edit(B, (j) => { j.onSubmit[0].fieldError = 'Emial'; }), file: B, pointer: '/onSubmit/0/fieldError', message: 'unknown field "Emial" in fieldError: not in this screen\'s schema; did you mean "Email"?' },
  { fault: 'setForm of an unknown field', change: (t) => t.edit(A, (j) => { j.actions.check.unshift({ setForm: { IDNo: "'A'" } }); }), file: A, pointer: '/actions/check/0/setForm/IDNo', message: 'unknown field "IDNo" in setForm' },
  { fault: 'widget option naming an unknown field', change: (t) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:options'].copyField = 'Agre'; }), file: A, pointer: '/uiSchema/IDNO/ui:options/copyField', message: 'unknown field "Agre" in a widget option: not in this screen\'s schema; did you mean "Agree"?' },
  { fault: 'memoryOnly naming an unknown field (issue 17 §2)', change: (t) => t.edit(A, (j) => { j.memoryOnly = ['Agree', 'IDNo']; }), file: A, pointer: '/memoryOnly/1', message: 'unknown field "IDNo" in memoryOnly: not in this screen\'s schema; did you mean "IDNO"?' },
  { fault: 'onChange of an unknown field', change: (t) => t.edit(A, (j) => { j.onChange = { Agre: [{ alert: 'a.mustAgree' }] }; }), file: A, pointer: '/onChange/Agre', message: 'unknown field "Agre" in onChange' },
  // ui:order and uiSchema keys.
  { fault: 'ui:order leaving a field out', change: (t) => t.edit(A, (j) => { j.uiSchema['ui:order'] = ['IDNO']; }), file: A, pointer: '/uiSchema/ui:order', message: 'ui:order leaves out "Agree": rjsf then shows no form at all (list it, or add "*" for the rest)' },
  { fault: 'ui:order with two "*"', change: (t) => t.edit(A, (j) => { j.uiSchema['ui:order'] = ['*', 'IDNO', '*']; }), file: A, pointer: '/uiSchema/ui:order', message: 'ui:order may hold "*" (the rest) once only' },
  { fault: 'ui:order listing a field twice', change: (t) => t.edit(A, (j) => { j.uiSchema['ui:order'] = ['IDNO', 'Agree', 'IDNO']; }), file: A, pointer: '/uiSchema/ui:order/2', message: 'ui:order lists "IDNO" twice' },
  { fault: 'uiSchema key typo', change: (t) => t.edit(A, (j) => { j.uiSchema.Agre = j.uiSchema.Agree; delete j.uiSchema.Agree; }), file: A, pointer: '/uiSchema/Agre', message: 'uiSchema key "Agre" is not a field of this schema, so rjsf ignores it; did you mean "Agree"?' },
  { fault: 'nested ui:order typo', change: (t) => t.edit(A, (j) => { withField(j, 'Address', { type: 'object', properties: { City: { type: 'string' }, Zip: { type: 'string' } } }); j.uiSchema.Address = { 'ui:order': ['Zip', 'Cty'] }; }), file: A, pointer: '/uiSchema/Address/ui:order/1', message: 'ui:order names "Cty", which is not a field of this schema; did you mean "City"?' },
  // Declared names of effects, widgets, routes, functions: each with a "did you mean".
  { fault: 'unknown popup', change: (t) => t.edit(A, (j) => { j.actions.check[0].popup = 'confrim'; }), file: A, pointer: '/actions/check/0/popup', message: 'did you mean "confirm"?' },
  { fault: 'unknown action', change: (t) => t.edit(A, (j) => { j.actions.later[0].run = 'chek'; }), file: A, pointer: '/actions/later/0/run', message: 'did you mean "check"?' },
  { fault: 'unknown action in a widget option', change: (t) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:options'].changeAction = 'chek'; }), file: A, pointer: '/uiSchema/IDNO/ui:options/changeAction', message: 'did you mean "check"?' },
  { fault: 'unknown service', change: (t) => t.edit(B, (j) => { j.onLoad[0].service = 'readAdress'; }), file: B, pointer: '/onLoad/0/service', message: 'did you mean "readAddress"?' },
  { fault: 'unknown fail code', change: (t) => t.edit(A, (j) => { j.onLoad[0].onFail[0].fail = 'badOrdr'; }), file: A, pointer: '/onLoad/0/onFail/0/fail', message: 'did you mean "badOrder"?' },
  { fault: 'unknown route', change: (t) => t.edit(A, (j) => { j.onSubmit[0].then[0].go = '/b'; }), file: A, pointer: '/onSubmit/0/then/0/go', message: 'did you mean "/B"?' },
  { fault: 'unknown widget', change: (t) => t.edit(A, (j) => { j.uiSchema.Agree['ui:widget'] = 'checkbx'; }), file: A, pointer: '/uiSchema/Agree/ui:widget', message: 'did you mean "checkbox"?' },
  { fault: 'unknown widget option', change: (t) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:options'].maxLenght = 10; }), file: A, pointer: '/uiSchema/IDNO/ui:options/maxLenght', message: 'did you mean "maxLength"?' },
  { fault: 'unknown function', change: (t) => t.edit(A, (j) => { j.rules.validate[0].assert = '$lenght(form.IDNO) = 10'; }), file: A, pointer: '/rules/validate/0/assert', message: 'did you mean "$length"?' },
];

describe('every name resolves', () => {
  it.each(cases)('$fault', async ({ change, file, pointer, message }) => {
    const { faults } = await check(change);
    expect(faults, JSON.stringify(faults)).toHaveLength(1);
    expect(faults[0]).toMatchObject({ file, pointer });
    expect(faults[0].message).toContain(message);
  });
});

describe('names that do resolve', () => {
  it.each([
    ['"*" in ui:order', (t: ConfigTree) => t.edit(A, (j) => { j.uiSchema['ui:order'] = ['Agree', '*']; })],
    ['a number constant in a widget option taking a number', (t: ConfigTree) => { addConstant(t, 'otpSeconds', 'integer', 100); seconds(t, 'consts.otpSeconds * 2'); }],
    ['a plain number in that option', (t: ConfigTree) => seconds(t, 60)],
    ['names read from a list item inside a filter and a lambda', (t: ConfigTree) => t.edit(A, (j) => { j.rules.required.Agree = "$count(query.List[Code = 'A'].{ 'n': Name }) > 0 and $map(query.List, function($v) { $v.Code }) and $$.form.IDNO"; })],
    ['response and event', (t: ConfigTree) => t.edit(A, (j) => { j.onLoad[0].ok = 'response.Success = true'; j.actions.check.unshift({ set: { UserShare: 'event.value' } }); })],
    ['an open object field (additionalProperties)', (t: ConfigTree) => t.edit(A, (j) => { withField(j, 'gifts', { type: 'object', additionalProperties: { type: 'string' } }); j.rules.visible.Agree = "form.gifts.any = 'G1'"; })],
  ])('%s', async (_name, change) => {
    const { faults } = await check(change);
    expect(faults).toEqual([]);
  });
});
