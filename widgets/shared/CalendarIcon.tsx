// A calendar drawn in SVG: an emoji needs a colour-emoji font that phones and Debian's Chromium
// may not have (it showed as an empty box), and the button's name comes from its aria-label.
export function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
