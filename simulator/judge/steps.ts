// The journey's step order, held against what the bank recorded of the apply log (issue 18 §2). The
// journey model (renderer/journey), built from the app's own config, is walked for this applicant
// as the bank knows them; every call surely made on each way from the journey's starts to the call
// judged (A97 on /Confirm) is a step the applicant must have taken (`call:<code>`, written by each
// call's successful answer). Of those, the bank enforces the ones it records per apply log
// (RECORDED): A84's identity check, the SMS code passed, and the ID photos submitted
// (FileUploadSubmit, on this browser or a phone of the QR link). E220456783, whose every way to
// /Confirm passes /UploadID, cannot submit without its photos; an ETP customer with an ETP flag,
// whose ways skip /UploadID, can. Nothing here names a screen: the model says which calls.
//
// What the bank knows of the applicant fixes the model's conditions (knownOf); what it does not
// know stays open, so the ways it would allow are all kept and only calls made on every one of
// them are required: an unknown never refuses a journey the config allows.
import type { Ctx } from '../context.js';
import type { ApplyLog } from '../store/applyLogs.js';
import { MSG_STEP_ORDER } from '../calls/shared.js';
import { allHold, buildJourney, contextGraph, type Journey, type JourneyInput } from '../../renderer/journey/index.js';
import { sessionFlow } from '../../renderer/journey/dataFlow.js';
import { sureWrites } from '../../renderer/journey/sureWrites.js';
import { callKey } from '../../renderer/journey/effectWalk.js';
import { field, strings } from '../../renderer/journey/json.js';
import type { Known } from '../../renderer/journey/tri.js';
import { namedRules } from '../../rules/named/index.js';

export const MSG_ID_PHOTOS_MISSING = '尚未上傳身分證正反面，無法送出申請';
export const MSG_SMS_MISSING = '尚未完成簡訊驗證，無法送出申請';

/** The ID photos' upload slot (002 §3.1: type 2, FILE_2_1 front and FILE_2_2 back). */
const ID_PHOTOS = '2';

/** Whether the front and back of the ID card were submitted to the apply log (by its token or the QR link's phone). */
export const idPhotosSubmitted = (ctx: Ctx, log: ApplyLog): boolean =>
  ctx.store.uploads.submittedTo(log.ApplyLogID).filter((u) => u.slot_type === ID_PHOTOS).length >= 2;

/** The calls the bank records per apply log: how its records prove each was made, and its message when not. */
const RECORDED: Record<string, { made(ctx: Ctx, log: ApplyLog): boolean; message: string }> = {
  // A5 and A28 open a log only after A84 accepted its ID on the same token; A99's banking token proves the customer instead.
  A84: { made: (ctx, log) => !log.fields.Channel || ctx.store.tokens.get(log.token)?.checked_id === log.ID, message: MSG_STEP_ORDER },
  A33: { made: (_ctx, log) => log.verifiedVia === 'sms', message: MSG_SMS_MISSING },
  A75: { made: (_ctx, log) => log.verifiedVia === 'sms', message: MSG_SMS_MISSING },
  FileUploadSubmit: { made: idPhotosSubmitted, message: MSG_ID_PHOTOS_MISSING },
};

/**
 * The session values the bank is sure of for this apply log's browser session, as the model's
 * conditions read them (session.<key>; undefined: surely absent). Only what the session surely
 * holds wherever it is read: a value the bank could get wrong is left out (open).
 */
export function knownOf(ctx: Ctx, log: ApplyLog): Known {
  const known = new Map<string, unknown>([['session.CustomerType', log.CustomerType], ['session.FlowType', log.FlowType]]);
  const customer = ctx.customers.get(log.ID);
  // A84's answer, which the session keeps: the customer's pre-approval (a new applicant's N).
  if (ctx.store.tokens.get(log.token)?.checked_id === log.ID) known.set('session.ApproveCus', customer?.ApproveCus ?? 'N');
  if (customer) known.set('session.ApplyShortForm', customer.ApplyShortForm === 'Y' ? 'Y' : 'N');
  // Banking (A99 opened the log): the channel it came from; otherwise no banking at all.
  const channel = log.fields.Channel;
  known.set('session.IBMB', channel ? 'Y' : undefined);
  known.set('session.Channel', channel || undefined);
  // No agent case on this log: the session is no agent's. An agent's session restores values the
  // customer's own carried (imageFlag ...), so with a case both stay open.
  const agent = ctx.store.agents.involving(log.ApplyLogID);
  if (!agent) {
    known.set('session.Agent', undefined);
    known.set('session.AgentStep', undefined);
  }
  // imageFlag Y is written only once the ID photos were submitted (/Validate2): without them, surely absent.
  if (!agent && !idPhotosSubmitted(ctx, log)) known.set('session.imageFlag', undefined);
  return known;
}

interface Model {
  journey: Journey;
  starts: string[];
  /** Required calls per known context (its signature). */
  required: Map<string, string[]>;
}

const models = new WeakMap<JourneyInput, Model>();

function modelOf(input: JourneyInput): Model {
  let model = models.get(input);
  if (!model) {
    const journey = buildJourney(input);
    const starts = strings(field(field(input.flow, 'journey'), 'starts'));
    model = { journey, starts: starts.length > 0 ? starts : [journey.landing], required: new Map() };
    models.set(input, model);
  }
  return model;
}

const signature = (known: Known): string => JSON.stringify([...known.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, v ?? null]));

/**
 * The calls surely made before `code` for this applicant: made on every way from the journey's
 * starts to every place that sends it. None when the model reaches it nowhere for them.
 */
export function callsBefore(input: JourneyInput, known: Known, code: string): string[] {
  const model = modelOf(input);
  const key = `${code}|${signature(known)}`;
  const cached = model.required.get(key);
  if (cached) return cached;
  const { journey, starts } = model;
  const g = contextGraph(journey, { label: 'the applicant', known, values: {} }, starts, namedRules);
  const flow = sessionFlow(journey, g, starts, input.flow, namedRules);
  let sure: Set<string> | undefined;
  for (const node of journey.nodes) {
    if (!flow.followed(node.path)) continue;
    for (const call of node.calls) {
      if (call.code !== code || allHold(call.when, { known, named: namedRules }) === false) continue;
      const here = new Set([...flow.arriving(node.path), ...sureWrites(call.writesBefore, call.when, known, namedRules)]);
      sure = sure ? new Set([...sure].filter((k) => here.has(k))) : here;
    }
  }
  const prefix = callKey('');
  const calls = [...(sure ?? [])].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)).sort();
  model.required.set(key, calls);
  return calls;
}

/** The first step the model requires before `code` that the bank's records of the apply log lack, as its message; undefined when all were taken. */
export function missingStep(ctx: Ctx, log: ApplyLog, input: JourneyInput, code: string): string | undefined {
  for (const call of callsBefore(input, knownOf(ctx, log), code)) {
    const record = RECORDED[call];
    if (record && !record.made(ctx, log)) return record.message;
  }
  return undefined;
}
