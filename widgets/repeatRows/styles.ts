// The repeatRows styles beside widgets/widgets.css's buttons: widgets/shared/HeadStyle puts them
// into the head once; no CSS import, so the config checker renders it in Node.
export const REPEAT_ROWS_STYLE_ID = 'wg-repeat-rows';

export const REPEAT_ROWS_CSS = `
.wg-repeat-rows {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 4px 0 12px;
}
.wg-repeat-rows__add {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: 100%;
  text-align: start;
  white-space: normal;
}
.wg-repeat-rows__add::before {
  content: '+';
  font-size: 1.25em;
  line-height: 1;
}
.wg-repeat-rows__full {
  margin: 0;
  color: var(--wg-muted);
}
`;
