// $base64utf8 builds the binary string in chunks of 32 768 bytes (a spread of more arguments
// overflows the stack); these cases sit on the chunk edges and far past them, against Node's Buffer.
import { describe, expect, it } from 'vitest';
import { base64utf8, fromBase64utf8 } from '../../../rules/functions/base64utf8.js';

const CHUNK = 0x8000;
const text = (bytes: number) => '王'.repeat(Math.floor(bytes / 3)) + 'a'.repeat(bytes % 3);

describe('$base64utf8 on long texts', () => {
  it.each([CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK, 1_000_003])('%i bytes of UTF-8: the same as Buffer, and back', (bytes) => {
    const s = text(bytes);
    expect(Buffer.byteLength(s)).toBe(bytes);
    const b64 = base64utf8(s)!;
    expect(b64).toBe(Buffer.from(s, 'utf8').toString('base64'));
    expect(fromBase64utf8(b64)).toBe(s);
  });

  it('a lone surrogate (half an emoji) is encoded as U+FFFD, not thrown', () => {
    expect(fromBase64utf8(base64utf8('a\uD83D')!)).toBe('a\uFFFD');
  });
});
