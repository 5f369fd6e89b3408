// Analytics events as JSON posts to the configured sink (renderer/engine/analytics.ts).
import type { Analytics } from '../engine/analytics.js';

export function httpAnalytics(url: string): Analytics {
  return {
    send(event) {
      // keepalive: a view reported just before a redirect still arrives. A lost event must
      // never stop or slow the applicant, so its failure is dropped here on purpose.
      void fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(event),
        keepalive: true,
        credentials: 'same-origin',
      }).catch(() => undefined);
    },
  };
}
