// The summary's styles: widgets/shared/HeadStyle puts them into the head once,
// however many sections render it; no CSS import, so the config checker renders it in Node.
export const SUMMARY_STYLE_ID = 'wg-summary';

export const SUMMARY_CSS = `
.wg-summary {
  margin: 0 0 16px;
  border: 1px solid var(--wg-border);
  border-radius: var(--wg-radius, 8px);
  background: var(--wg-bg);
  overflow: hidden;
}
.wg-summary__heading {
  margin: 0;
  padding: 10px 14px;
  background: var(--wg-soft);
  color: var(--wg-text);
  font-size: 1.05rem;
  line-height: 1.4;
}
.wg-summary__list {
  margin: 0;
  padding: 4px 14px;
}
.wg-summary__row {
  display: grid;
  grid-template-columns: minmax(7em, 38%) 1fr;
  gap: 4px 12px;
  padding: 8px 0;
  border-top: 1px solid var(--wg-soft);
}
.wg-summary__row:first-child { border-top: 0; }
.wg-summary__label {
  margin: 0;
  color: var(--wg-muted);
}
.wg-summary__value {
  margin: 0;
  color: var(--wg-text);
  overflow-wrap: anywhere;
  white-space: pre-line;
}
.wg-summary__sr {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
@media (max-width: 480px) {
  .wg-summary__row { grid-template-columns: 1fr; gap: 2px; }
}
`;
