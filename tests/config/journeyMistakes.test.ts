// Issue 16: a product owner's ordinary mistakes on today's screens, each on its own copy of the
// real config (in memory: the tree is loaded once and each case edits a clone), must be faults of
// the journey checks at the file and JSON pointer where the mistake is, with a plain message. The
// last cases go through `npm run check`'s whole checker on a real copy, once.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkJourney } from '../../scripts/check/journey.js';
import { loadTree } from '../../scripts/check/load.js';
import { Sink, type Fault, type Loaded, type Tree } from '../../scripts/check/types.js';
import { configCopy } from '../changeability/configCopy.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './configTree.js';

const FORM1_CHECKS = (JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/form1.json'), 'utf8')) as { rules: { validate: unknown[] } }).rules.validate.length;

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let base: Tree;
beforeAll(async () => {
  base = await loadTree(REPO_ROOT, new Sink());
});

/** A clone of the loaded tree whose config data the case may edit. */
function cloneTree(tree: Tree): Tree {
  const copies = new Map<Loaded, Loaded>(tree.configs.map((l) => [l, { file: l.file, data: structuredClone(l.data) }]));
  const same = (l: Loaded | undefined) => (l ? copies.get(l) ?? { file: l.file, data: structuredClone(l.data) } : undefined);
  return {
    ...tree,
    configs: [...copies.values()],
    flow: same(tree.flow), errors: same(tree.errors), constants: same(tree.constants), calls: same(tree.calls),
    languages: same(tree.languages), sessionKeys: same(tree.sessionKeys), branding: same(tree.branding), payloads: same(tree.payloads),
    screens: new Map([...tree.screens].map(([id, l]) => [id, same(l)!])),
  };
}

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- config edited as data
/** Edits one config file of the case's tree. */
type Edit = (file: string, fn: (json: Json) => void) => void;

function journeyFaults(change: (edit: Edit) => void): Fault[] {
  const tree = cloneTree(base);
  const byFile = new Map<string, Loaded>([...tree.configs].map((l) => [l.file, l]));
  change((file, fn) => fn(byFile.get(file)!.data));
  const sink = new Sink();
  checkJourney(tree, sink);
  return sink.faults;
}

const last = <T,>(list: T[]) => list.length - 1;

describe('today\'s config', () => {
  it('has no journey faults', () => {
    expect(journeyFaults(() => undefined)).toEqual([]);
  });
});

describe('given a product owner\'s mistake, then the journey check names its file, pointer and what is wrong', () => {
  it.each([
    {
      mistake: 'ETB customers skip /Gift (one next rule in schemas/validate3.json): A97 loses the gift data',
      change: (edit: Edit) => edit('schemas/validate3.json', (j) => {
        j.next.splice(last(j.next), 0, { when: "session.CustomerType = 'ETB'", go: '/Form1', pageState: 'Page2.3' });
      }),
      file: 'schemas/validate3.json', pointer: '/next/6',
      says: ['for CustomerType ETB', 'skips /Gift', 'A97 on /Confirm', 'session.GiftInfo', 'CardCode, GatewayNo, Combination, FirstGiftCaption'],
    },
    {
      mistake: 'the mobile-ID check numbered step 1 again after the gifts and the ID photos (issue 17 §9)',
      change: (edit: Edit) => edit('schemas/startTwid.json', (j) => { j.step.public = 1; }),
      file: 'schemas/gift.json', pointer: '/next/2',
      says: ['/Gift (step 2 of the public header) → /StartTWID (step 1) goes back in the step indicator', 'IBMB N', '"step"'],
    },
    {
      mistake: 'a next rule sends /Gift to itself',
      change: (edit: Edit) => edit('schemas/gift.json', (j) => { j.next[last(j.next)] = { go: '/Gift', pageState: 'Page2.1' }; }),
      file: 'schemas/gift.json', pointer: '/next/4',
      says: ['/Gift leads back to itself', 'stuck'],
    },
    {
      mistake: 'Form1 and Form2 route to each other for ever',
      change: (edit: Edit) => edit('schemas/form2.json', (j) => { j.next[last(j.next)] = { go: '/Form1', pageState: 'Page2.3' }; }),
      file: 'schemas/form2.json', pointer: '/next/2',
      says: ['/Form2 → /Form1 returns to an earlier screen without a declared reason', '/Form1 → /Form2 → /Form1', '"back"'],
    },
    {
      mistake: 'the last next rule of /Validate3 only for ETP: no route for NTB and ETB',
      change: (edit: Edit) => edit('schemas/validate3.json', (j) => { j.next[last(j.next)].when = "session.CustomerType = 'ETP'"; }),
      file: 'schemas/validate3.json', pointer: '/next',
      says: ['no next rule applies for', 'CustomerType NTB', 'fault panel'],
    },
    {
      mistake: 'a screen left with no way onward (Form3 without next rules) and not a declared end',
      change: (edit: Edit) => edit('schemas/form3.json', (j) => { delete j.next; }),
      file: 'flows/flow.json', pointer: '/routes/11',
      says: ['/Form3 has no way onward', 'declared end'],
    },
    {
      mistake: 'a declared way back that leaves a loop with no way out',
      change: (edit: Edit) => edit('schemas/form2.json', (j) => {
        j.next = [{ go: '/Form1', pageState: 'Page2.3', back: 'edit the personal details again' }];
      }),
      file: 'flows/flow.json', pointer: '/routes/8',
      says: ['is a loop with no way out', '/Form1'],
    },
    {
      mistake: 'a field made required while hidden (rules.required)',
      change: (edit: Edit) => edit('schemas/form1.json', (j) => { j.rules.required = { NameChinese: 'true' }; }),
      file: 'schemas/form1.json', pointer: '/rules/required/NameChinese',
      says: ['NameChinese is required but hidden (rules.visible.NameChinese) for IsOCR Y', 'silently void'],
    },
    {
      mistake: 'a field made required while hidden (the schema\'s required)',
      change: (edit: Edit) => edit('schemas/form1.json', (j) => { j.schema.required = ['NameEnglish']; }),
      file: 'schemas/form1.json', pointer: '/schema/required',
      says: ['NameEnglish is required but hidden (rules.visible.NameEnglish)'],
    },
    {
      mistake: 'a visible read-only field whose check needs a hidden one',
      change: (edit: Edit) => edit('schemas/form1.json', (j) => {
        j.rules.validate.push({ field: 'Email', assert: '$boolean(form.Education)', message: 'form1.errEmail' });
      }),
      // the check pushed last: its index is the length of the real config's list
      file: 'schemas/form1.json', pointer: `/rules/validate/${FORM1_CHECKS}`,
      says: ['the check of Email reads form.Education, which is hidden (rules.visible.Education)', 'rules.readonly.Email', 'stuck'],
    },
    {
      mistake: 'one session key written as a string on one screen and a number on another (Email became 0)',
      change: (edit: Edit) => edit('schemas/form1.json', (j) => {
        const at = j.onSubmit.findIndex((e: Json) => e.set?.Email !== undefined);
        j.onSubmit[at].set.Email = '0';
      }),
      file: 'schemas/form1.json', pointer: '/onSubmit/1/set/Email',
      says: ['session.Email is a string (flows/session.json) but this writes a number'],
    },
  ])('$mistake', ({ change, file, pointer, says }) => {
    const faults = journeyFaults(change);
    const at = faults.filter((f) => f.file === file && f.pointer === pointer);
    expect(at, JSON.stringify(faults, null, 1)).toHaveLength(1);
    for (const words of says) expect(at[0].message).toContain(words);
  });
});

describe('given a correct change, then the journey check stays quiet', () => {
  it.each([
    {
      change: 'ETP customers skip /Gift today: GiftInfo is declared optional for them (flows/session.json)',
      edit: () => undefined,
    },
    {
      change: 'a declared way back with a way out (the preview\'s edit)',
      edit: (edit: Edit) => edit('schemas/form2.json', (j) => {
        j.next.splice(0, 0, { when: "session.ReturnFlag = 'Y' and form.IsStudent = 'X'", go: '/Form1', pageState: 'Page2.3', back: 'back to the personal details' });
      }),
    },
  ])('$change', ({ edit }) => {
    expect(journeyFaults(edit)).toEqual([]);
  });
});

describe('npm run check holds the journey too (the whole checker on a real copy)', () => {
  it('ETB skipping /Gift and Form2 routing back to Form1 are faults; nothing else is', async () => {
    const copy = configCopy();
    try {
      copy.edit('schemas/validate3.json', (j) => {
        j.next.splice(j.next.length - 1, 0, { when: "session.CustomerType = 'ETB'", go: '/Form1', pageState: 'Page2.3' });
      });
      copy.edit('schemas/form2.json', (j) => { j.next[j.next.length - 1] = { go: '/Form1', pageState: 'Page2.3' }; });
      const { faults } = await copy.check();
      expect(faults.map((f) => `${f.file}#${f.pointer}`).sort()).toEqual(['schemas/form2.json#/next/2', 'schemas/validate3.json#/next/6']);
    } finally {
      copy.remove();
    }
  });
});
