/** Adds a script element for src unless the document already has one (the fingerprint script loads once, IDX-52). */
export function loadScriptOnce(doc: Document, src: string): void {
  const present = [...doc.querySelectorAll('script[src]')].some((el) => el.getAttribute('src') === src);
  if (present) return;
  const el = doc.createElement('script');
  el.src = src;
  doc.head.appendChild(el);
}
