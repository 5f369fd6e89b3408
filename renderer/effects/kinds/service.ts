// { "service": name, "args"?: {...} }: a runtime service (time- or DOM-bound work with its own tests).
import { evaluateMap } from '../../../rules/evaluator.js';
import { field, ptr } from '../../journey/json.js';
import { addMapReads, returns, union, written } from '../../journey/walkParts.js';
import { parse } from '../../journey/tri.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import type { ServiceWrites } from '../../services/serviceWrites.js';
import type { ServiceEffect } from '../types.generated.js';

/** The keys a service writes: its declared ones, and the one its key arg names when that arg is a string literal. */
function serviceKeys(declared: ServiceWrites[string] | undefined, args: unknown): string[] {
  const named = declared?.keyArg ? parse(String(field(args, declared.keyArg) ?? '')) : undefined;
  return [...(declared?.keys ?? []), ...(named?.type === 'string' ? [String(named.value)] : [])];
}

const LOG_DEVICE_CALL = 'logDevice: the device-log call\'s code as a JSONata string (\'A76\'); npm run check holds it to flows/calls.json and the other args to its request fields';

export const service: EffectKind<ServiceEffect> = {
  key: 'service',
  order: 13,
  typeName: 'ServiceEffect',
  doc: 'A named runtime service (time- or DOM-bound work with its own tests). `returns`: journey model, a hand-off (formPost) and the routes the outside site sends the applicant back to.',
  fields: { service: { type: 'service', required: true }, args: { type: 'exprMap' }, returns: { type: 'returns' }, back: { type: 'back' } },
  schema: {
    dependencies: { back: ['returns'] },
    if: { required: ['service'], properties: { service: { const: 'logDevice' } } },
    then: { required: ['args'], properties: { args: { required: ['call'], properties: { call: { type: 'string', pattern: '^\'[A-Za-z][A-Za-z0-9]*\'$', description: LOG_DEVICE_CALL } } } } },
  },
  guide: {
    writes: '`{ "service": name, "args"?: {...} }`',
    does: 'a runtime service (detectDevice, readAddress, logDevice (the device log: `call` names its call code, `"\'A76\'"`, the other args its request fields; the check holds both to flows/calls.json), loadFingerprintScript, clearSession, formPost (leave with an HTML form POST: `action`, `fields`; a hand-over to an identity portal), newGuid (a random GUID into the session key `key`), readUpload (an upload read back from the bank\'s `url` into the form field `field` as base64, or null when the bank no longer serves it) …)',
  },
  walk(effect, at, way, { env }) {
    addMapReads(env, effect.args, ptr(at, 'args'));
    const keys = serviceKeys(env.services[String(effect.service)], effect.args);
    for (const key of keys) env.writes.push({ key, source: { file: env.file, pointer: at } });
    const after = { ...way, writes: union(way.writes, written(keys, way.when)) };
    if (!Array.isArray(effect.returns)) return after;
    // A hand-off (the identity portal's form post) leaves the page: nothing after it runs here.
    returns(env, after, effect, 'handoff', at);
    return undefined;
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<ServiceEffect> = async (effect, env, where) => {
  await env.service(effect.service, await evaluateMap(effect.args, env.context(), `${where}/args`));
  return 'continue';
};
