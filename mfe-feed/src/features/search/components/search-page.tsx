import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, Page } from '@receipts/shared';
import { SEARCH_KIND_LABELS, SEARCH_KIND_ORDER, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, type SearchType } from '@receipts/shared/search';
import { Tabs, useTabParam } from '@receipts/shared/tabs';
import { SearchResults } from './search-results';
import './search.css';

export const ALL_TAB = 'All';
const TAB_LABELS = [ALL_TAB, ...SEARCH_KIND_ORDER.map((kind) => SEARCH_KIND_LABELS[kind])];
const kindOfLabel = (label: string): SearchType | null => SEARCH_KIND_ORDER.find((kind) => SEARCH_KIND_LABELS[kind] === label) ?? null;

/**
 * /search?q=…, with a tab per kind in ?tab= (All has none). A new search is a new history entry; a tab
 * replaces the entry (useTabParam), so Back returns to the previous search.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [tab, setTab] = useTabParam(TAB_LABELS);
  const [text, setText] = useState(q);
  const [shownFor, setShownFor] = useState(q);
  if (shownFor !== q) {
    // The top bar (or Back) changed the query: the page's own box follows.
    setShownFor(q);
    setText(q);
  }

  // Enter and the button search directly, not through the form's submit event (where React would start the
  // navigation's transition as a form action): one path in browsers and in tests.
  function search(event: SyntheticEvent) {
    event.preventDefault();
    const next = text.trim();
    if (!next || next === q) return;
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set('q', next);
      return updated;
    });
  }

  const searchable = q.length >= SEARCH_QUERY_MIN;
  return (
    <Page title="Search" subtitle={searchable ? `Results for “${q}”` : undefined}>
      <form role="search" className="search-page__form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="rc-visually-hidden">
          Search takes, people, commentators, podcasts and shows
        </label>
        <input
          id="search-page-input"
          type="search"
          className="rc-input search-page__input"
          value={text}
          maxLength={SEARCH_QUERY_MAX}
          placeholder="Search takes, people, commentators, podcasts and shows"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && search(event)}
        />
        <button type="button" className="rc-button rc-button--primary" onClick={search}>
          Search
        </button>
      </form>
      {searchable ? (
        <Tabs
          label="Result kinds"
          tabs={TAB_LABELS.map((label) => ({ value: label, label }))}
          value={tab}
          onValueChange={setTab}
          variant="underline"
        >
          {(selected) => <SearchResults q={q} kind={kindOfLabel(selected)} onShowKind={(kind) => setTab(SEARCH_KIND_LABELS[kind])} />}
        </Tabs>
      ) : (
        <EmptyState>Type at least {SEARCH_QUERY_MIN} characters to search takes, people, commentators, podcasts and shows.</EmptyState>
      )}
    </Page>
  );
}
