// Every relative link and picture of README.md and docs/*.md resolves: the file exists, and the
// anchor after # is a heading or an id of that file (issue 23). Addresses on the local app are
// fetched by commands.test.ts, with the app running.
import { existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, docFiles, fencedCommands, headingAnchor, read, relativeLinks } from './markdown.js';

const ROOT = process.cwd();

describe('the documentation\'s links', () => {
  it('README.md is under about 100 lines and points to a guide for each kind of reader', () => {
    const readme = read(ROOT, 'README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(100);
    for (const guide of ['docs/applicants.md', 'docs/product-owners.md', 'docs/testers.md', 'docs/bank.md', 'docs/developers.md']) {
      expect(readme).toContain(`](${guide})`);
    }
  });

  for (const file of docFiles(ROOT)) {
    it(`${file}: every relative link and picture resolves`, () => {
      const broken: string[] = [];
      for (const link of relativeLinks(file, read(ROOT, file))) {
        const [path, anchor] = link.target.split('#');
        const target = path ? normalize(join(dirname(file), path)) : file;
        if (!existsSync(join(ROOT, target))) { broken.push(`${file}:${link.line} ${link.target}: no such file`); continue; }
        if (anchor && target.endsWith('.md') && !anchorsOf(read(ROOT, target)).has(anchor)) broken.push(`${file}:${link.line} ${link.target}: no such heading or id`);
      }
      expect(broken).toEqual([]);
    });
  }

  it('the extraction reads what a reader would: && splits steps, a trailing comment goes, other fences do not count', () => {
    const text = '```bash\nnpm install && npm start   # the app\nPORT=8080 npm start\n```\n```json\n{ "a": 1 }\n```\n';
    expect(fencedCommands('x.md', text).map((c) => c.command)).toEqual(['npm install', 'npm start', 'PORT=8080 npm start']);
    expect(headingAnchor('The report and coverage')).toBe('the-report-and-coverage');
    expect(headingAnchor("Serving dist/ (what a bank's web server or CDN should do)")).toBe('serving-dist-what-a-banks-web-server-or-cdn-should-do');
  });
});
