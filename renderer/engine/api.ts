// The bank API as an injected interface. The HTTP client speaks the seeds'
// transport: POST JSON to one common endpoint with ApiName and ApiData (a JSON
// string); Token from the session is added to every body that lacks one.
import axios, { type AxiosInstance } from 'axios';

export type ApiResponse = Record<string, unknown>;

export interface BankApi {
  call(code: string, body: Record<string, unknown>): Promise<ApiResponse>;
  /** File calls (FileUploadPreview, FileUploadSubmit): multipart to the proxy endpoint, ApiData beside the file. */
  callFile?(code: string, data: Record<string, unknown>, file?: Blob, fileName?: string): Promise<ApiResponse>;
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

export interface HttpBankApiOptions {
  baseUrl: string;
  token: () => string | undefined;
  attempts?: number;
  timeoutMs?: number;
  http?: AxiosInstance;
}

export class HttpBankApi implements BankApi {
  private readonly http: AxiosInstance;
  readonly budget: RetryBudget;

  constructor(private readonly options: HttpBankApiOptions) {
    this.http = options.http ?? axios.create({ baseURL: options.baseUrl, timeout: options.timeoutMs ?? 30000 });
    this.budget = new RetryBudget(options.attempts ?? 3);
  }

  resetRetries(): void { this.budget.reset(); }

  call(code: string, body: Record<string, unknown>): Promise<ApiResponse> {
    const payload = { ApiName: code, ApiData: JSON.stringify(this.withToken(body)) };
    return this.attempt(code, () => this.http.post('/api/Common', payload, { headers: { 'Content-Type': 'application/json' } }));
  }

  callFile(code: string, data: Record<string, unknown>, file?: Blob, fileName = 'upload'): Promise<ApiResponse> {
    const apiData = JSON.stringify(this.withToken(data));
    // A fresh body per attempt: a FormData stream cannot be sent twice.
    return this.attempt(code, () => {
      const form = new FormData();
      form.append('ApiName', code);
      form.append('ApiData', apiData);
      if (file) form.append('file', file, fileName);
      return this.http.post(`/api/ProxyApi/${encodeURIComponent(code)}`, form);
    });
  }

  private withToken(body: Record<string, unknown>): Record<string, unknown> {
    const token = this.options.token();
    return token !== undefined && !('Token' in body) ? { ...body, Token: token } : body;
  }

  /** One request with the shared retry budget. */
  private async attempt(code: string, send: () => Promise<{ data?: unknown }>): Promise<ApiResponse> {
    let attempts = 0;
    for (;;) {
      attempts += 1;
      try {
        const res = await send();
        return (res.data ?? {}) as ApiResponse;
      } catch (err) {
        if (!this.budget.fail()) throw new ApiFailure(code, attempts, err);
      }
    }
  }
}
