// 000 §2.12: the address is cleaned on load. Parameters the flow does not keep (tokens,
// IDs) leave the address bar and the history entry once the session has them.

/** The address bar, injected: the browser's location and history, or a variable headless. */
export interface AddressBar {
  current(): string;
  /** Replaces the current history entry's address (no new entry). */
  replace(url: string): void;
  /** Moves through the browser's history by `delta` entries (Back and Forward that stay: renderer/engine/history.ts). */
  go?(delta: number): void;
}

/**
 * The address with only the kept parameters, in its search and in its hash query; the hash
 * route stays. Undefined when there is nothing to remove.
 */
export function cleanAddress(href: string, keep: readonly string[]): string | undefined {
  const url = new URL(href);
  const search = keptOnly(url.search, keep);
  const [route, hashQuery] = splitOnce(url.hash, '?');
  const hash = hashQuery === undefined ? url.hash : route + withMark(keptOnly(hashQuery, keep));
  if (search === url.search && hash === url.hash) return undefined;
  url.search = search;
  url.hash = hash;
  return url.href;
}

/** The query unchanged when every parameter is kept (its spelling too), else only the kept ones. */
function keptOnly(query: string, keep: readonly string[]): string {
  const params = [...new URLSearchParams(query)];
  if (params.every(([name]) => keep.includes(name))) return query;
  return withMark(new URLSearchParams(params.filter(([name]) => keep.includes(name))).toString());
}

const withMark = (query: string) => (query === '' ? '' : `?${query.replace(/^\?/, '')}`);

function splitOnce(text: string, sep: string): [string, string | undefined] {
  const at = text.indexOf(sep);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
