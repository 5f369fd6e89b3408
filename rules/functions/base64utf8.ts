// Base64 of text as UTF-8 bytes, and back (001 §4.2, §4.3, §7: A60's ContentJSON is the base64 of
// the form state, which holds Chinese names and addresses). JSONata's own $base64encode uses the
// browser's btoa, which accepts Latin-1 only and throws on Chinese text or emoji; these never throw.
import type { CustomFunction } from './types.js';

const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const CHUNK = 0x8000;

/** '王小明' or '😀' -> base64 of its UTF-8 bytes; '' -> ''; absent stays absent. A lone surrogate becomes U+FFFD. */
export function base64utf8(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** The text whose UTF-8 bytes `b64` encodes; undefined when `b64` is not padded standard base64 or the bytes are not UTF-8. */
export function fromBase64utf8(b64: string | undefined): string | undefined {
  if (b64 === undefined || !STRICT_BASE64.test(b64)) return undefined;
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

export const base64utf8Function: CustomFunction = { name: 'base64utf8', implementation: base64utf8, signature: '<s:s>' };
export const fromBase64utf8Function: CustomFunction = { name: 'fromBase64utf8', implementation: fromBase64utf8, signature: '<s:s>' };
