// The search select's popup: the options shown (the active one marked, the chosen one flagged),
// or the no-results text.
import type { SelectOption } from './contract.js';

interface ComboListProps {
  listId: string;
  label: string;
  open: boolean;
  shown: SelectOption[];
  active: number;
  value: unknown;
  noResults: string;
  optionId(i: number): string;
  onChoose(option: SelectOption): void;
}

export function ComboList({ listId, label, open, shown, active, value, noResults, optionId, onChoose }: ComboListProps) {
  return (
    <div className="wg-combo__popup" hidden={!open}>
      <ul id={listId} role="listbox" aria-label={label} className="wg-combo__list">
        {open
          ? shown.map((option, i) => (
              <li
                key={option.value}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                data-chosen={option.value === value || undefined}
                className={i === active ? 'wg-combo__option wg-combo__option--active' : 'wg-combo__option'}
                // Keeps the focus in the field, so choosing does not blur it first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onChoose(option)}
              >
                {option.label}
              </li>
            ))
          : null}
      </ul>
      {open && shown.length === 0 ? (
        <p className="wg-combo__empty" role="status">
          {noResults}
        </p>
      ) : null}
    </div>
  );
}
