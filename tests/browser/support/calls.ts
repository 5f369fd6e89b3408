// The bank calls the page makes (POST /api/Common {ApiName, ApiData}): record their bodies and
// answers, or change one call's answer, to assert behaviour the simulator cannot be made to show.
import type { Page, Request } from '@playwright/test';

type Body = Record<string, unknown>;

function parse(request: Request): { api: string; data: Body } | undefined {
  if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/api/Common')) return undefined;
  const body = request.postDataJSON() as { ApiName?: string; ApiData?: string } | null;
  if (!body?.ApiName) return undefined;
  return { api: body.ApiName, data: JSON.parse(body.ApiData ?? '{}') as Body };
}

/** Records every call's request body and answer, in order. */
export function recordCalls(page: Page) {
  const calls: Array<{ api: string; request: Body; response?: Body }> = [];
  page.on('request', (r) => {
    const call = parse(r);
    if (call) calls.push({ api: call.api, request: call.data });
  });
  page.on('response', async (r) => {
    const call = parse(r.request());
    if (!call) return;
    const entry = calls.findLast((c) => c.api === call.api && c.response === undefined);
    if (entry) entry.response = (await r.json().catch(() => ({}))) as Body;
  });
  return {
    requests: (api: string) => calls.filter((c) => c.api === api).map((c) => c.request),
    responses: (api: string) => calls.filter((c) => c.api === api && c.response).map((c) => c.response!),
  };
}

/** Answers one call with `change(real answer, request)`; the simulator still handles the request. */
export async function changeAnswer(page: Page, api: string, change: (real: Body, request: Body) => Body): Promise<void> {
  await page.route('**/api/Common', async (route) => {
    const call = parse(route.request());
    if (!call || call.api !== api) return route.fallback();
    try {
      const real = (await (await route.fetch()).json()) as Body;
      await route.fulfill({ json: change(real, call.data) });
    } catch (err) {
      // A call still on its way when the test ends: the page is gone, nothing to answer.
      if (page.isClosed() || /disposed|closed/i.test(String(err))) return;
      throw err;
    }
  });
}

/** Holds one call's request until the returned release is called; then the simulator handles it. */
export async function holdCall(page: Page, api: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/Common', async (route) => {
    const call = parse(route.request());
    if (!call || call.api !== api) return route.fallback();
    await released;
    await route.fallback().catch(() => undefined);
  });
  return release;
}
