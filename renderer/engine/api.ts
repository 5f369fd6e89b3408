// The bank API as an injected interface. The HTTP client speaks the seeds'
// transport: POST JSON to one common endpoint with ApiName and ApiData (a JSON
// string); Token from the session is added to every body that lacks one.
import axios, { type AxiosInstance } from 'axios';

export type ApiResponse = Record<string, unknown>;

export interface BankApi {
  call(code: string, body: Record<string, unknown>): Promise<ApiResponse>;
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

  async call(code: string, body: Record<string, unknown>): Promise<ApiResponse> {
    const token = this.options.token();
    const data = token !== undefined && !('Token' in body) ? { ...body, Token: token } : body;
    const payload = { ApiName: code, ApiData: JSON.stringify(data) };
    let attempts = 0;
    for (;;) {
      attempts += 1;
      try {
        const res = await this.http.post('/api/Common', payload, { headers: { 'Content-Type': 'application/json' } });
        return (res.data ?? {}) as ApiResponse;
      } catch (err) {
        if (!this.budget.fail()) throw new ApiFailure(code, attempts, err);
      }
    }
  }
}
