// Plain node:http plumbing: body reading with a size cap, JSON replies, the common-endpoint envelope.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export const MAX_BODY_BYTES = 1024 * 1024;

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the cap, keep draining without storing, so the client still gets a clean 413.
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > limit) reject(new HttpError(413, `request body over ${limit} bytes`));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

/** application/json (any parameters): the only body the API takes. */
export const isJson = (contentType: string | undefined): boolean =>
  /^application\/json\s*(;|$)/i.test(contentType ?? '');

/**
 * A browser sends these cross-site without asking first (a "simple" request): an endpoint that
 * changes state must refuse them, or any page the applicant visits could call it.
 */
export const isSimpleFormType = (contentType: string | undefined): boolean =>
  /^(text\/plain|application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType ?? '');

/** Deepest nesting of objects and arrays a body may have: the app's deepest is under 10. */
export const MAX_JSON_DEPTH = 32;

/** Whether `raw` nests objects or arrays deeper than `max` (strings skipped), before it is parsed. */
function tooDeep(raw: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') { if (++depth > max) return true; }
    else if (c === '}' || c === ']') depth--;
  }
  return false;
}

export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') return {};
  // A deep nesting overflows the parser's or a walker's stack: a 400, never a 500.
  if (tooDeep(raw, MAX_JSON_DEPTH)) throw new HttpError(400, `JSON nested deeper than ${MAX_JSON_DEPTH}`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'body is not valid JSON');
  }
}

/**
 * The common endpoint's envelope: {"ApiName": "A84", "ApiData": "<JSON string>"} sent as JSON
 * (415 for anything else). Empty ApiData means {}.
 */
export function parseCommon(raw: string, contentType: string | undefined): { api: string; data: Record<string, unknown> } {
  if (!isJson(contentType)) throw new HttpError(415, 'send the request as application/json');
  const envelope = parseJsonBody(raw);
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) {
    throw new HttpError(400, 'body must be an object {ApiName, ApiData}');
  }
  const { ApiName, ApiData } = envelope as Record<string, unknown>;
  if (typeof ApiName !== 'string' || !/^[A-Za-z0-9_]{1,40}$/.test(ApiName)) {
    throw new HttpError(400, 'ApiName must be a call code such as "A84"');
  }
  if (ApiData !== undefined && typeof ApiData !== 'string') {
    throw new HttpError(400, 'ApiData must be a JSON string');
  }
  const data = parseJsonBody(ApiData ?? '');
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpError(400, 'ApiData must be the JSON string of an object');
  }
  return { api: ApiName, data: data as Record<string, unknown> };
}
