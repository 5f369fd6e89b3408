// The {placeholders} of one locale text, read as i18next reads them with our
// settings (prefix "{", suffix "}": renderer/engine/i18n.ts), and what is wrong
// with its braces. A placeholder is a plain name ({seconds}), optionally with a
// named format ({n, number}); a brace that is not part of one is a fault, since
// i18next would show it as it is: the applicant reads "請於 {s 秒內輸入".

/** A plain name: letters, digits and _, not starting with a digit. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A placeholder's inside: a plain name, optionally ", format" (i18next's named format). */
const INSIDE = /^([A-Za-z_][A-Za-z0-9_]*)(?:, ?[A-Za-z][A-Za-z0-9]*)?$/;

export interface Placeholders {
  /** The names the text interpolates, each once, in order of first use. */
  names: string[];
  /** What is wrong with its braces, each a plain sentence without the text's key. */
  faults: string[];
}

/** A short quote of the text around [from, to): at most 12 characters either side. */
function quote(text: string, from: number, to: number): string {
  const start = Math.max(0, from - 12);
  const end = Math.min(text.length, to + 12);
  return `"${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}"`;
}

/** The index of the "}" closing the "{" at `open`, counting nested braces; -1 when none does. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

export function placeholders(text: string): Placeholders {
  const names: string[] = [];
  const faults: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '}') {
      faults.push(`"}" closes no placeholder in ${quote(text, i, i + 1)}; write a placeholder as {name}`);
      i++;
      continue;
    }
    if (c !== '{') {
      i++;
      continue;
    }
    const next = text.slice(i + 1).search(/[{}]/);
    const end = next < 0 ? -1 : i + 1 + next;
    if (end < 0) {
      faults.push(`"{" is never closed in ${quote(text, i, i + 1)}; write a placeholder as {name}`);
      break;
    }
    if (text[end] === '{') {
      const close = closing(text, i);
      if (close < 0) {
        faults.push(`"{" is never closed in ${quote(text, i, i + 1)}; write a placeholder as {name}`);
        i = end; // the inner brace is read on its own
      } else {
        faults.push(`a placeholder inside another in ${quote(text, i, close + 1)}; write a placeholder as {name}`);
        i = close + 1;
      }
      continue;
    }
    const inside = text.slice(i + 1, end);
    const match = INSIDE.exec(inside);
    if (inside === '') faults.push(`"{}" names no value in ${quote(text, i, end + 1)}; write a placeholder as {name}`);
    else if (!match) {
      const trimmed = inside.trim();
      faults.push(`{${inside}} is not a plain name in ${quote(text, i, end + 1)}; ${NAME.test(trimmed) ? `write {${trimmed}}` : 'write a placeholder as {name}'}`);
    } else if (!names.includes(match[1])) names.push(match[1]);
    i = end + 1;
  }
  return { names, faults };
}
