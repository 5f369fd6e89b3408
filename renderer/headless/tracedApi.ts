// The bank client of a headless app, each call and its answer told to the trace's listeners
// (rules/trace.ts): the testers' report shows them, coverage counts them.
import { trace, tracing } from '../../rules/trace.js';
import type { ApiResponse, BankApi } from '../engine/api.js';

async function traced(code: string, request: Record<string, unknown>, send: () => Promise<ApiResponse>): Promise<ApiResponse> {
  if (!tracing()) return send();
  try {
    const response = await send();
    trace({ kind: 'call', code, request, response });
    return response;
  } catch (err) {
    trace({ kind: 'call', code, request, failure: err instanceof Error ? err.message : String(err) });
    throw err;
  }
}

export function tracedApi(api: BankApi): BankApi {
  const callFile = api.callFile?.bind(api);
  return {
    call: (code, body, options) => traced(code, body, () => api.call(code, body, options)),
    ...(callFile ? { callFile: (code, data, file, fileName, onProgress) => traced(code, data, () => callFile(code, data, file, fileName, onProgress)) } : {}),
    resetRetries: () => api.resetRetries(),
  };
}
