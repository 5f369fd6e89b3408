// The browser tab's title follows the screen and the language (a screen reader announces it on
// a route change, and a tab list shows which step each tab is on).
import { useEffect } from 'react';

/** Sets document.title to the parts that are not empty, joined as "screen - product - bank". */
export function useDocumentTitle(parts: Array<string | undefined>): void {
  const title = parts.filter((p): p is string => Boolean(p)).join(' - ');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
