import type { Statement, StatementListQuery } from '@receipts/contract';
import { byKey } from '../site-map/route-data';
import { updateQueries, updateQuery } from './query-cache';

/** The loaded pages of one statement list, as the feed keeps them for Back. */
export interface StatementPages {
  items: Statement[];
  /** The last page loaded (1-based). */
  page: number;
  /** The last page came back full, so another may exist; with keyset paging, it named a next page. */
  hasMore: boolean;
  /** Keyset paging: the cursor of the next page (null after the last); absent for numbered pages. */
  nextCursor?: string | null;
}

const LIST_PREFIX = 'statements:';

export const statementKey = (id: number | string) => `statement:${id}`;

/** One key per list query, whatever the order of its fields. */
export function statementListKey(query: StatementListQuery): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return LIST_PREFIX + JSON.stringify(Object.fromEntries(entries.sort(byKey)));
}

/** A statement changed (a vote, say): every cached page and list that shows it shows the new one. */
export function shareStatement(next: Statement): void {
  updateQuery<Statement>(statementKey(next.id), () => next);
  updateQueries<StatementPages | Statement[]>(LIST_PREFIX, (value) => {
    const items = Array.isArray(value) ? value : value.items;
    if (!items.some((item) => item.id === next.id)) return value;
    const replaced = items.map((item) => (item.id === next.id ? next : item));
    return Array.isArray(value) ? replaced : { ...value, items: replaced };
  });
}
