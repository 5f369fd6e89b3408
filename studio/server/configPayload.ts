// The config the studio draws and previews, read fresh from the files on each request: the same
// loader as `npm run check` (scripts/check/load.ts), so shared rule lists are expanded as the
// runtime expands them and a file that does not parse is a fault with its file, not a blank map.
import { Sink } from '../../scripts/check/types.js';
import { i18nSites } from '../../scripts/check/i18nSites.js';
import { loadTree } from '../../scripts/check/load.js';
import type { Fault } from '../../scripts/check/types.js';

export interface StudioConfig {
  /** Bumped on every change under the watched folders: the page asks again when it moves. */
  version: number;
  flow?: unknown;
  errors?: unknown;
  constants?: unknown;
  calls?: unknown;
  session?: unknown;
  payloads?: unknown;
  /** flows/effects.json */
  effectLists?: unknown;
  languages?: unknown;
  branding?: unknown;
  /** Screen id -> schemas/<id>.json (shared rule lists expanded). */
  screens: Record<string, unknown>;
  /** Language code -> locales/<code>.json. */
  locales: Record<string, unknown>;
  /** campaigns/<file>.json by file. */
  campaigns: Record<string, unknown>;
  /** Every text key the config names, where (the check's own list: scripts/check/i18nSites.ts). */
  textSites: { file: string; pointer: string; key: string }[];
  /** Faults found while reading (a file that does not parse, a missing file). */
  loadFaults: Fault[];
}

export async function readStudioConfig(root: string, version: number): Promise<StudioConfig> {
  const sink = new Sink();
  const tree = await loadTree(root, sink);
  return {
    version,
    flow: tree.flow?.data,
    errors: tree.errors?.data,
    constants: tree.constants?.data,
    calls: tree.calls?.data,
    session: tree.sessionKeys?.data,
    payloads: tree.payloads?.data,
    effectLists: tree.effectLists?.data,
    languages: tree.languages?.data,
    branding: tree.branding?.data,
    screens: Object.fromEntries([...tree.screens].map(([id, loaded]) => [id, loaded.data])),
    locales: Object.fromEntries([...tree.locales].map(([code, loaded]) => [code, loaded.data])),
    campaigns: Object.fromEntries(tree.campaigns.map((c) => [c.file, c.data])),
    textSites: i18nSites(tree).map(({ file, pointer, key }) => ({ file, pointer, key })),
    loadFaults: sink.faults,
  };
}
