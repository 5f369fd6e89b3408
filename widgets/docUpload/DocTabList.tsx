// The docUpload field's tab buttons: a tablist whose arrow, Home and End keys move between tabs
// (the chosen tab's button takes the focus).
import type { KeyboardEvent } from 'react';

interface DocTabListProps {
  tabs: string[];
  current: string | undefined;
  label: string;
  tabId(tab: string): string;
  panelId(tab: string): string;
  tabLabel(tab: string): string;
  /** A tab chosen; `focus`: by a key, so its button takes the focus. */
  choose(tab: string, focus: boolean): void;
}

export function DocTabList({ tabs, current, label, tabId, panelId, tabLabel, choose }: DocTabListProps) {
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : undefined;
    if (to === undefined) return;
    e.preventDefault();
    choose(tabs[(to + tabs.length) % tabs.length], true);
  };
  return (
    <div className="wg-doc__tabs" role="tablist" aria-label={label}>
      {tabs.map((t, i) => (
        <button
          key={t}
          id={tabId(t)}
          type="button"
          role="tab"
          className="wg-doc__tab"
          aria-selected={t === current}
          aria-controls={panelId(t)}
          tabIndex={t === current ? 0 : -1}
          onClick={() => choose(t, false)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {tabLabel(t)}
        </button>
      ))}
    </div>
  );
}
