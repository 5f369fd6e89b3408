// An action's event as a widget would send it (the scenario step `action`).

/**
 * `{ "$file": { "base64", "name", "type" } }` anywhere in the event becomes a Blob (an upload
 * widget's event carries the photo it read), so a fixture's upload reaches the bank's file calls
 * as the browser's does.
 */
export function withFiles(event: unknown): unknown {
  if (Array.isArray(event)) return event.map(withFiles);
  if (!event || typeof event !== 'object') return event;
  const file = (event as { $file?: { base64?: unknown; type?: unknown } }).$file;
  if (file && typeof file === 'object') {
    return new Blob([Buffer.from(String(file.base64 ?? ''), 'base64')], { type: typeof file.type === 'string' ? file.type : 'application/octet-stream' });
  }
  return Object.fromEntries(Object.entries(event).map(([key, value]) => [key, withFiles(value)]));
}
