import { Link } from 'react-router-dom';
import { Alert, Avatar, Button, EmptyState, Spinner, isApiError } from '@receipts/shared';
import { AuthorLink } from '@receipts/shared/people';
import { highlightParts, SEARCH_KIND_LABELS, SEARCH_KIND_ORDER, type SearchItem, type SearchType } from '@receipts/shared/search';
import { useSearch } from '../hooks/use-search';

export const SEARCH_NETWORK_ERROR = 'Backend server is not responding...';

/** The matched words in <mark>, as text: the query never becomes markup. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return <>{highlightParts(text, query).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}

function HitList({ items, q }: { items: SearchItem[]; q: string }) {
  return (
    <ul className="search-hits">
      {items.map((item) => (
        <li key={item.key} className="search-hit">
          {item.kind !== 'statements' && <Avatar src={item.photo} name={item.label} size={36} />}
          <div className="search-hit__text">
            <Link to={item.href} className="search-hit__title">
              <Highlighted text={item.label} query={q} />
            </Link>
            {item.detail && (
              <p className="search-hit__detail rc-muted">
                <Highlighted text={item.detail} query={q} />
              </p>
            )}
            {item.author && (
              <p className="search-hit__author rc-muted">
                <AuthorLink user={item.author} size={20} />
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** One tab: every kind (a few each, with a way to see more), or one kind (up to 20). */
export function SearchResults({ q, kind, onShowKind }: { q: string; kind: SearchType | null; onShowKind: (kind: SearchType) => void }) {
  const { state, reload } = useSearch(q, kind);
  if (state.status === 'loading')
    return (
      <div className="search-center">
        <Spinner label="Searching" />
      </div>
    );
  if (state.status === 'error') {
    return (
      <Alert>
        {isApiError(state.error) ? (state.error.detail ?? state.error.message) : SEARCH_NETWORK_ERROR}{' '}
        <Button variant="ghost" onClick={reload}>
          Try again
        </Button>
      </Alert>
    );
  }
  const groups = state.data;
  if (kind) {
    return groups[kind].length ? (
      <HitList items={groups[kind]} q={q} />
    ) : (
      <EmptyState>
        No {SEARCH_KIND_LABELS[kind].toLowerCase()} match “{q}”.
      </EmptyState>
    );
  }
  const found = SEARCH_KIND_ORDER.filter((each) => groups[each].length);
  if (!found.length) return <EmptyState>Nothing matches “{q}”. Check the spelling, or try fewer words.</EmptyState>;
  return (
    <div className="search-groups">
      {found.map((each) => (
        <section key={each} aria-labelledby={`search-group-${each}`} className="search-group">
          <div className="search-group__header">
            <h2 id={`search-group-${each}`}>{SEARCH_KIND_LABELS[each]}</h2>
            <Button variant="ghost" onClick={() => onShowKind(each)}>
              See all {SEARCH_KIND_LABELS[each].toLowerCase()}
            </Button>
          </div>
          <HitList items={groups[each]} q={q} />
        </section>
      ))}
    </div>
  );
}
