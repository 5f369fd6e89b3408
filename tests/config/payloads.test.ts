// flows/payloads.json in `npm run check`, on the minimal tree with a payload P1 that screen a's
// call sends: each broken tree holds exactly one fault, in the right file at the right pointer,
// with the nearest name where there is one.
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/check/index.js';
import { minimalTree, type ConfigTree } from './configTree.js';

const A = 'schemas/a.json';
const P = 'flows/payloads.json';
let tree: ConfigTree | undefined;
afterEach(() => tree?.remove());

const PAYLOADS = {
  $schema: '../schemas/meta/payloads.schema.json',
  version: 1,
  payloads: {
    P1: {
      note: 'a test payload',
      parts: [
        { fields: { Name: 'session.Form1Data.NameChinese', Card: 'session.CardName', Kind: "'O'", Upper: { value: '$uppercase(session.CTID)', why: 'test: upper-cased' } } },
        { when: "session.CustomerType = 'NTB'", why: 'test: new customers only', fields: { Share: 'session.UserShare' } },
        { flags: ['Share'], why: 'test: Y when sent with a value' },
      ],
    },
  },
};

/** The minimal tree with P1 declared, Form1Data declared with its fields, and A137's request reading P1. */
async function check(change?: (t: ConfigTree) => void) {
  tree = minimalTree();
  tree.write(P, JSON.stringify(PAYLOADS, null, 2));
  tree.edit('flows/session.json', (j) => { j.seed.Form1Data = { type: 'object', properties: { NameChinese: 'string' }, optional: true }; });
  tree.edit(A, (j) => { j.onLoad[0].request = "{ 'CTID': session.CTID, 'ApplyType': $payload('P1', $$).Kind }"; });
  change?.(tree);
  return checkConfig(tree.dir);
}

/** A change of P1 as JSON: its parts, any shape (a broken one included). */
const payload = (change: (p: { parts: Array<Record<string, any>> }) => void) => (t: ConfigTree) => t.edit(P, (j) => change(j.payloads.P1));
const request = (expr: string) => (t: ConfigTree) => t.edit(A, (j) => { j.onLoad[0].request = expr; });

it('the tree with a payload has no faults', async () => {
  expect((await check()).faults).toEqual([]);
});

describe('one fault per broken payload', () => {
  it.each<[string, (t: ConfigTree) => void, string, string, RegExp]>([
    ['a misspelt field of a session key', payload((p) => { p.parts[0].fields.Name = 'session.Form1Data.NameChinse'; }), P, '/payloads/P1/parts/0/fields/Name',
      /unknown field "NameChinse" of session\.Form1Data .*did you mean "NameChinese"\?/],
    ['a misspelt session key', payload((p) => { p.parts[0].fields.Card = 'session.CardNme'; }), P, '/payloads/P1/parts/0/fields/Card',
      /unknown session key "CardNme" .*did you mean "CardName"\?/],
    ['a misspelt response field of a call', payload((p) => { p.parts[0].fields.Card = 'server.A137.CardNmae'; }), P, '/payloads/P1/parts/0/fields/Card',
      /server\.A137\.CardNmae: "CardNmae" is not a response field of A137 .*did you mean "CardName"\?/],
    ['a misspelt form field of the screen that builds it', payload((p) => { p.parts[0].fields.Card = 'form.IDN'; }), P, '/payloads/P1/parts/0/fields/Card',
      /unknown form field "IDN" .*schemas\/a\.json builds this payload.*did you mean "IDNO"\?/],
    ['a call\'s response', payload((p) => { p.parts[0].fields.Card = 'response.CardName'; }), P, '/payloads/P1/parts/0/fields/Card',
      /response\.CardName .*a payload reads session, form, query, server, consts/],
    ['a transformation without its why', payload((p) => { p.parts[0].fields.Upper = { value: '$uppercase(session.CTID)' }; }), P, '/payloads/P1/parts/0/fields/Upper',
      /why/],
    ['a transformation written as a plain source', payload((p) => { p.parts[0].fields.Kind = "$uppercase('o')"; }), P, '/payloads/P1/parts/0/fields/Kind',
      /is not a plain source .*\{ "value": "<JSONata>", "why": "<seed reference: reason>" \}/],
    ['a condition without its why', payload((p) => { delete p.parts[1].why; }), P, '/payloads/P1/parts/1',
      /why/],
    ['a flag of a key not sent before', payload((p) => { p.parts[2].flags = ['Shar']; }), P, '/payloads/P1/parts/2/flags/0',
      /flag of "Shar": not a key of an earlier part of P1; did you mean "Share"\?/],
    ['a key sent twice', payload((p) => { p.parts[1].fields.Name = 'session.CTID'; }), P, '/payloads/P1/parts/1/fields/Name',
      /"Name" is sent twice in P1 \(first at \/payloads\/P1\/parts\/0\/fields\/Name\)/],
    ['an unknown payload', request("{ 'CTID': session.CTID, 'ApplyType': $payload('P2', $$).Kind }"), A, '/onLoad/0/request',
      /unknown payload "P2" .*not in flows\/payloads\.json; did you mean "P1"\?/],
    ['a key the payload does not send', request("{ 'CTID': session.CTID, 'ApplyType': $payload('P1', $$).Knd }"), A, '/onLoad/0/request',
      /\$payload\('P1', \$\$\)\.Knd: "Knd" is not a key of the payload P1 .*did you mean "Kind"\?/],
    ['a name that is not a string', request("{ 'CTID': session.CTID, 'ApplyType': $payload(session.CTID, $$).Kind }"), A, '/onLoad/0/request',
      /the first argument is the payload's name as a string/],
    ['a payload built from less than the whole context', request("{ 'CTID': session.CTID, 'ApplyType': $payload('P1', session).Kind }"), A, '/onLoad/0/request',
      /the second argument is \$\$/],
  ])('%s', async (_name, change, file, pointer, message) => {
    const { faults } = await check(change);
    expect(faults, JSON.stringify(faults, null, 1)).toHaveLength(1);
    expect(faults[0]).toMatchObject({ file, pointer });
    expect(faults[0].message).toMatch(message);
  });
});

it('a path from a root no rule has is named with the nearest root, once', async () => {
  const { faults } = await check(payload((p) => { p.parts[0].fields.Card = 'sesion.CardName'; }));
  expect(faults).toEqual([expect.objectContaining({ file: P, pointer: '/payloads/P1/parts/0/fields/Card', message: expect.stringMatching(/unknown name "sesion" .*did you mean "session"\?/) })]);
});
