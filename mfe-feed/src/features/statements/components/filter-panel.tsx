import { Button } from '@receipts/shared';
import { EMPTY_FILTERS, FILTER_FIELDS, type FeedFilters } from '../api/feed-filters';

/** Four selects and a Reset Filters button. */
export function FilterPanel({ filters, onChange }: { filters: FeedFilters; onChange: (next: FeedFilters) => void }) {
  return (
    <div id="feed-filters" className="rc-card feed-filters" role="group" aria-label="Filters">
      {FILTER_FIELDS.map((field) => (
        <label key={field.key} className="feed-filters__field">
          <span>{field.label}</span>
          <select
            className="rc-input"
            value={filters[field.key]}
            onChange={(event) => onChange({ ...filters, [field.key]: event.target.value })}
          >
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <Button onClick={() => onChange(EMPTY_FILTERS)}>Reset Filters</Button>
    </div>
  );
}
