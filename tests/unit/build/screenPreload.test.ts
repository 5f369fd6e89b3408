// renderer/build/screenPreloadPlugin.ts: the files of the screen an address opens are asked for as
// the page opens (issue 22): by route, the screens the journey shows from it without the applicant
// acting, each with its part, its widget sets, JSONata and the rule tables it needs, less what the
// page's HTML loads already; a small script picks the route's list from the hash router's address.
import { runInNewContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { entryFiles, filesFor, goesOnTo, loadsOf, preloadScript, routeFiles, type ConfigKnowledge } from '../../../renderer/build/screenPreloadPlugin.js';
import { screenPartModule } from '../../../renderer/build/screenPartsPlugin.js';
import { setModuleId } from '../../../renderer/build/widgetSetsPlugin.js';
import type { Journey } from '../../../renderer/journey/types.js';

/** A chunk of a made-up bundle: its file, modules and static imports. */
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rolldown.OutputChunk;
const bundleOf = (...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

const bundle = bundleOf(
  chunk('assets/index.js', ['/r/renderer/react/main.tsx'], ['assets/react.js'], true),
  chunk('assets/react.js', ['/r/node_modules/react/index.js']),
  chunk('assets/screen-landing.js', [screenPartModule('landing'), '/r/schemas/landing.json'], ['assets/react.js']),
  chunk('assets/screen-index.js', [screenPartModule('index')], ['assets/ucs2length.js']),
  chunk('assets/ucs2length.js', ['/r/node_modules/ajv/dist/runtime/ucs2length.js']),
  chunk('assets/screen-form1.js', [screenPartModule('form1')]),
  chunk('assets/widgets-start.js', [setModuleId('widgets-start'), '/r/widgets/upper/UpperWidget.tsx'], ['assets/widgets-helpers-start.js', 'assets/react.js']),
  chunk('assets/widgets-helpers-start.js', ['/r/widgets/shared/useEvaluated.ts']),
  chunk('assets/widgets-form1.js', [setModuleId('widgets-form1')], ['assets/widgets-helpers-start.js']),
  chunk('assets/jsonata.js', ['/r/node_modules/jsonata/jsonata.js']),
  chunk('assets/named.js', ['/r/rules/named/index.ts']),
  chunk('assets/evaluate.js', ['/r/rules/payloads/evaluate.ts']),
);

describe('the files a screen loads', () => {
  it('given a screen, then its part, the sets of what it draws, JSONata and the rule tables it names, with their static imports, less what the page loads', () => {
    const sets = { upper: 'widgets-start', rocDate: 'widgets-form1' };
    const loads = loadsOf({ part: 'form1', widgets: ['upper', 'rocDate'], jsonata: true, config: { onLoad: [{ when: "$named('x')" }] } }, sets);
    expect(filesFor(bundle, loads, entryFiles(bundle))).toEqual([
      'assets/screen-form1.js', 'assets/widgets-start.js', 'assets/widgets-helpers-start.js', 'assets/widgets-form1.js', 'assets/jsonata.js', 'assets/named.js',
    ]);
  });

  it('given a screen without rules beyond the plain part, then no JSONata and no rule table; a name with no set, no file', () => {
    const loads = loadsOf({ part: 'index', widgets: ['unregistered'], jsonata: false, config: { onLoad: [{ when: "a = 'Y'" }] } }, {});
    expect(filesFor(bundle, loads, entryFiles(bundle))).toEqual(['assets/screen-index.js', 'assets/ucs2length.js']);
  });

  it('given $payload in the config, then the payload mappings\' file', () => {
    expect(filesFor(bundle, loadsOf({ widgets: [], jsonata: false, config: { call: { payload: "$payload('A1', $)" } } }, {}), new Set())).toEqual(['assets/evaluate.js']);
  });

  it('given entries, then they and their static imports are what the page loads already', () => {
    expect([...entryFiles(bundle)]).toEqual(['assets/index.js', 'assets/react.js']);
    expect([...entryFiles(bundle, ['assets/widgets-form1.js'])]).toEqual(['assets/widgets-form1.js', 'assets/widgets-helpers-start.js']);
  });
});

describe('the files by route', () => {
  // The landing "/" goes on load to /IndexPage; /Form1 (alias /form1) waits for the applicant; /Gone has no screen.
  const nodes = [
    { path: '/', aliases: [], screen: 'landing' },
    { path: '/IndexPage', aliases: [], screen: 'index' },
    { path: '/Form1', aliases: ['/form1'], screen: 'form1' },
    { path: '/Gone', aliases: [] },
  ];
  const journey = {
    nodes, landing: '/',
    edges: [
      { from: '/', to: '/IndexPage', kind: 'go', trigger: 'onLoad' },
      { from: '/', to: '/Form1', kind: 'go', trigger: 'onLoad', failure: true },
      { from: '/IndexPage', to: '/Form1', kind: 'go', trigger: 'submit' },
    ],
    node: (path: string) => nodes.find((n) => n.path === path),
  } as unknown as Journey;
  const know: ConfigKnowledge = {
    journey,
    screens: { landing: { uiSchema: { a: { 'ui:widget': 'upper' } } }, index: {}, form1: { uiSchema: { a: { 'ui:widget': 'rocDate' } } } },
    sets: { upper: 'widgets-start', rocDate: 'widgets-form1' },
    jsonataScreens: ['form1'],
  };

  it('given the landing, then the files of the screens its load effects go to (not a failure\'s), and an alias shares its route\'s list', () => {
    const { open } = routeFiles(bundle, know);
    expect(open['/']).toEqual(['assets/screen-landing.js', 'assets/screen-index.js', 'assets/ucs2length.js', 'assets/widgets-start.js', 'assets/widgets-helpers-start.js']);
    expect(open['/IndexPage']).toEqual(['assets/screen-index.js', 'assets/ucs2length.js']);
    expect(open['/Form1']).toEqual(['assets/screen-form1.js', 'assets/widgets-form1.js', 'assets/widgets-helpers-start.js', 'assets/jsonata.js']);
    expect(open['/form1']).toEqual(open['/Form1']);
    expect(Object.hasOwn(open, '/Gone')).toBe(false);
  });

  it('given a screen the applicant submits, then the files of where they may go on to, less its own; not a load\'s, a failure\'s or a way back', () => {
    const withBack = { ...know, journey: { ...journey, edges: [...journey.edges, { from: '/Form1', to: '/IndexPage', kind: 'go', trigger: 'actions/back', failure: false, back: 'edit' }] } as unknown as Journey };
    const { next } = routeFiles(bundle, withBack);
    expect(goesOnTo(withBack.journey, '/IndexPage')).toEqual(['/Form1']);
    expect(next['/IndexPage']).toEqual(['assets/screen-form1.js', 'assets/widgets-form1.js', 'assets/widgets-helpers-start.js', 'assets/jsonata.js']);
    // The landing goes on by itself (its load), and /Form1's only other way is back: nothing to ask for on input.
    expect(Object.hasOwn(next, '/')).toBe(false);
    expect(Object.hasOwn(next, '/Form1')).toBe(false);
  });
});

describe('the script', () => {
  const script = preloadScript({
    open: { '/': ['screen-landing.js', 'widgets-start.js'], '/Form1': ['screen-form1.js', 'widgets-start.js'] },
    next: { '/IndexPage': ['screen-validate3.js', 'jsonata.js'], '/Form1': ['screen-form2.js', 'jsonata.js'] },
  });
  interface Link { rel: string; crossOrigin: string; href: string }
  /** Runs the script at `address` (served beside the page, under assets/) with a document of its own: the links it added, and an input event's. */
  const run = (address: string, known = true) => {
    const url = new URL(address);
    const location = { hash: url.hash };
    const added: Link[] = [];
    const listeners: Array<{ type: string; listener: () => void; capture: boolean }> = [];
    const document = {
      currentScript: known ? { src: `${url.origin}${url.pathname}assets/screen-preload-x.js` } : null,
      createElement: () => ({ rel: '', crossOrigin: null as string | null, href: '' }),
      head: { appendChild: (link: Link) => added.push({ ...link }) },
      addEventListener: (type: string, listener: () => void, capture: boolean) => listeners.push({ type, listener, capture }),
    };
    runInNewContext(script, { location, document });
    /** The applicant's input at `hash` (the router moved there): the links it added. */
    const input = (hash: string) => {
      location.hash = hash;
      const before = added.length;
      for (const l of listeners) if (l.type === 'input') l.listener();
      return added.slice(before).map((l) => l.href.replace(url.origin, ''));
    };
    return { added, listeners, input };
  };
  const linksAt = (address: string, known = true) => run(address, known).added;

  it('given the landing\'s address (no hash), then a module preload of each of its files beside the script, anonymous as the app\'s modules', () => {
    expect(linksAt('https://bank.example/app/?CTID=DEMO')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: 'https://bank.example/app/assets/screen-landing.js' },
      { rel: 'modulepreload', crossOrigin: '', href: 'https://bank.example/app/assets/widgets-start.js' },
    ]);
  });

  it('given a route in the hash, with a query, then its files; a route with none, or one that only looks like a key of an object, none', () => {
    expect(linksAt('https://bank.example/#/Form1?x=1').map((l) => l.href)).toEqual(['https://bank.example/assets/screen-form1.js', 'https://bank.example/assets/widgets-start.js']);
    expect(linksAt('https://bank.example/#/Nowhere')).toEqual([]);
    expect(linksAt('https://bank.example/#toString')).toEqual([]);
  });

  it('given the applicant\'s input on a screen, then the files of where they may go on to, each once, on the route the router has moved to', () => {
    const page = run('https://bank.example/?CTID=DEMO');
    expect(page.listeners.map((l) => [l.type, l.capture])).toEqual([['input', true]]);
    expect(page.input('#/IndexPage')).toEqual(['/assets/screen-validate3.js', '/assets/jsonata.js']);
    expect(page.input('#/IndexPage')).toEqual([]);
    // On /Form1: JSONata was asked for already, on /IndexPage.
    expect(page.input('#/Form1?x=1')).toEqual(['/assets/screen-form2.js']);
    expect(page.input('#/Nowhere')).toEqual([]);
  });

  it('given a page that does not say which script runs (no currentScript), then no link, no listener and no fault: the app loads its files itself', () => {
    const page = run('https://bank.example/#/Form1', false);
    expect(page.added).toEqual([]);
    expect(page.listeners).toEqual([]);
  });

  it('then it starts with V8\'s compile hint, as every file of the build does', () => {
    expect(script.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});
