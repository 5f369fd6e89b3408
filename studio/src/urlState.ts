// What the studio's address asks for: `?route=/Form1` opens that screen's preview, and
// `&session={…}` (JSON) gives the preview those session values over the persona's. The testers'
// report links each step's screen this way (scripts/scenario/report/observe.ts studioLink).
export interface UrlState {
  route?: string;
  session?: Record<string, unknown>;
  /** Why the session parameter was not used (not JSON, not an object). */
  sessionFault?: string;
}

export function urlState(search: string): UrlState {
  const params = new URLSearchParams(search);
  const route = params.get('route') ?? undefined;
  const raw = params.get('session');
  if (raw === null) return { route };
  try {
    const session = JSON.parse(raw) as unknown;
    if (typeof session !== 'object' || session === null || Array.isArray(session)) return { route, sessionFault: 'session: an object of session values is needed' };
    return { route, session: session as Record<string, unknown> };
  } catch (err) {
    return { route, sessionFault: `session: ${err instanceof Error ? err.message : String(err)}` };
  }
}
