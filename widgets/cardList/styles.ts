// The card list's styles: put into the head once by widgets/shared/HeadStyle, no CSS import, so the
// config checker renders it in Node. Brand tokens only (no written colour).
export const CARD_LIST_STYLE_ID = 'wg-card-list';

export const CARD_LIST_CSS = `
.wg-card-list {
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 12px;
}
.wg-card-list__card {
  border: 1px solid var(--wg-border);
  border-radius: var(--wg-radius, 8px);
  background: var(--wg-bg);
  overflow: hidden;
}
.wg-card-list__heading {
  margin: 0;
  padding: 10px 14px;
  background: var(--wg-soft);
  color: var(--wg-text);
  font-size: 1.05rem;
  line-height: 1.4;
  overflow-wrap: anywhere;
}
.wg-card-list__rows {
  margin: 0;
  padding: 4px 14px;
}
.wg-card-list__row {
  display: grid;
  grid-template-columns: minmax(6em, 38%) 1fr;
  gap: 4px 12px;
  padding: 8px 0;
  border-top: 1px solid var(--wg-soft);
}
.wg-card-list__row:first-child {
  border-top: 0;
}
.wg-card-list__label {
  margin: 0;
  color: var(--wg-muted);
}
.wg-card-list__value {
  margin: 0;
  color: var(--wg-text);
  overflow-wrap: anywhere;
}
.wg-card-list__link {
  display: inline-block;
  margin: 0 14px 12px;
  padding: 6px 0;
  min-height: 24px;
}
.wg-card-list__empty {
  margin: 0 0 16px;
  color: var(--wg-text);
}
`;
