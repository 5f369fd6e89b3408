// A modal's hold on the focus: on opening it takes the focus (its first control, else itself),
// keeps it inside whatever moves it out, Tab and Shift+Tab wrap around, the page behind does not
// scroll; on closing the focus returns where it was (unless that is gone or inert now).
import { useEffect } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useFocusTrap(dialog: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = dialog.current;
    const first = node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const keepIn = (e: FocusEvent) => {
      if (node && e.target instanceof Node && !node.contains(e.target)) (node.querySelector<HTMLElement>(FOCUSABLE) ?? node).focus();
    };
    document.addEventListener('focusin', keepIn);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', keepIn);
      document.body.style.overflow = overflow;
      if (previous && previous.isConnected && !previous.closest('[inert]')) previous.focus();
    };
  }, [active, dialog]);
}

/** Tab past the last control goes to the first, Shift+Tab before the first to the last. */
export function wrapTab(e: KeyboardEvent<HTMLElement>, node: HTMLElement): void {
  const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (items.length === 0) {
    e.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
