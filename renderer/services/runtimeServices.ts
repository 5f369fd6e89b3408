// The named runtime services screen configs may ask for ("service": name).
// Each is small and parameterised by its args; the environment (user agent,
// address, document) is injected so Node fixtures use the same services.
import { ApiFailure } from '../engine/api.js';
import { describeDevice } from '../engine/device.js';
import type { RuntimeService } from '../engine/services.js';

export interface ServiceEnvironment {
  userAgent(): string;
  address(): string;
  /** Adds a script element once per src (fingerprint); a no-op headless. */
  loadScript(src: string): void;
  /** Leaves with an HTML form POST (service formPost); default: a real form in the document. Headless: recorded. */
  postForm?(action: string, fields: Record<string, string>): void;
  /** GETs a file the bank serves (an upload's preview url): service readUpload. Absent: that service is a fault. */
  readFile?(url: string): Promise<Blob>;
}

/** A Blob's bytes as base64 (no data: prefix), in chunks (a 2 MB photo would overflow one call's arguments). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A form action the app may post to: an http(s) address or a path on its own origin (never javascript: or //host). */
export const isFormAction = (action: string): boolean => /^https?:\/\/[^\s]+$/i.test(action) || /^\/(?![/\\])[^\s]*$/.test(action);

/**
 * Builds a real `<form method="post">` with one hidden input per field (values as text, never
 * markup) in `doc` and submits it: the browser leaves the app for `action` (the identity portal,
 * 000 §7: an HTML form POST, which fetch cannot be).
 */
export function postFormIn(doc: Document, action: string, fields: Record<string, string>): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

export function runtimeServices(env: ServiceEnvironment): Record<string, RuntimeService> {
  return {
    /** Sets session Platform (seed 3.1) and BrowserSupported (Y/N) from the user agent. */
    detectDevice: async (_args, _screen, app) => {
      const device = describeDevice(env.userAgent());
      app.session.assign({ Platform: device.platform, BrowserSupported: device.supported ? 'Y' : 'N' });
    },
    /** The device log (args.call, the config's code: A76): OS and browser from the user agent, the rest from args. */
    logDevice: async ({ call, ...args }, screen) => {
      if (typeof call !== 'string' || call === '') throw new Error('service "logDevice" needs call, the code of the device-log call (flows/calls.json)');
      const d = describeDevice(env.userAgent());
      const log = { ...args, OS: d.os, OSVersion: d.osVersion, Browser: d.browser, BrowserVersion: d.browserVersion };
      // A log whose answer nothing uses: its failure neither stops the applicant nor spends the shared retries.
      await screen.call(call, log, { optional: true }).catch((err: unknown) => { if (!(err instanceof ApiFailure)) throw err; });
    },
    /** Puts the current address (or args.part of it: pathname, search) into a form field: QR hand-over, CPA marker. */
    readAddress: async (args, screen) => {
      const address = env.address();
      const part = args.part === 'pathname' || args.part === 'search' ? new URL(address)[args.part] : address;
      screen.setForm({ [String(args.field ?? 'Address')]: part });
    },
    /** Loads the device-fingerprint script once, when the server enabled it (A155). */
    loadFingerprintScript: async (args) => {
      if (args.enabled === true || args.enabled === 'Y') env.loadScript(String(args.src));
    },
    clearSession: async (_args, _screen, app) => app.clearSession(),
    /**
     * Leaves the app with an HTML form POST to args.action (an http(s) address or a path of this
     * origin) carrying args.fields (an object; each value sent as text): the identity portal's post.
     */
    formPost: async (args) => {
      const action = String(args.action ?? '');
      const fields = args.fields;
      if (!isFormAction(action)) throw new Error(`service "formPost": action must be an http(s) address or a path, not ${JSON.stringify(action)}`);
      if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw new Error('service "formPost": fields must be an object');
      const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === undefined || v === null ? '' : String(v)]));
      if (env.postForm) env.postForm(action, values);
      else if (typeof document !== 'undefined') postFormIn(document, action, values);
      else throw new Error('service "formPost" needs a document');
    },
    /**
     * Reads an upload back from the bank (args.url: the address FileUploadPreview answered, with what
     * the bank needs to serve it) into the form field args.field as base64, for a call that sends the
     * image itself (A61) when the page's memory lost it (a reload: the field is memoryOnly). A file the
     * bank no longer serves leaves the field empty (null): the screen's config says what to do then.
     */
    readUpload: async (args, screen) => {
      const field = String(args.field ?? '');
      if (!field) throw new Error('service "readUpload" needs field, the form field to put the base64 in');
      if (!env.readFile) throw new Error('service "readUpload": this environment reads no files');
      const url = typeof args.url === 'string' ? args.url : '';
      const base64 = url ? await env.readFile(url).then(blobToBase64, () => null) : null;
      screen.setForm({ [field]: base64 });
    },
    /** Stores a new random GUID (crypto.randomUUID) under the session key args.key: 000 §2.8's new verification GUID. */
    newGuid: async (args, _screen, app) => {
      const key = String(args.key ?? '');
      if (!key) throw new Error('service "newGuid" needs key, the session key to store it under');
      app.session.assign({ [key]: globalThis.crypto.randomUUID() });
    },
    /** The idle popup's continue (flows/flow.json idle): a new idle period starts now. */
    idleContinue: async (_args, _screen, app) => {
      if (!app.idle) throw new Error('service "idleContinue" needs flows/flow.json idle');
      app.idle.continued(app.host.now());
    },
  };
}
