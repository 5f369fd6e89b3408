// One set of tokens (issue 9 §2): no style sheet of the app or its widgets writes a colour; every
// colour is a brand token (brand/branding.json through virtual:branding.css) or mixed from them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string, keep: (f: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, keep) : keep(path) ? [path] : [];
  });
}

const sheets = [
  ...files('widgets', (f) => f.endsWith('.css') || f.endsWith('styles.ts') || f.endsWith('.tsx')),
  ...files('renderer/react', (f) => f.endsWith('.css')),
];
/** A written colour: #rgb / #rrggbb(aa), rgb()/rgba()/hsl(), or a named colour as a value. */
const WRITTEN = /#[0-9a-fA-F]{3,8}\b|(?<![a-z-])(?:rgba?|hsla?)\(|:\s*(?:white|black|red|blue|green|gray|grey)\s*[;}]|(?:fill|stroke)="#/;

describe('design tokens', () => {
  it('finds the style sheets', () => {
    expect(sheets).toContain(join('widgets', 'widgets.css'));
    expect(sheets).toContain(join('renderer', 'react', 'app.css'));
    expect(sheets).toContain(join('widgets', 'popup', 'Popup.css'));
  });

  it.each(sheets)('%s writes no colour of its own', (file) => {
    const lines = readFileSync(file, 'utf8').split('\n').map((line, i) => [i + 1, line] as const).filter(([, line]) => WRITTEN.test(line) && !/^\s*(\/\/|\/\*|\*)/.test(line));
    expect(lines.map(([n, line]) => `${n}: ${line.trim()}`)).toEqual([]);
  });

  it('would catch a written colour', () => {
    for (const bad of ['color: #fff;', 'background: rgba(0, 0, 0, .5);', 'color: white;', '<path fill="#eef2f7" />']) expect(WRITTEN.test(bad)).toBe(true);
    for (const good of ['color: var(--wg-muted);', 'background: color-mix(in srgb, var(--ink) 55%, transparent);', 'id="#root"']) expect(WRITTEN.test(good)).toBe(false);
  });
});
