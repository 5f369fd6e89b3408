// Runtime services a `service` effect may name (time- or DOM-bound work with
// its own tests in renderer/). The renderer's service map must hold each one.
export const SERVICE_NAMES: readonly string[] = [
  'loadFingerprintScript',
  'logDevice',
  'startIdleTimer',
  'clearSession',
  'openWindow', 'detectDevice', 'readAddress',
];
