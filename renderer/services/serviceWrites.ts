// The session keys each runtime service writes (runtimeServices.ts), declared for the journey
// model: a key a service writes is written on that way like a `set`. A service writing none is
// not listed. tests/unit/services/serviceWrites.test.ts runs each service and holds it to this.
export type ServiceWrites = Record<string, { keys?: string[]; /** The arg naming the key it writes. */ keyArg?: string }>;

export const serviceWrites: ServiceWrites = {
  detectDevice: { keys: ['Platform', 'BrowserSupported'] },
  newGuid: { keyArg: 'key' },
};
