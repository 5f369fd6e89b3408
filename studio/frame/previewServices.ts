// The runtime's services for one previewed screen: the real controller's needs (session, bank,
// host, catalogue, runtime services) with nothing leaving the page. What the screen did (calls,
// alerts, where it would go) is written to the frame's log.
import type { i18n as I18n } from 'i18next';
import { brandConstants, type Branding } from '../../renderer/engine/branding.js';
import { constantValues, type ConstantsFile } from '../../renderer/engine/constNumber.js';
import type { AppServices } from '../../renderer/engine/services.js';
import { MemoryStorage, SessionStore } from '../../renderer/engine/session.js';
import type { FlowConfig } from '../../renderer/engine/flowTypes.js';
import { nodeSchemaCheck } from '../../renderer/headless/nodeSchemaCheck.js';
import { runtimeServices } from '../../renderer/services/runtimeServices.js';
import { listsOf } from '../../renderer/effects/effectLists.js';
import { previewBank } from './previewBank.js';
import type { RenderRequest } from './protocol.js';

const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

export function previewServices(req: RenderRequest, i18n: I18n, log: (line: string) => void): AppServices {
  const session = new SessionStore(new MemoryStorage());
  session.assign(req.session);
  // The persona's platform is the device the screen believes it is on (detectDevice reads it back).
  const agent = req.session.Platform === 'Desktop Website' ? DESKTOP_AGENT : PHONE_AGENT;
  const services = runtimeServices({
    userAgent: () => agent,
    address: () => `${window.location.origin}/#${req.route}`,
    loadScript: () => { log('a script was not loaded (preview)'); },
    readFile: () => Promise.reject(new Error('no bank files in a preview')),
    postForm: (action) => log(`would post a form to ${action}`),
  });
  const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));
  const app: AppServices = {
    session,
    api: previewBank((req.calls as { calls?: Record<string, never> } | undefined)?.calls ?? {}, session, log),
    host: {
      alert: (message) => log(`alert: ${message}`),
      popup: (view) => { log(`popup: ${view.title ?? view.body}`); return () => undefined; },
      navigate: (route) => log(`→ ${route}`),
      redirect: (url) => log(`leaves for ${url}`),
      sleep: async () => undefined,
      now: () => Date.now(),
    },
    flow: req.flow as FlowConfig,
    effectLists: listsOf(req.effectLists),
    consts: { ...constantValues(req.constants as ConstantsFile), ...brandConstants(req.branding as Branding) },
    schemaCheck: nodeSchemaCheck,
    analytics: { send: () => undefined },
    translate: (key, params) => i18n.t(key, params ?? {}),
    fail: async (code) => log(`error catalogue: ${code}`),
    clearSession: () => log('session cleared'),
    leave: async (url) => log(`leaves for ${url}`),
    service: async (name, args, screen) => {
      const service = Object.hasOwn(services, name) ? services[name] : undefined;
      if (!service) throw new Error(`no runtime service "${name}"`);
      await service(args, screen, app).catch((err: unknown) => log(`${name}: ${describe(err)}`));
    },
    report: (err) => log(`fault: ${describe(err)}`),
  };
  return app;
}
