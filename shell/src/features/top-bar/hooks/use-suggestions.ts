import { useEffect, useState } from 'react';
import { isApiError } from '@receipts/shared';
import { SEARCH_LIMIT_ALL, SEARCH_QUERY_MIN, searchApi, searchItems, type SearchItem, type SearchType } from '@receipts/shared/search';

/** Quiet time after the last key before asking (a fan typing at speed sends one request, not one per letter). */
export const SUGGEST_DEBOUNCE_MS = 200;

export type Suggestions =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'ready'; query: string; groups: Record<SearchType, SearchItem[]> }
  | { status: 'error'; query: string; message: string };

/** Answers already seen this visit, per query: backspacing shows them at once. */
const seen = new Map<string, Record<SearchType, SearchItem[]>>();

/** Suggestions for the box's text: debounced, the latest query only (a slow earlier answer never replaces it). */
export function useSuggestions(text: string): Suggestions {
  const query = text.trim();
  const [state, setState] = useState<Suggestions>({ status: 'idle' });
  const key = query.toLowerCase();
  const short = query.length < SEARCH_QUERY_MIN;

  useEffect(() => {
    if (short || seen.has(key)) return;
    let current = true;
    const timer = setTimeout(() => {
      setState({ status: 'loading', query });
      searchApi({ q: query, limit: SEARCH_LIMIT_ALL }).then(
        (answer) => {
          const groups = searchItems(answer);
          seen.set(key, groups);
          if (current) setState({ status: 'ready', query, groups });
        },
        (error: unknown) => {
          if (current)
            setState({
              status: 'error',
              query,
              message: isApiError(error) ? (error.detail ?? error.message) : 'The server is not responding.',
            });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, query, short]);

  if (short) return { status: 'idle' };
  const known = seen.get(key);
  if (known) return { status: 'ready', query, groups: known };
  // Until the new query's answer arrives, keep showing the previous one (no flicker while typing).
  return state;
}
