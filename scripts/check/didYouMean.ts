// The "did you mean" of every unknown-name fault: the nearest known name by
// edit distance (a swap of two neighbours counts as one edit), so a typo such
// as SalesID for SalesId or otpSecs for otpSeconds points at the right name.

/** Optimal string alignment distance; case differences cost half, so SalesID is nearer SalesId than Sales. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const x = a[i - 1];
      const y = b[j - 1];
      const cost = x === y ? 0 : x.toLowerCase() === y.toLowerCase() ? 0.5 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x === b[j - 2] && a[i - 2] === y) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The known name nearest to `name`, if it is near enough to be a typo of it (about one edit in three letters). */
export function nearest(name: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (candidate === name) continue;
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  const allowed = Math.max(1, Math.floor(Math.max(name.length, best?.length ?? 0) / 3));
  return best !== undefined && bestDistance <= allowed ? best : undefined;
}

/** The one known name that `name` shortens (begins: sec for seconds), if exactly one does; a text's {sec} for a passed {seconds}. */
export function expanded(name: string, known: Iterable<string>): string | undefined {
  const longer = [...new Set(known)].filter((k) => k.length > name.length && k.toLowerCase().startsWith(name.toLowerCase()));
  return name !== '' && longer.length === 1 ? longer[0] : undefined;
}

/** `; did you mean "X"?` for the end of a fault message, or '' when nothing is near. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const near = nearest(name, known);
  return near === undefined ? '' : `; did you mean "${near}"?`;
}

/** didYouMean, or when nothing is near and the names are few, all of them: `; known: A, B, C`. */
export function suggestion(name: string, known: Iterable<string>): string {
  const all = [...known];
  const near = didYouMean(name, all);
  if (near || all.length === 0 || all.length > 12) return near;
  return `; known: ${all.join(', ')}`;
}
