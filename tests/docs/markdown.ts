// What the documentation tells people to run and where it points: the fenced shell commands,
// the relative links and the addresses on the local app, of README.md and docs/*.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DocCommand { file: string; line: number; command: string }
export interface DocLink { file: string; line: number; target: string }

/** README.md and every Markdown file of docs/ (not its subfolders' keepsakes), relative to `root`. */
export function docFiles(root: string): string[] {
  return ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
}

/** A shell line without its trailing comment (`cmd   # what it does`: two spaces or more before the #). */
export function withoutComment(line: string): string {
  return line.replace(/\s{2,}#\s.*$/, '').trim();
}

/** Each command of each ```bash / ```sh block: a line, split at `&&` into the steps a reader runs one after the other. */
export function fencedCommands(file: string, text: string): DocCommand[] {
  const out: DocCommand[] = [];
  const lines = text.split('\n');
  let inShell = false;
  let inFence = false;
  lines.forEach((raw, i) => {
    const fence = /^```(\w*)\s*$/.exec(raw.trim());
    if (fence) {
      inShell = !inFence && (fence[1] === 'bash' || fence[1] === 'sh');
      inFence = !inFence;
      return;
    }
    if (!inShell) return;
    const line = withoutComment(raw);
    if (!line) return;
    for (const command of line.split(/\s+&&\s+/)) out.push({ file, line: i + 1, command: command.trim() });
  });
  return out;
}

/** Relative links and images: [text](target), <img src="target">; not web addresses, not mail. */
export function relativeLinks(file: string, text: string): DocLink[] {
  const out: DocLink[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/\]\(([^)\s]+)\)|<img[^>]*\ssrc="([^"]+)"/g)) {
      const target = m[1] ?? m[2];
      if (!/^[a-z]+:/i.test(target)) out.push({ file, line: i + 1, target });
    }
  });
  return out;
}

/** Addresses on the local app (http://127.0.0.1:<port>/...), as written; a placeholder (…) is left out. */
export function localAddresses(file: string, text: string): DocLink[] {
  const out: DocLink[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/https?:\/\/127\.0\.0\.1:\d+[^\s)*`'"<>,;]*/g)) {
      if (!m[0].includes('…')) out.push({ file, line: i + 1, target: m[0].replace(/[.]$/, '') });
    }
  });
  return out;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** The anchors a Markdown file offers: its headings' and its explicit ids and names. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of text.matchAll(/^#{1,6}\s+(.*)$/gm)) anchors.add(headingAnchor(m[1].replace(/`/g, '')));
  for (const m of text.matchAll(/\s(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  return anchors;
}

export const read = (root: string, file: string): string => readFileSync(join(root, file), 'utf8');
