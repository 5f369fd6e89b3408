// { "call": code, ... }: a bank call; its answer saved into the session, its refusal and its
// transport failure each with their own steps.
import { evaluate, evaluateMap, holds } from '../../../rules/evaluator.js';
import { ApiFailure } from '../../engine/api.js';
import { field, ptr, str, strings } from '../../journey/json.js';
import { addReads, callsMade, merge, returns, union, writeMap, written, type Way } from '../../journey/walkParts.js';
import { sessionValueReads, sessionValueReadsByKey } from '../../journey/reads.js';
import type { EffectEnv, EffectKind, EffectRunner } from '../kind.js';
import { withContext } from '../withContext.js';
import type { EvalContext } from '../../../rules/context.js';
import type { CallEffect } from '../types.generated.js';

const DEFAULT_OK = 'response.Success = true';

export const call: EffectKind<CallEffect> = {
  key: 'call',
  order: 1,
  typeName: 'CallEffect',
  doc: 'A bank call of flows/calls.json: the request built by JSONata, the response saved into the session.',
  fields: {
    call: { type: 'callCode', required: true, doc: 'Call code from the seeds (A84, A137 ...).' },
    request: { type: 'expr', doc: 'JSONata producing the request body (Token is added by the client).' },
    as: { type: 'string', doc: 'Keep the response as server.<as> (default: the call code).' },
    ok: { type: 'expr', doc: 'JSONata over the context with `response`: truthy means the call succeeded. Default `response.Success = true`.' },
    save: { type: 'exprMap', doc: 'Session key -> JSONata over the context with `response`; applied when ok.' },
    onFail: { type: 'effects', doc: 'Effects when ok is false (Success false, Status not 1 ...).' },
    onError: { type: 'effects', doc: 'Effects when the transport fails after all retries; default is the catalogue\'s 0000 behaviour.' },
    optional: { type: 'boolean', doc: 'The list goes on whatever the answer or a transport failure (audit calls whose answer no step uses).' },
    once: { type: 'boolean', doc: 'Sent once per page load for the same request; a screen asking again (even while the first answer is pending) shares the answer: the logon A6 issues one token per session.' },
    multipart: { type: 'true', doc: 'A file call (flows/calls.json endpoint file): multipart to /api/ProxyApi/<call>, the request as ApiData.' },
    file: { type: 'expr', doc: 'With multipart: the file (a Blob, e.g. event.file of an upload widget\'s action).' },
    fileName: { type: 'expr', doc: 'With multipart: the file\'s name.' },
    returns: { type: 'returns', doc: 'Journey model: routes a link the bank sends (SMS, mail) opens, in a new browser session.' },
  },
  schema: { dependencies: { file: ['multipart'], fileName: ['multipart'] } },
  guide: {
    writes: '`{ "call": "A84", "request": "<JSONata object>", "ok"?: "<JSONata>", "save"?: {key: expr}, "as"?: name, "onFail"?: [...], "onError"?: [...] }`',
    does: 'a bank call; `ok` defaults to `response.Success = true`; `save` writes session keys from `response`; `onFail` runs when ok is false, `onError` when the network failed 3 times (default: 0000-{call}). `"optional": true`: its answer is not used (A43 audit, A155): the list goes on whatever happens, and its failures retry on their own budget, not the screen\'s shared 3 attempts. `"once": true`: sent once per page load for the same request; another screen\'s same call (even while the first is pending) gets the same answer: the logon A6 gives one token per session. `"multipart": true, "file"?: expr, "fileName"?: expr`: a file call (catalogue endpoint `file`: FileUploadPreview, FileUploadSubmit): multipart to /api/ProxyApi/<call> with the request as ApiData beside the file (`event.file` of an upload widget\'s action); the check requires it for file calls and refuses it for others',
  },
  walk(effect, at, way, { env, walkList }) {
    const code = String(effect.call);
    const request = str(effect.request);
    addReads(env, request, { file: env.file, pointer: ptr(at, 'request') });
    const entry = env.callEntry(code);
    const optional = effect.optional === true;
    env.calls.push({
      code,
      requestFields: strings(field(entry, 'request')),
      responseFields: strings(field(entry, 'response')),
      reads: request ? sessionValueReads(request, env.payloads) : [],
      readsByKey: request ? sessionValueReadsByKey(request, env.payloads) : {},
      writesBefore: way.writes,
      when: way.when,
      optional,
      source: { file: env.file, pointer: at },
    });
    returns(env, way, effect, 'link', at);
    const failed = (list: string, label: string): Way | undefined => {
      const branch: Way = { ...way, failure: true, when: [...way.when, { label: `${code} ${label}`, source: { file: env.file, pointer: ptr(at, list) } }] };
      const end = Array.isArray(effect[list]) ? walkList(effect[list], ptr(at, list), branch) : branch;
      // Without its own list a refusal ends the screen's work (0000), unless the call is optional.
      return optional && end ? { ...end, failure: way.failure, when: way.when } : undefined;
    };
    const refused = failed('onFail', 'refused');
    const unanswered = failed('onError', 'not answered');
    const saved = writeMap(env, effect.save, ptr(at, 'save'));
    // An optional call's way goes on whether it was answered or not: it is not surely made.
    const made = optional ? [] : callsMade(code, entry);
    const answered: Way = { ...way, writes: union(way.writes, written([...saved, ...made], way.when)) };
    return merge(way, [answered, refused, unanswered]);
  },
};

