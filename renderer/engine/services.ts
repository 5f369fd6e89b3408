// What every screen shares: session, API, host, catalogue, translations.
import type { Analytics } from './analytics.js';
import type { BankApi } from './api.js';
import type { EffectEnv } from './effects.js';
import type { Host } from './host.js';
import type { IdleRunner } from './idle.js';
import type { SessionStore } from './session.js';
import type { FlowConfig } from './flowTypes.js';
import type { SchemaCheck } from './validation.js';

export interface AppServices {
  session: SessionStore;
  api: BankApi;
  host: Host;
  flow: FlowConfig;
  /** flows/effects.json's named effect lists, by name. */
  readonly effectLists?: Record<string, readonly unknown[]>;
  consts: Record<string, unknown>;
  schemaCheck: SchemaCheck;
  /** Screen views and form errors (flows/flow.json analytics). */
  analytics: Analytics;
  /** Idle handling (flows/flow.json idle), when configured. */
  readonly idle?: IdleRunner;
  translate(key: string, params?: Record<string, unknown>): string;
  /** Runs an error-catalogue entry (flows/errors.json). */
  fail(code: string, params: Record<string, unknown>): Promise<void>;
  /** Clears the session (and what belongs to it in memory). */
  clearSession(): void;
  /** Leaves the application for an address after a delay. */
  leave(url: string, delayMs: number, clearSession: boolean): Promise<void>;
  /** Runs a named runtime service on the screen that asked for it (its effect primitives). */
  service(name: string, args: Record<string, unknown>, screen: EffectEnv): Promise<void>;
  /** A configuration or rule fault: shown in development, logged, never swallowed. */
  report(err: unknown): void;
}

/** A named runtime service: time- or DOM-bound work a screen config asks for by name. */
export type RuntimeService = (args: Record<string, unknown>, screen: EffectEnv, app: AppServices) => Promise<void>;
