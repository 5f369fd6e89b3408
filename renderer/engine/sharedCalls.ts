// Calls marked `once` (the logon A6, the start parameters A137 ...) are sent once per
// page load: two screens asking for the same thing while the first answer is pending
// (landing, then the start screen) share it instead of opening a second session.
import type { ApiResponse, BankApi, CallOptions } from './api.js';

export class SharedCalls implements BankApi {
  private readonly sent = new Map<string, Promise<ApiResponse>>();

  constructor(private readonly api: BankApi) {
    if (api.callFile) this.callFile = api.callFile.bind(api);
  }

  readonly callFile?: BankApi['callFile'];

  call(code: string, body: Record<string, unknown>, options: CallOptions = {}): Promise<ApiResponse> {
    if (!options.once) return this.api.call(code, body, options);
    const key = `${code}:${JSON.stringify(body)}`;
    const known = this.sent.get(key);
    if (known) return known;
    const answer = this.api.call(code, body, options);
    this.sent.set(key, answer);
    // A failure is not kept: the next screen asks again.
    answer.catch(() => { if (this.sent.get(key) === answer) this.sent.delete(key); });
    return answer;
  }

  resetRetries(): void { this.api.resetRetries(); }

  /** The session was cleared: its shared answers (its token) go with it. */
  forget(): void { this.sent.clear(); }
}
