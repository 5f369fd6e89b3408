// $payload(name, root): the payload of flows/payloads.json built from the given root (build.ts),
// kept while what it reads is the same (memo.ts). A module of its own because rules/evaluator.ts
// loads it, and the mapping with it, on first use: only a screen that names a payload needs them,
// not the start screen (issue 22).
import { buildPayload, type PayloadEvaluator } from './build.js';
import { payloadMemoKey } from './memo.js';
import { PAYLOADS_FILE, payloadNamed, payloadNames } from './table.js';
import type { Payload } from './types.js';

/** Per payload: how to key it by what it reads (null: never kept), and the last one built. */
const payloadMemo = new WeakMap<Payload, { key: ((root: unknown) => string) | null; last?: { at: string; value: Promise<Record<string, unknown>> } }>();

/** The payload `name` built from `root` with the evaluator's functions; an unknown name is coded PAYLOAD1. */
export function evaluatePayload(name: string, root: unknown, run: PayloadEvaluator): Promise<Record<string, unknown>> {
  const payload = payloadNamed(name);
  if (payload === undefined) throw Object.assign(new Error(`$payload: no payload "${name}" in ${PAYLOADS_FILE} (it has: ${payloadNames().join(', ') || 'none'})`), { code: 'PAYLOAD1' });
  const build = () => buildPayload(payload, root, run, `${PAYLOADS_FILE}#/payloads/${name}`);
  if (!payloadMemo.has(payload)) payloadMemo.set(payload, { key: payloadMemoKey(payload) ?? null });
  const memo = payloadMemo.get(payload)!;
  if (!memo.key) return build();
  const at = memo.key(root);
  if (memo.last?.at === at) return memo.last.value;
  const value = build();
  memo.last = { at, value };
  value.catch(() => { if (memo.last?.value === value) memo.last = undefined; });
  return value;
}
