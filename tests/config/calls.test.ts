// The call catalogue (flows/calls.json) against the config: given the minimal
// valid tree with one mistake about a call, the check reports exactly that
// fault, at its file and JSON pointer, with the nearest declared name.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/check/index.js';
import { minimalTree, REPO_ROOT, type ConfigTree } from './configTree.js';

let tree: ConfigTree | undefined;
afterEach(() => tree?.remove());

async function check(change?: (t: ConfigTree) => void) {
  tree = minimalTree();
  change?.(tree);
  return checkConfig(tree.dir);
}

const A = 'schemas/a.json';
const CALLS = 'flows/calls.json';

interface Case {
  fault: string;
  change: (t: ConfigTree) => void;
  file: string;
  pointer: string;
  message: string;
}

const cases: Case[] = [
  { fault: 'a call the catalogue does not have', change: (t) => t.edit(A, (j) => { j.onLoad[0].call = 'A138'; }), file: A, pointer: '/onLoad/0/call', message: 'unknown call "A138": not in flows/calls.json; did you mean "A137"?' },
  { fault: 'a call code no catalogue has', change: (t) => t.edit(A, (j) => { j.onLoad[0].call = 'A999'; }), file: A, pointer: '/onLoad/0/call', message: 'unknown call "A999": not in flows/calls.json' },
  { fault: 'a request key the call does not take', change: (t) => t.edit(A, (j) => { j.actions.check.unshift({ call: 'A37', request: "{ 'SaleId': form.IDNO }" }); }), file: A, pointer: '/actions/check/0/request', message: 'request key "SaleId" is not a request field of A37 in flows/calls.json; did you mean "SalesId"?' },
  { fault: 'a request key in one branch of a condition', change: (t) => t.edit(A, (j) => { j.actions.check.unshift({ call: 'A37', request: "form.Agree ? { 'SalesId': form.IDNO } : { 'SalesID': '' }" }); }), file: A, pointer: '/actions/check/0/request', message: 'request key "SalesID" is not a request field of A37 in flows/calls.json; did you mean "SalesId"?' },
  { fault: 'a request that is not an object constructor', change: (t) => t.edit(A, (j) => { j.actions.check.unshift({ call: 'A37', request: "$merge([{ 'SalesId': form.IDNO }])" }); }), file: A, pointer: '/actions/check/0/request', message: "the request of A37 must build an object: { 'Key': value, ... }" },
  { fault: 'a computed request key', change: (t) => t.edit(A, (j) => { j.actions.check.unshift({ call: 'A37', request: '{ form.IDNO: 1 }' }); }), file: A, pointer: '/actions/check/0/request', message: 'a request key of A37 is computed: write each key as a string' },
  { fault: 'a file call sent to the common endpoint', change: (t) => t.edit(A, (j) => { j.actions.check.unshift({ call: 'FileUploadPreview', request: "{ 'extension': 'jpg' }" }); }), file: A, pointer: '/actions/check/0/call', message: '"FileUploadPreview" is a file call (flows/calls.json endpoint "file": multipart to /api/ProxyApi/FileUploadPreview): write "multipart": true' },
  { fault: 'a common call written as multipart', change: (t) => t.edit(A, (j) => { j.actions.check.unshift({ call: 'A37', multipart: true, request: "{ 'SalesId': form.IDNO }" }); }), file: A, pointer: '/actions/check/0/multipart', message: '"A37" goes to the common endpoint /api/Common (flows/calls.json): a call effect for it has no "multipart"' },
  { fault: 'server.<call>.<field> the call does not answer', change: (t) => t.edit(A, (j) => { j.rules.visible.Agree = "server.A137.CardNmae = ''"; }), file: A, pointer: '/rules/visible/Agree', message: 'server.A137.CardNmae: "CardNmae" is not a response field of A137 in flows/calls.json; did you mean "CardName"?' },
  { fault: 'server.<field> in a widget option', change: (t) => t.edit(A, (j) => { j.uiSchema.IDNO['ui:options'].visibleExpr = '$$.server.A37.SalesNme'; }), file: A, pointer: '/uiSchema/IDNO/ui:options/visibleExpr', message: '"SalesNme" is not a response field of A37 in flows/calls.json; did you mean "SalesName"?' },
  { fault: 'server.<name> that no call answers as', change: (t) => t.edit(A, (j) => { j.submit.enabled = "server.A13.CardName = ''"; }), file: A, pointer: '/submit/enabled', message: 'server.A13: no call answers as "A13" (not a call of flows/calls.json nor the "as" of a call in this file); did you mean "A137"?' },
  { fault: 'server.<as>.<field> the call named by as does not answer', change: (t) => t.edit(A, (j) => { j.actions.check.unshift({ call: 'A37', as: 'sales', request: "{ 'SalesId': form.IDNO }" }); j.rules.visible.Agree = "server.sales.SalesNam = ''"; }), file: A, pointer: '/rules/visible/Agree', message: '"SalesNam" is not a response field of A37 in flows/calls.json; did you mean "SalesName"?' },
  { fault: 'response.<field> in a save', change: (t) => t.edit(A, (j) => { j.onLoad[0].save = { CardName: 'response.CardNam' }; }), file: A, pointer: '/onLoad/0/save/CardName', message: 'response.CardNam: "CardNam" is not a response field of A137 in flows/calls.json; did you mean "CardName"?' },
  { fault: 'response.<field> in ok', change: (t) => t.edit(A, (j) => { j.onLoad[0].ok = 'response.IdleTim > 0'; }), file: A, pointer: '/onLoad/0/ok', message: 'did you mean "IdleTime"?' },
  { fault: 'response.<field> in a when of onFail', change: (t) => t.edit(A, (j) => { j.onLoad[0].onFail = [{ when: "response.ErrMesg = ''", then: [{ fail: 'badOrder' }] }]; }), file: A, pointer: '/onLoad/0/onFail/0/when', message: '"ErrMesg" is not a response field of A137 in flows/calls.json; did you mean "ErrMsg"?' },
  { fault: 'a field both required and optional', change: (t) => t.edit(CALLS, (j) => { j.calls.A37.responseOptional.push('SalesName'); }), file: CALLS, pointer: '/calls/A37/responseOptional/1', message: '"SalesName" is also in response' },
  { fault: 'an endpoint that is neither common nor file', change: (t) => t.edit(CALLS, (j) => { j.calls.A37.endpoint = 'proxy'; }), file: CALLS, pointer: '/calls/A37/endpoint', message: 'must be one of "common", "file"' },
  { fault: 'a catalogue entry without its response', change: (t) => t.edit(CALLS, (j) => { delete j.calls.A56.response; }), file: CALLS, pointer: '/calls/A56', message: 'missing required key "response"' },
  { fault: 'a call vouched for that the catalogue does not have', change: (t) => t.edit(CALLS, (j) => { j.calls.A37.vouchesFor = ['A138']; }), file: CALLS, pointer: '/calls/A37/vouchesFor/0', message: 'no call "A138" in flows/calls.json; did you mean "A137"?' },
  { fault: 'a call vouching for itself', change: (t) => t.edit(CALLS, (j) => { j.calls.A37.vouchesFor = ['A37']; }), file: CALLS, pointer: '/calls/A37/vouchesFor/0', message: 'A37 cannot vouch for itself' },
  { fault: "a service's call the catalogue does not have", change: (t) => t.edit(A, (j) => { j.actions.check.unshift({ service: 'logDevice', args: { call: "'A38'", SalesId: 'form.IDNO' } }); }), file: A, pointer: '/actions/check/0/args/call', message: 'service "logDevice": unknown call "A38": not in flows/calls.json; did you mean "A37"?' },
  { fault: "a service's arg that is no request field of its call", change: (t) => t.edit(A, (j) => { j.actions.check.unshift({ service: 'logDevice', args: { call: "'A37'", SaleId: 'form.IDNO' } }); }), file: A, pointer: '/actions/check/0/args/SaleId', message: 'service "logDevice": "SaleId" is not a request field of A37 in flows/calls.json; did you mean "SalesId"?' },
  { fault: 'the device log without its call (the meta-schema)', change: (t) => t.edit(A, (j) => { j.actions.check.unshift({ service: 'logDevice', args: { SalesId: 'form.IDNO' } }); }), file: A, pointer: '/actions/check/0/args', message: 'missing required key "call"' },
  { fault: 'the catalogue is missing', change: (t) => rmSync(join(t.dir, CALLS)), file: CALLS, pointer: '', message: 'file is missing' },
];

