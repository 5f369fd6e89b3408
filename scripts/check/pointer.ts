// JSON pointers per RFC 6901: "~" becomes "~0" and "/" becomes "~1".
export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Appends reference tokens to a pointer: ptr('/onSubmit', 2, 'call') is '/onSubmit/2/call'. */
export function ptr(base: string, ...tokens: (string | number)[]): string {
  return base + tokens.map((t) => '/' + escapeToken(t)).join('');
}

/** How a fault is printed. */
export function formatFault(f: { file: string; pointer: string; message: string }): string {
  return `${f.file}#${f.pointer}: ${f.message}`;
}
