// The screenshot record: every screen the browser tests visit, at 360 px (phone project) and
// 1280 px (desktop project), in Chinese and English, with an index page to look at them side by
// side. It builds the app, runs the browser specs that take screenshots (shotBothLanguages) with
// SHOTS_DIR pointing at the record, and writes <out>/index.html.
//   npx tsx scripts/screens.ts [outDir=.tmp/screens] [port=4190] [spec ...]   (default: every spec that shoots)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [out = '.tmp/screens', port = '4190', ...only] = process.argv.slice(2);
const dist = '.tmp/dist-screens';

/** The specs that take screenshots: the record follows the tests, so a new screen's test adds it here. */
function shootingSpecs(): string[] {
  const dir = 'tests/browser';
  return readdirSync(dir).filter((f) => f.endsWith('.spec.ts') && readFileSync(join(dir, f), 'utf8').includes('shotBothLanguages('))
    .map((f) => join(dir, f));
}

/** <screen>-<phone|desktop>-<zh|en>.png grouped by screen, for index.html. */
function groupShots(files: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const file of files.filter((f) => /-(phone|desktop)-(zh|en)\.png$/.test(f)).sort()) {
    const screen = file.replace(/-(phone|desktop)-(zh|en)\.png$/, '');
    groups.set(screen, [...(groups.get(screen) ?? []), file]);
  }
  return groups;
}

function writeIndex(): number {
  const groups = groupShots(readdirSync(out));
  const order = ['phone-zh', 'phone-en', 'desktop-zh', 'desktop-en'];
  const sections = [...groups].map(([screen, files]) => {
    const cells = order.map((o) => files.find((f) => f.endsWith(`-${o}.png`)))
      .map((f, i) => (f ? `<figure><img src="${f}" alt="${screen} ${order[i]}" loading="lazy"><figcaption>${order[i]}</figcaption></figure>` : `<figure><figcaption>${order[i]}: none</figcaption></figure>`));
    return `<section><h2>${screen}</h2><div class="row">${cells.join('')}</div></section>`;
  });
  writeFileSync(join(out, 'index.html'), `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screens</title>
<style>body{font-family:sans-serif;margin:16px}.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
figure{margin:0}figure img{border:1px solid #ccc;max-height:900px}figure:nth-child(-n+2) img{width:240px}figure:nth-child(n+3) img{width:520px}</style>
<h1>Screens (${groups.size})</h1>${sections.join('\n')}</html>\n`);
  return groups.size;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist], { stdio: 'inherit' });
const specs = only.length ? only : shootingSpecs();
try {
  execFileSync('npx', ['playwright', 'test', ...specs], {
    stdio: 'inherit',
    env: { ...process.env, SHOTS_DIR: out, E2E_DIST: dist, E2E_PORT: port },
  });
} finally {
  console.log(`${writeIndex()} screens in ${out}/index.html (from ${specs.length} specs)`);
}
