// The product owner's funnel (000 §8, 001 §8: start-screen and preview errors go to analytics
// as form errors): screen views and form errors, named by screen, field and message key.
// An event is built from config names only, so no value an applicant typed can reach it.

export type AnalyticsEvent =
  | { event: 'screenView'; screen: string; route: string }
  | { event: 'formError'; screen: string; field: string | null; code: string };

/** Where events go; sending never fails the journey. */
export interface Analytics {
  send(event: AnalyticsEvent): void;
}

export const noAnalytics: Analytics = { send: () => undefined };

/** flows/flow.json analytics. */
export interface AnalyticsConfig {
  /** The bank's sink (a relative or same-origin address); empty: none. */
  endpoint: string;
  /** The simulator's sink, used in development (npm start) and by a test build. */
  developmentEndpoint?: string;
}

/** The sink address for this build, or undefined for none. */
export function analyticsEndpoint(config: AnalyticsConfig | undefined, development: boolean): string | undefined {
  const url = development && config?.developmentEndpoint ? config.developmentEndpoint : config?.endpoint;
  return url ? url : undefined;
}
