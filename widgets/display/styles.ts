// The styles of the display kinds that need more than widgets/widgets.css (the collapsible
// section and the waiting animation). widgets/shared/HeadStyle puts them into the document head
// once, however many fields render them; no CSS import, so the config checker
// renders these fields in Node as well. The production CSP allows inline styles.
export const DISPLAY_STYLE_ID = 'wg-display-kinds';

export const DISPLAY_CSS = `
.wg-details {
  margin: 0 0 12px;
  border: 1px solid var(--wg-border);
  border-radius: var(--wg-radius, 8px);
  background: var(--wg-bg);
}
.wg-details__summary {
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 10px 14px;
  color: var(--wg-primary);
  font-weight: 700;
  line-height: 1.4;
  cursor: pointer;
  list-style: none;
  border-radius: var(--wg-radius, 8px);
}
.wg-details__summary::-webkit-details-marker { display: none; }
.wg-details__summary::before {
  content: '';
  flex: none;
  width: 8px;
  height: 8px;
  margin: 0 4px 0 2px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(-45deg);
}
.wg-details[open] > .wg-details__summary::before { transform: rotate(45deg); }
.wg-details__summary:focus-visible {
  outline: 3px solid var(--wg-focus);
  outline-offset: 2px;
}
.wg-details__body { padding: 4px 14px 2px; }
.wg-details__text {
  margin: 0 0 12px;
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
}
.wg-details__list { margin: 0 0 12px; padding-left: 1.25em; line-height: 1.6; overflow-wrap: anywhere; }
.wg-spinner {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  margin: 0 0 12px;
  padding: 28px 0;
  text-align: center;
}
.wg-spinner__wheel {
  width: 44px;
  height: 44px;
  box-sizing: border-box;
  border: 4px solid var(--wg-border);
  border-top-color: var(--wg-primary);
  border-radius: 50%;
  animation: wg-spinner-turn 0.9s linear infinite;
}
.wg-spinner__text { line-height: 1.6; overflow-wrap: anywhere; }
@keyframes wg-spinner-turn { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .wg-spinner__wheel { animation: none; border-color: var(--wg-primary); border-right-color: var(--wg-border); }
}
`;
