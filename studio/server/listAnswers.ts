// The preview's bank for the calls that answer a list (flows/calls.json responseList: cities,
// nationalities, banks, employers): the simulator's own handlers over its reference data, with no
// store behind them, so a preview never writes to the simulator's records. A handler that would
// read the records answers nothing (an empty list), said in the preview's call log.
import { calls } from '../../simulator/calls/index.js';
import type { Ctx } from '../../simulator/context.js';
import { loadCampaigns, loadReference, defaultCampaignsDir, defaultReferenceDir } from '../../simulator/data.js';

const noRecords = new Proxy({}, { get: () => { throw new Error('reads the bank\'s records'); } });

export async function listAnswer(code: string): Promise<{ answer: unknown[]; note?: string }> {
  const spec = Object.hasOwn(calls, code) ? calls[code] : undefined;
  if (!spec) return { answer: [], note: 'the simulator has no such call' };
  const ctx = {
    ref: await loadReference(defaultReferenceDir),
    campaigns: await loadCampaigns(defaultCampaignsDir),
    customers: new Map(),
    store: noRecords,
    now: Date.now,
    caller: {},
  } as unknown as Ctx;
  try {
    const answer = spec.handler({}, ctx);
    return Array.isArray(answer) ? { answer } : { answer: [], note: 'the simulator did not answer a list' };
  } catch (err) {
    return { answer: [], note: err instanceof Error ? err.message : String(err) };
  }
}
