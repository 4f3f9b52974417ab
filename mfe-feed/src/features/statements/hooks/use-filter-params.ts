import { useSearchParams } from 'react-router-dom';
import { EMPTY_FILTERS, FILTER_FIELDS, type FeedFilters } from '../api/feed-filters';

/**
 * The feed's filters live in the URL (`?league=NBA&outcome=pending`), so reload, Back and a shared link keep
 * them. Only the panel's own values are read; a changed filter replaces the history entry, like the tabs do.
 */
export function useFilterParams(): [FeedFilters, (next: FeedFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = { ...EMPTY_FILTERS };
  for (const field of FILTER_FIELDS) {
    const value = params.get(field.key) ?? '';
    if (field.options.some((option) => option.value === value)) Object.assign(filters, { [field.key]: value });
  }
  const setFilters = (next: FeedFilters) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        for (const field of FILTER_FIELDS) {
          if (next[field.key]) updated.set(field.key, next[field.key]);
          else updated.delete(field.key);
        }
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [filters, setFilters];
}

export const hasFilters = (filters: FeedFilters) => FILTER_FIELDS.some((field) => filters[field.key] !== '');
