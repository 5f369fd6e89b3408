// A new screen after a route change (issue 9 §4): the focus moves to its heading (an h1 with
// tabIndex -1, so Tab goes on from the top of the new screen) and its title is announced in a
// polite live region kept on the page across screens (created once, outside React, so it exists
// before its text changes, which is when screen readers read it). The first screen of a page load
// is left alone: the focus stays at the top of the document and the browser reads the page title.
// A modal dialog already open (a screen's popup on entry) or a control of the new screen that focused
// itself (autofocus) keeps the focus. No screen is named here.

let screensShown = 0;

export const ANNOUNCER_ID = 'route-announcer';

function announcer(doc: Document): HTMLElement {
  let region = doc.getElementById(ANNOUNCER_ID);
  if (!region) {
    region = doc.createElement('div');
    region.id = ANNOUNCER_ID;
    region.className = 'visually-hidden';
    // A live region without the status role: the screens' own status messages keep that role to themselves.
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    doc.body.appendChild(region);
  }
  return region;
}

/** Says `text` in the page's polite live region (the same text twice is said twice). */
export function announce(doc: Document, text: string): void {
  const region = announcer(doc);
  region.textContent = '';
  // In a later task, so the emptied region and the new text are two changes.
  setTimeout(() => { region.textContent = text; }, 50);
}

function modalOpen(doc: Document): boolean {
  return doc.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]') !== null;
}

/**
 * Called when a screen's heading is first drawn: from the second screen of the page load on, focuses
 * the heading (unless a modal dialog holds the focus) and announces `title`.
 */
export function screenShown(heading: HTMLElement, title: string): void {
  screensShown += 1;
  const doc = heading.ownerDocument;
  announcer(doc);
  if (screensShown === 1) return;
  // A control of the new screen that took the focus itself (an autofocus option) keeps it.
  const screen = heading.parentElement;
  const active = doc.activeElement;
  const ownFocus = !!screen && !!active && active !== heading && screen.contains(active);
  if (!modalOpen(doc) && !ownFocus) {
    heading.focus({ preventScroll: true });
    // The new screen from its top (the header and the step indicator above its heading).
    if (doc.scrollingElement) doc.scrollingElement.scrollTop = 0;
  }
  announce(doc, title);
}

/** Empties the live region: after a language switch the last title said is in the old language. */
export function clearAnnouncement(doc: Document): void {
  const region = doc.getElementById(ANNOUNCER_ID);
  if (region) region.textContent = '';
}

/** For tests: the next screen is the first of a page load again. */
export function resetRouteFocus(): void {
  screensShown = 0;
}
