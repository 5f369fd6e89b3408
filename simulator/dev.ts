// Development endpoints under /__dev/: what phones and mailboxes received, fault injection,
// reset, state dump, a movable clock and the analytics sink. For people and tests, never for the
// app itself: they exist only when the simulator was created with devEndpoints (npm start, or a
// test that asks for them).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Faults, parseFault } from './faults.js';
import { HttpError, isSimpleFormType, parseJsonBody, readBody, sendJson } from './http.js';
import type { Policy } from './policy.js';
import { applicationsOf } from './store/applications.js';
import { type Store, wipe } from './store/index.js';
import { assumeUsedKb, clearAssumed } from './upload/quota.js';
import { MYDATA_SWITCH_KEY, mydataSwitch } from './calls/mydata.js';

export interface DevDeps {
  store: Store;
  faults: Faults;
  now: () => number;
  policy: Policy;
  setClockOffset(ms: number): void;
  clockOffset(): number;
}

export async function handleDev(req: IncomingMessage, res: ServerResponse, path: string, deps: DevDeps): Promise<void> {
  const { store, faults } = deps;
  const route = `${req.method} ${path}`;
  // A page on another site could post a form here (reset, clock): only JSON or no body.
  if (req.method !== 'GET' && isSimpleFormType(req.headers['content-type'])) {
    throw new HttpError(415, 'send a JSON body (or none)');
  }
  switch (route) {
    case 'GET /__dev/outbox': {
      // ?to=<mobile or address>: one recipient's messages (load tests read thousands of codes).
      const to = new URL(req.url ?? '', 'http://127.0.0.1').searchParams.get('to');
      return sendJson(res, 200, store.records.outbox(to ?? undefined));
    }
    case 'GET /__dev/state':
      return sendJson(res, 200, state(store));
    case 'GET /__dev/applications':
      return sendJson(res, 200, applications(store));
    case 'GET /__dev/faults':
      return sendJson(res, 200, faults.list());
    case 'POST /__dev/faults':
      faults.set(parseFault(parseJsonBody(await readBody(req))));
      return sendJson(res, 200, faults.list());
    case 'DELETE /__dev/faults':
      faults.clear();
      return sendJson(res, 200, []);
    case 'POST /__dev/reset':
      wipe(store.db);
      clearAssumed(store);
      deps.setClockOffset(0);
      faults.clear();
      return sendJson(res, 200, { ok: true });
    case 'GET /__dev/clock':
      return sendJson(res, 200, clockView(deps));
    case 'POST /__dev/clock': {
      const body = parseJsonBody(await readBody(req)) as { offsetMs?: unknown };
      if (typeof body?.offsetMs !== 'number' || !Number.isFinite(body.offsetMs)) {
        throw new HttpError(400, 'offsetMs must be a number of milliseconds');
      }
      // Absolute, not cumulative: posting the same offset twice is harmless.
      deps.setClockOffset(body.offsetMs);
      return sendJson(res, 200, clockView(deps));
    }
    case 'GET /__dev/analytics':
      return sendJson(res, 200, store.records.analyticsEvents());
    case 'POST /__dev/analytics': {
      const raw = await readBody(req, deps.policy.maxAnalyticsBytes);
      const event = parseJsonBody(raw);
      if (typeof event !== 'object' || event === null || Array.isArray(event)) throw new HttpError(400, 'an event is a JSON object');
      store.records.analytics(event as Record<string, unknown>, deps.now());
      return sendJson(res, 200, { ok: true });
    }
    case 'POST /__dev/uploadQuota': {
      // The apply log already holds usedKb of files (A25's RemainSize and FileUploadSubmit count it): the quota messages without uploading 25 MB.
      const body = parseJsonBody(await readBody(req)) as { ApplyLogID?: unknown; usedKb?: unknown };
      if (typeof body?.ApplyLogID !== 'string' || body.ApplyLogID === '' || typeof body.usedKb !== 'number' || !Number.isFinite(body.usedKb) || body.usedKb < 0) {
        throw new HttpError(400, 'send {ApplyLogID, usedKb} with usedKb a number of KB, 0 or more');
      }
      assumeUsedKb(store, body.ApplyLogID, Math.ceil(body.usedKb));
      return sendJson(res, 200, { ApplyLogID: body.ApplyLogID, usedKb: Math.ceil(body.usedKb) });
    }
    case 'GET /__dev/mydata':
      return sendJson(res, 200, { a153: mydataSwitch(deps) });
    case 'POST /__dev/mydata': {
      // The data platform as A153 reaches it: 'sso' (無法取得SSO Token), 'url' (無法取得MyData URL) or 'ok'; until changed or reset.
      const body = parseJsonBody(await readBody(req)) as { a153?: unknown };
      if (body?.a153 !== 'ok' && body?.a153 !== 'sso' && body?.a153 !== 'url') throw new HttpError(400, 'send {"a153": "ok" | "sso" | "url"}');
      store.settings.put(MYDATA_SWITCH_KEY, body.a153);
      return sendJson(res, 200, { a153: body.a153 });
    }
    default:
      throw new HttpError(404, `no dev endpoint ${route}`);
  }
}

/** The database as JSON, in the shapes the tests read (apply logs keyed by id). */
function state(store: Store) {
  return {
    applyLogs: Object.fromEntries(store.applyLogs.all().map((l) => [l.ApplyLogID, l])),
    otp: store.otp.all(),
    locks: store.otp.locks(),
    audit: store.records.audits(),
    deviceLogs: store.records.devices(),
    outbox: store.records.outbox(),
    // uploads without their bytes (GET /api/FileView serves those)
    uploads: store.uploads.all(),
  };
}

/**
 * The submitted applications (A97), newest last: the apply log, the case number, when (ISO) and
 * the submitted fields under the seeds' names (ContentJSON decoded), as a tester reads them.
 */
function applications(store: Store) {
  return applicationsOf(store.db).all().map((a) => ({
    ApplyLogID: a.ApplyLogID, ApplyID: a.ApplyID, at: new Date(a.submittedAt).toISOString(), content: a.content,
  }));
}

function clockView({ clockOffset, now }: DevDeps) {
  return { offsetMs: clockOffset(), now: new Date(now()).toISOString() };
}
