// The preview's bank: nothing is asked of the bank for real. A call answering a list (flows/
// calls.json responseList: cities, nationalities ...) gets the simulator's reference data through
// the dev server; any other call answers Success with the response fields the applicant's session
// holds (A20's ApplyShortForm, NameChinese ...), so the screen shows what the persona implies.
import type { BankApi } from '../../renderer/engine/api.js';
import type { SessionStore } from '../../renderer/engine/session.js';

interface CallEntry { response?: string[]; responseOptional?: string[]; responseList?: boolean }

export function previewBank(calls: Record<string, CallEntry>, session: SessionStore, log: (line: string) => void): BankApi {
  const lists = new Map<string, Promise<unknown[]>>();
  const list = (code: string) => {
    let hit = lists.get(code);
    if (!hit) {
      hit = fetch(`/__studio/api/list/${encodeURIComponent(code)}`)
        .then((r) => r.json() as Promise<{ answer: unknown[]; note?: string }>)
        .then(({ answer, note }) => { log(`${code}: ${answer.length} rows from the simulator's data${note ? ` (${note})` : ''}`); return answer; });
      lists.set(code, hit);
    }
    return hit;
  };
  const answer = async (code: string): Promise<Record<string, unknown>> => {
    const entry = Object.hasOwn(calls, code) ? calls[code] : undefined;
    if (entry?.responseList) return (await list(code)) as unknown as Record<string, unknown>;
    const fields = [...(entry?.response ?? []), ...(entry?.responseOptional ?? [])];
    const out: Record<string, unknown> = { Success: true };
    for (const f of fields) if (f !== 'Success' && session.get(f) !== undefined) out[f] = session.get(f);
    log(`${code}: Success${Object.keys(out).length > 1 ? ` with ${Object.keys(out).filter((k) => k !== 'Success').join(', ')} from the session` : ''}`);
    return out;
  };
  return {
    call: (code) => answer(code),
    callFile: async (code) => { log(`${code}: not sent (a file call)`); return { status: 1, url: '', size: 0, uuid: '', msg: 'preview' }; },
    resetRetries: () => undefined,
  };
}
