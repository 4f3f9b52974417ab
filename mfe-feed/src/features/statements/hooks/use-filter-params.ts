import { useSearchParams } from 'react-router-dom';
import { EMPTY_FILTERS, FILTER_FIELDS, SUBJECT_KEYS, type FeedFilters } from '../api/feed-filters';

/**
 * The feed's filters live in the URL (`?league=NBA&outcome=pending`, `?team=nfl-bills` from a chip), so reload, Back
 * and a shared link keep them. Only the panel's own values are read, and a team or player as given (the API answers
 * an unknown one with a clear 400); a changed filter replaces the history entry, like the tabs do.
 */
export function useFilterParams(): [FeedFilters, (next: FeedFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = { ...EMPTY_FILTERS };
  for (const field of FILTER_FIELDS) {
    const value = params.get(field.key) ?? '';
    if (field.options.some((option) => option.value === value)) Object.assign(filters, { [field.key]: value });
  }
  // Trimmed like the server's first-data request for the page (shared/web/src/site-map/route-data.ts), so they match.
  for (const key of SUBJECT_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  const setFilters = (next: FeedFilters) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        for (const key of [...FILTER_FIELDS.map((field) => field.key), ...SUBJECT_KEYS]) {
          if (next[key]) updated.set(key, next[key]);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [filters, setFilters];
}

/** Whether a value of the panel's selects is set (the panel opens for them). */
export const hasPanelFilters = (filters: FeedFilters) => FILTER_FIELDS.some((field) => filters[field.key] !== '');
export const hasFilters = (filters: FeedFilters) => hasPanelFilters(filters) || SUBJECT_KEYS.some((key) => filters[key] !== '');
