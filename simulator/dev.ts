// Development endpoints under /__dev/: what phones and mailboxes received, fault injection,
// reset, state dump and a movable clock. For people and tests, never for the app itself.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from './db.js';
import { emptyData } from './db.js';
import { Faults, parseFault } from './faults.js';
import { HttpError, parseJsonBody, readBody, sendJson } from './http.js';

export interface DevDeps {
  db: Db;
  faults: Faults;
  now: () => number;
}

export async function handleDev(req: IncomingMessage, res: ServerResponse, path: string, deps: DevDeps): Promise<void> {
  const { db, faults } = deps;
  const route = `${req.method} ${path}`;
  switch (route) {
    case 'GET /__dev/outbox':
      return sendJson(res, 200, db.data.outbox);
    case 'GET /__dev/state':
      return sendJson(res, 200, db.data);
    case 'GET /__dev/faults':
      return sendJson(res, 200, faults.list());
    case 'POST /__dev/faults':
      faults.set(parseFault(parseJsonBody(await readBody(req))));
      return sendJson(res, 200, faults.list());
    case 'DELETE /__dev/faults':
      faults.clear();
      return sendJson(res, 200, []);
    case 'POST /__dev/reset':
      db.data = emptyData();
      faults.clear();
      await db.write();
      return sendJson(res, 200, { ok: true });
    case 'GET /__dev/clock':
      return sendJson(res, 200, clockView(deps));
    case 'POST /__dev/clock': {
      const body = parseJsonBody(await readBody(req)) as { offsetMs?: unknown };
      if (typeof body?.offsetMs !== 'number' || !Number.isFinite(body.offsetMs)) {
        throw new HttpError(400, 'offsetMs must be a number of milliseconds');
      }
      // Absolute, not cumulative: posting the same offset twice is harmless.
      db.data.clockOffsetMs = body.offsetMs;
      await db.write();
      return sendJson(res, 200, clockView(deps));
    }
    default:
      throw new HttpError(404, `no dev endpoint ${route}`);
  }
}

function clockView({ db, now }: DevDeps) {
  return { offsetMs: db.data.clockOffsetMs, now: new Date(now()).toISOString() };
}