describe('flows/calls.json against the config: one fault per broken tree', () => {
  it.each(cases)('$fault', async ({ change, file, pointer, message }) => {
    const { faults } = await check(change);
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatchObject({ file, pointer });
    expect(faults[0].message).toContain(message);
  });
});

describe('what the catalogue allows', () => {
  it('takes Token in any request, response in a list call, the whole answer, and fields of an "as" name', async () => {
    const { faults } = await check((t) => t.edit(A, (j) => {
      j.onLoad[0].request = "{ 'Token': session.token, 'CTID': session.CTID, 'ApplyType': 'CC' }";
      j.onLoad.push({ call: 'A56', ok: '$count(response) > 0 and $exists(response.BankNo)', onFail: [{ when: 'response.Success = false', then: [{ fail: 'badOrder' }] }] });
      j.actions.check.unshift({ call: 'A37', as: 'sales', request: "{ 'SalesId': form.IDNO }", onFail: [{ fail: 'badOrder' }] });
      j.rules.visible.Agree = "server.sales.SalesName != '' and server.A56.{ 'value': BankNo } and $exists(server.A137)";
    }));
    expect(faults).toEqual([]);
  });
});

describe('the browser bundle', () => {
  /** Every source file under a folder the browser build imports from. */
  const sources = (dir: string): string[] =>
    readdirSync(join(REPO_ROOT, dir), { withFileTypes: true, recursive: true })
      .filter((d) => d.isFile() && /\.(ts|tsx|js|mjs)$/.test(d.name))
      .map((d) => join(d.parentPath, d.name));

  it('does not load flows/calls.json: the catalogue is for the check and the simulator\'s tests only', () => {
    // An import or fetch of it (a string naming the file), not a comment that says where a field comes from.
    const importing = ['renderer', 'widgets', 'rules'].flatMap(sources).filter((file) => /['"`][^'"`\n]*calls\.json['"`]/.test(readFileSync(file, 'utf8')));
    expect(importing).toEqual([]);
  });
});
