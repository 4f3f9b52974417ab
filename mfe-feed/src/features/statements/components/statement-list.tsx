import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  EmptyState,
  Spinner,
  type Statement,
  type StatementListQuery,
  type StatementType,
  type VoteType,
} from '@receipts/shared';
import { EMPTY_FILTERS, filtersToQuery } from '../api/feed-filters';
import { hasFilters, hasPanelFilters, useFilterParams } from '../hooks/use-filter-params';
import { ActiveFilters } from './active-filters';
import { useStatementFeed } from '../hooks/use-statement-feed';
import { useSentinel } from '../hooks/use-sentinel';
import { FilterPanel } from './filter-panel';
import { StatementCard } from './statement-card';
import './feed.css';

export const EMPTY_FEED = 'No content found matching your criteria';

/** The list's options (onVote is told about each settled vote). */
export interface StatementListProps {
  title?: string;
  showFilters?: boolean;
  statementType?: StatementType;
  showHotTakesOnly?: boolean;
  maxItems?: number;
  /** Extra query terms, e.g. sort_by, outcome, search. */
  query?: StatementListQuery;
  initialStatements?: Statement[];
  disableFetch?: boolean;
  /** Read pages by cursor (keyset paging): the home feed. */
  keyset?: boolean;
  /** Shown above the list beside the filters (the home feed's sort control). */
  toolbar?: ReactNode;
  onVote?: (statement: Statement, voteType: VoteType | null) => void;
}

export function StatementList(props: StatementListProps) {
  const {
    title,
    showFilters = false,
    statementType,
    showHotTakesOnly = false,
    maxItems,
    query,
    disableFetch = false,
    keyset = false,
  } = props;
  const [urlFilters, setFilters] = useFilterParams();
  // Only the home feed shows the panel; other lists ignore filter-like words in their URL.
  const filters = showFilters ? urlFilters : EMPTY_FILTERS;
  // The panel opens for its own selects; a chip's team or player shows in the Active filters line instead.
  const [filtersOpen, setFiltersOpen] = useState(() => hasPanelFilters(filters));
  const filterKey = JSON.stringify(filters);
  const fullQuery = useMemo<StatementListQuery>(
    () => ({
      ...filtersToQuery(JSON.parse(filterKey) as typeof filters),
      ...(statementType ? { type: statementType } : {}),
      ...(showHotTakesOnly ? { is_hot_take: true } : {}),
      ...query,
    }),
    [filterKey, statementType, showHotTakesOnly, query],
  );

  const feed = useStatementFeed(fullQuery, !disableFetch, keyset);
  const [local, setLocal] = useState<Statement[]>(props.initialStatements ?? []);
  const all = disableFetch ? local : feed.items;
  const items = maxItems === undefined ? all : all.slice(0, maxItems);
  const full = maxItems !== undefined && all.length >= maxItems;

  const sentinel = useSentinel();
  const { loadMore } = feed;
  useEffect(() => {
    if (sentinel.visible && !full) loadMore();
  }, [sentinel.visible, full, loadMore]);

  function handleChange(next: Statement) {
    if (disableFetch) setLocal((current) => current.map((item) => (item.id === next.id ? next : item)));
    else feed.replace(next);
    props.onVote?.(next, next.user_vote);
  }

  const headingId = useId();
  return (
    // Cards title themselves with h3, so the list has its h2 even untitled (hidden then): the outline runs h1, h2, h3.
    <section aria-labelledby={headingId} className="feed-list">
      <h2 id={headingId} className={title ? undefined : 'rc-visually-hidden'}>
        {title ?? 'Statements'}
      </h2>
      {props.toolbar}
      {showFilters && (
        <div className="feed-list__filters">
          <Button aria-expanded={filtersOpen} aria-controls="feed-filters" onClick={() => setFiltersOpen((open) => !open)}>
            Filters
          </Button>
          {filtersOpen && <FilterPanel filters={filters} onChange={setFilters} />}
        </div>
      )}
      {showFilters && hasFilters(filters) && <ActiveFilters filters={filters} items={all} onClear={() => setFilters(EMPTY_FILTERS)} />}
      {items.length > 0 && (
        <ul className="rc-stack">
          {items.map((statement) => (
            <li key={statement.id}>
              <StatementCard statement={statement} onChange={handleChange} />
            </li>
          ))}
        </ul>
      )}
      {feed.error && <Alert>{feed.error}</Alert>}
      {feed.loading && (
        <div className="feed-list__spinner">
          <Spinner label="Loading statements" />
        </div>
      )}
      {!feed.loading && !feed.error && items.length === 0 && <EmptyState>{EMPTY_FEED}</EmptyState>}
      {/* Mounted only under a loaded page: a fresh observer then reports where it really is, so the next page
          is asked for only while it is within 100 px of the viewport, once per scroll to the end. */}
      {!disableFetch && items.length > 0 && !feed.loading && <div ref={sentinel.ref} aria-hidden="true" className="feed-list__sentinel" />}
    </section>
  );
}
