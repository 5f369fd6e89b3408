// Runtime services a `service` effect may name: exactly the ones the runtime
// registers (renderer/services/runtimeServices.ts), so the check cannot drift from it.
import { runtimeServices } from '../../renderer/services/runtimeServices.js';

const noEnvironment = { userAgent: () => '', address: () => 'http://127.0.0.1/', loadScript: () => undefined };

export const SERVICE_NAMES: readonly string[] = Object.keys(runtimeServices(noEnvironment));
