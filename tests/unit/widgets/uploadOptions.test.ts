// The upload widgets' shared file-name rule: the name before its last dot becomes the sent name.
import { describe, expect, it } from 'vitest';
import { baseName } from '../../../widgets/shared/uploadOptions.js';

describe('baseName', () => {
  it.each([
    ['front.jpg', 'front'], ['scan.2026.pdf', 'scan.2026'], ['.hidden', '.hidden'], ['noext', 'noext'], ['', 'image'], ['.', '.'],
  ])('%s → %s', (name, want) => {
    expect(baseName(name, 'image')).toBe(want);
  });
});
