import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StatementListQuery } from '@receipts/shared';

/** The top bar's search lands here as `?search=`; it becomes part of the list query. */
export function useSearchQuery(base: StatementListQuery = {}): StatementListQuery {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const baseKey = JSON.stringify(base);
  return useMemo(() => ({ ...(JSON.parse(baseKey) as StatementListQuery), ...(search ? { search } : {}) }), [baseKey, search]);
}
