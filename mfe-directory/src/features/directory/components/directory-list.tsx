import type { ReactNode } from 'react';
import { Alert, DIRECTORY_SORTS, EmptyState, Page, Spinner } from '@receipts/shared';
import { useChoiceParam } from '@receipts/shared/tab-param';
import { useAsyncData } from '@receipts/shared';
import { DIRECTORY_TEXTS, matchesName, type DirectoryKind } from '../api/directory-kinds';
import { useSearchParam } from '../hooks/use-search-param';
import './directory.css';

interface DirectoryListProps<T> {
  kind: DirectoryKind;
  load: (sort: DirectorySort) => Promise<T[]>;
  /** The list as it came with the page, if it did (most followed first): shown in the first render. */
  peek?: () => T[] | undefined;
  renderCard: (item: T) => ReactNode;
}

export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
const SORT_LABELS: Record<DirectorySort, string> = { popular: 'Most followed', accuracy: 'Most accurate receipts' };

/** A searchable card grid (12/6/4 column spans via rc-grid); the search is `?search=` in the URL. */
export function DirectoryList<T extends { id: number; name: string }>({ kind, load, peek, renderCard }: DirectoryListProps<T>) {
  const texts = DIRECTORY_TEXTS[kind];
  // Most accurate first (?sort=accuracy), by the same lower bound the Commentators board ranks on.
  const [sort, setSort] = useChoiceParam<DirectorySort>('sort', DIRECTORY_SORTS, 'popular');
  const { state } = useAsyncData(() => load(sort), [load, sort], sort === 'popular' ? peek?.() : undefined);
  const [search, setSearch] = useSearchParam();
  const items = state.status === 'success' ? state.data.filter((item) => matchesName(item.name ?? '', search)) : [];

  return (
    <Page title={texts.title}>
      <input
        type="search"
        className="rc-input directory-search"
        aria-label={`Search ${kind}`}
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <label className="directory-sort">
        <span>Sort by</span>
        <select className="rc-input" value={sort} onChange={(event) => setSort(event.target.value as DirectorySort)}>
          {DIRECTORY_SORTS.map((choice) => (
            <option key={choice} value={choice}>
              {SORT_LABELS[choice]}
            </option>
          ))}
        </select>
      </label>
      {state.status === 'loading' && (
        <div className="directory-center">
          <Spinner label={`Loading ${kind}`} />
        </div>
      )}
      {state.status === 'error' && (
        <Alert>
          <strong>Error</strong>
          <div>{texts.listError}</div>
        </Alert>
      )}
      {state.status === 'success' && items.length === 0 && <EmptyState>{texts.empty}</EmptyState>}
      {items.length > 0 && (
        <ul className="rc-grid directory-grid" aria-label={texts.title}>
          {items.map((item) => (
            <li key={item.id}>{renderCard(item)}</li>
          ))}
        </ul>
      )}
    </Page>
  );
}
