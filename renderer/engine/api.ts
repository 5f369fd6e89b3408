// The bank API as an injected interface. The HTTP client speaks the seeds'
// transport: POST JSON to one common endpoint with ApiName and ApiData (a JSON
// string); Token from the session is added to every body that names no token itself (a body
// carrying `token`, the seeds' spelling for FileUploadPreview's ApiData, 002 §7, is sent as it is).
import axios, { isAxiosError, type AxiosInstance } from 'axios';

export type ApiResponse = Record<string, unknown>;

export interface CallOptions {
  /** The answer is not used (audit A43, device log A76): retried on a budget of its own, never the shared one. */
  optional?: boolean;
  /**
   * Sent once per page load for the same code and body; callers while it is pending and after it
   * answered share that answer (renderer/engine/sharedCalls.ts). The HTTP client itself ignores it.
   */
  once?: boolean;
}

export interface BankApi {
  call(code: string, body: Record<string, unknown>, options?: CallOptions): Promise<ApiResponse>;
  /**
   * File calls (FileUploadPreview, FileUploadSubmit): multipart to the proxy endpoint, ApiData beside
   * the file; `onProgress` hears the fraction of the body sent (0..1) when the client can tell.
   */
  callFile?(code: string, data: Record<string, unknown>, file?: Blob, fileName?: string, onProgress?: (fraction: number) => void): Promise<ApiResponse>;
  /** Starts a new shared retry budget (a screen was entered). */
  resetRetries(): void;
}

/** Thrown when every attempt failed: the runtime shows 0000-{api}. */
export class ApiFailure extends Error {
  constructor(readonly api: string, readonly attempts: number, readonly cause: unknown) {
    super(`call ${api} failed after ${attempts} attempts`);
    this.name = 'ApiFailure';
  }
}

/**
 * The seeds' retry rule: 3 attempts in total, the counter shared across calls.
 * Shared means a failure of one call spends the budget of the next; the budget
 * is renewed when a screen is entered (docs/spec-gaps.md).
 */
export class RetryBudget {
  private failures = 0;
  constructor(readonly attempts: number) {}
  reset(): void { this.failures = 0; }
  /** Records a failure; true when another attempt is allowed. */
  fail(): boolean { this.failures += 1; return this.failures < this.attempts; }
  get spent(): number { return this.failures; }
}

/** Only a lost answer (network, timeout) or a server fault (5xx) may succeed when sent again; a 4xx will not. */
export function retriable(err: unknown): boolean {
  if (!isAxiosError(err)) return false;
  const status = err.response?.status;
  return status === undefined || status >= 500;
}

export interface HttpBankApiOptions {
  baseUrl: string;
  token: () => string | undefined;
  attempts?: number;
  /** Pause before the first retry; each later pause is `pauseGrowth` times the one before (300 ms, 900 ms). */
  pauseMs?: number;
  pauseGrowth?: number;
  timeoutMs?: number;
  http?: AxiosInstance;
}

/** The retry rule from flows/constants.json: httpAttempts, httpRetryPauseMs, httpRetryPauseGrowth. */
export function retryRule(consts: Record<string, unknown>): Pick<HttpBankApiOptions, 'attempts' | 'pauseMs' | 'pauseGrowth'> {
  const num = (name: string): number => {
    const value = consts[name];
    if (typeof value !== 'number' || !(value >= 0)) throw new Error(`flows/constants.json#/constants/${name}: a number is needed, got ${JSON.stringify(value)}`);
    return value;
  };
  return { attempts: num('httpAttempts'), pauseMs: num('httpRetryPauseMs'), pauseGrowth: num('httpRetryPauseGrowth') };
}

export class HttpBankApi implements BankApi {
  private readonly http: AxiosInstance;
  readonly budget: RetryBudget;

  constructor(private readonly options: HttpBankApiOptions) {
    this.http = options.http ?? axios.create({ baseURL: options.baseUrl, timeout: options.timeoutMs ?? 30000 });
    this.budget = new RetryBudget(options.attempts ?? 3);
  }

  resetRetries(): void { this.budget.reset(); }

  call(code: string, body: Record<string, unknown>, options: CallOptions = {}): Promise<ApiResponse> {
    const payload = { ApiName: code, ApiData: JSON.stringify(this.withToken(body)) };
    const budget = options.optional ? new RetryBudget(this.budget.attempts) : this.budget;
    return this.attempt(code, budget, () => this.http.post('/api/Common', payload, { headers: { 'Content-Type': 'application/json' } }));
  }

  callFile(code: string, data: Record<string, unknown>, file?: Blob, fileName = 'upload', onProgress?: (fraction: number) => void): Promise<ApiResponse> {
    const apiData = JSON.stringify(this.withToken(data));
    // A fresh body per attempt: a FormData stream cannot be sent twice.
    return this.attempt(code, this.budget, () => {
      const form = new FormData();
      form.append('ApiName', code);
      form.append('ApiData', apiData);
      if (file) form.append('file', file, fileName);
      const progress = onProgress
        ? { onUploadProgress: (e: { loaded: number; total?: number }) => { if (e.total) onProgress(e.loaded / e.total); } }
        : {};
      return this.http.post(`/api/ProxyApi/${encodeURIComponent(code)}`, form, progress);
    });
  }

  private withToken(body: Record<string, unknown>): Record<string, unknown> {
    const token = this.options.token();
    return token !== undefined && !('Token' in body) && !('token' in body) ? { ...body, Token: token } : body;
  }

  /** One request on a retry budget: retriable failures are sent again after a growing pause. */
  private async attempt(code: string, budget: RetryBudget, send: () => Promise<{ data?: unknown }>): Promise<ApiResponse> {
    let attempts = 0;
    for (;;) {
      attempts += 1;
      try {
        const res = await send();
        return (res.data ?? {}) as ApiResponse;
      } catch (err) {
        if (!retriable(err) || !budget.fail()) throw new ApiFailure(code, attempts, err);
        await pause(this.pauseBefore(budget.spent));
      }
    }
  }

  /** The pause before the retry that follows the n-th failure on a budget. */
  private pauseBefore(failures: number): number {
    const first = this.options.pauseMs ?? 300;
    return first * (this.options.pauseGrowth ?? 3) ** (failures - 1);
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
