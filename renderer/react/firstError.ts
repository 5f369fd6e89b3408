// After a submit that failed, the page scrolls to the first invalid field in the screen's
// visual order (the first error shown) and focuses it (001 §4.2, F1-87). The view does it from
// the fields the controller named (its problems and the errors it shows); an error shown as an
// alert waits until no modal dialog is open any more, so the focus does not fight the dialog's
// own (which gives it back to the button that opened it). No screen is named here.

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function byId(root: ParentNode, id: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
}

function shown(el: Element): boolean {
  return !el.closest('[hidden]');
}

/** Where a field is on the page: its control (`root_<field>`), else the block of its message. */
function placeOf(root: ParentNode, field: string): HTMLElement | undefined {
  const control = byId(root, `root_${field}`);
  if (control && shown(control)) return control;
  const message = byId(root, `root_${field}__error`);
  if (message && shown(message)) return message.closest<HTMLElement>('.field') ?? message;
  return undefined;
}

/**
 * The control to focus for a field's place: itself (a control, or a read-only value a check refused,
 * focusable by script: tabindex -1), else its first focusable control, else its field block's.
 */
function focusTarget(place: HTMLElement): HTMLElement | undefined {
  if (place.matches(FOCUSABLE) || place.getAttribute('tabindex') === '-1') return place;
  return place.querySelector<HTMLElement>(FOCUSABLE) ?? place.closest('.field')?.querySelector<HTMLElement>(FOCUSABLE) ?? undefined;
}

/** The first of `fields` in the page's order (document order is the screen's visual order: one column). */
export function firstInvalidPlace(root: ParentNode, fields: Iterable<string>): HTMLElement | undefined {
  let first: HTMLElement | undefined;
  for (const field of new Set(fields)) {
    const place = placeOf(root, field);
    if (!place) continue;
    if (!first || first.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_PRECEDING) first = place;
  }
  return first;
}

function modalOpen(doc: Document): boolean {
  return doc.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]') !== null;
}

/** Scrolls the field (label, control and message) into the middle of the view and focuses its control. */
export function revealField(place: HTMLElement): void {
  // A field inside a closed section (<details>) is shown first.
  for (let section = place.closest('details'); section; section = section.parentElement?.closest('details') ?? null) {
    if (!section.open) section.open = true;
  }
  const block = place.closest<HTMLElement>('.field') ?? place;
  if (typeof block.scrollIntoView === 'function') block.scrollIntoView({ block: 'center' });
  focusTarget(place)?.focus({ preventScroll: true });
}

/**
 * Reveals the first of `fields` on the page under `root`: at once, or once no modal dialog is open
 * (an error shown as an alert is revealed after the alert is closed). Returns a cancel.
 */
export function revealFirstInvalid(root: HTMLElement, fields: Iterable<string>): () => void {
  const names = [...fields];
  if (!names.length) return () => undefined;
  const doc = root.ownerDocument;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watch: MutationObserver | undefined;
  const reveal = () => {
    const place = firstInvalidPlace(root, names);
    if (place) revealField(place);
  };
  if (!modalOpen(doc)) {
    // In the frame that draws the messages, before it is painted: no layout forced in between.
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(reveal) : undefined;
    if (frame === undefined) {
      reveal();
      return () => undefined;
    }
    return () => cancelAnimationFrame(frame);
  }
  watch = new MutationObserver(() => {
    if (modalOpen(doc)) return;
    watch?.disconnect();
    watch = undefined;
    // After the dialog's own clean-up, which gives the focus back to what opened it.
    timer = setTimeout(reveal, 0);
  });
  watch.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal', 'role'] });
  return () => { watch?.disconnect(); clearTimeout(timer); };
}
