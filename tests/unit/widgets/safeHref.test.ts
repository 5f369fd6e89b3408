// The link filter for addresses from the server and config (issue 5 §3.5): parsed as a
// browser parses them; only http, https, mailto and tel (and relative addresses) pass.
import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from '../../../widgets/shared/sanitize.js';

describe('safeHref', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    [' \u001fjavascript:alert(1)'],
    ['javascript\t:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['blob:https://a.example/1'],
    ['ftp://a.example/x'],
    ['http://[bad'],
    [''],
    ['   '],
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  it.each([
    ['https://www.example-bank.com.tw/terms.pdf', 'https://www.example-bank.com.tw/terms.pdf'],
    ['HTTP://A.EXAMPLE/x', 'http://a.example/x'],
    ['  https://a.example/x  ', 'https://a.example/x'],
    ['mailto:service@example.com', 'mailto:service@example.com'],
    ['tel:+886-2-2182-1988', 'tel:+886-2-2182-1988'],
    ['/terms/card.pdf', '/terms/card.pdf'],
    ['terms.pdf?v=2#p1', 'terms.pdf?v=2#p1'],
    ['\u0001/terms.pdf', '/terms.pdf'],
  ])('allows %j as %j', (href, shown) => {
    expect(safeHref(href)).toBe(shown);
  });

  it.each([[undefined], [null], [42], [{}]])('refuses a non-string %j', (value) => {
    expect(safeHref(value)).toBeUndefined();
  });
});

describe('safeImageSrc', () => {
  it('takes an inline image, and a safe address, and refuses a disguised script', () => {
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageSrc('https://a.example/p.png')).toBe('https://a.example/p.png');
    expect(safeImageSrc('java\tscript:alert(1)')).toBeUndefined();
  });
});