async function sendFile(effect: CallEffect, body: Record<string, unknown>, env: EffectEnv, where: string): Promise<Record<string, unknown>> {
  const file = effect.file ? await evaluate(effect.file, env.context(), `${where}/file`) : undefined;
  if (file !== undefined && file !== null && !(file instanceof Blob)) throw new Error(`${where}/file: a file (Blob) is needed, got ${typeof file}`);
  const name = effect.fileName ? await evaluate(effect.fileName, env.context(), `${where}/fileName`) : undefined;
  // An upload widget's action event carries onProgress(fraction): the file call reports to it.
  const event = (env.context() as { event?: unknown }).event;
  const heard = typeof event === 'object' && event !== null ? (event as { onProgress?: unknown }).onProgress : undefined;
  const onProgress = typeof heard === 'function' ? (heard as (fraction: number) => void) : undefined;
  return env.callFile(effect.call, body, file ?? undefined, name === undefined || name === null ? undefined : String(name), onProgress);
}

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<CallEffect> = async (effect, env, where, { runList }) => {
  const body = effect.request ? await evaluate(effect.request, env.context(), `${where}/request`) : {};
  let response: Record<string, unknown>;
  try {
    response = effect.multipart
      ? await sendFile(effect, (body ?? {}) as Record<string, unknown>, env, where)
      : await env.call(effect.call, (body ?? {}) as Record<string, unknown>, { optional: effect.optional, once: effect.once });
  } catch (err) {
    if (!(err instanceof ApiFailure)) throw err;
    // The screen was left while the call was pending: a late failure must not act.
    if (!env.active()) return 'halt';
    if (effect.onError) {
      await runList(effect.onError, env, `${where}/onError`);
      return effect.optional ? 'continue' : 'halt';
    }
    if (effect.optional) return 'continue';
    await env.fail('0000', { api: effect.call });
    return 'halt';
  }
  if (!env.active()) return 'halt';
  env.keepResponse(effect.as ?? effect.call, response);
  const withResponse = (): EvalContext => ({ ...env.context(), response });
  if (!(await holds(effect.ok ?? DEFAULT_OK, withResponse(), `${where}/ok`))) {
    // A refused call never falls through to the steps that assume success, unless it is optional.
    if (effect.onFail) await runList(effect.onFail, withContext(env, withResponse), `${where}/onFail`);
    else if (!effect.optional) await env.fail('0000', { api: effect.call });
    return effect.optional ? 'continue' : 'halt';
  }
  if (effect.save) env.setSession(await evaluateMap(effect.save, withResponse(), `${where}/save`));
  return 'continue';
};
