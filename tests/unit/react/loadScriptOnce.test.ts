// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { loadScriptOnce } from '../../../renderer/react/loadScriptOnce.js';

it('adds the fingerprint script once, however often a screen asks (IDX-52)', () => {
  loadScriptOnce(document, '/fingerprint/tags.js');
  loadScriptOnce(document, '/fingerprint/tags.js');
  loadScriptOnce(document, '/other.js');
  expect([...document.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['/fingerprint/tags.js', '/other.js']);
});
