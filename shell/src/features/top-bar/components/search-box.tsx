import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsSmallScreen } from '../../responsive';
import type { SuggestionKeys } from './search-types';

// The suggestions (fetching, listbox, highlighting) are their own chunk, fetched on the first focus.
const Suggestions = lazy(() => import('./search-suggestions').then((module) => ({ default: module.SearchSuggestions })));

/**
 * Search box 'Search…' (an ARIA combobox); on small screens a full-width overlay. Typing suggests (lazy chunk);
 * Enter opens the highlighted suggestion, or the results page /search?q=… when none is highlighted.
 */
export function SearchBox() {
  const small = useIsSmallScreen();
  const [overlay, setOverlay] = useState(false);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [closed, setClosed] = useState(0);
  const [active, setActive] = useState<string>();
  const keys = useRef<SuggestionKeys>(null);
  const listId = useId();
  const navigate = useNavigate();

  function open(path: string) {
    navigate(path);
    setOverlay(false);
    setClosed((count) => count + 1);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (query) open(`/search?q=${encodeURIComponent(query)}`);
  }

  if (small && !overlay) {
    return (
      <button type="button" className="rc-icon-button rc-topbar__search-open" aria-label="Open search" onClick={() => setOverlay(true)}>
        <SearchIcon />
      </button>
    );
  }

  const form = (
    <form role="search" className="rc-search" onSubmit={submit}>
      <SearchIcon />
      <input
        type="search"
        className="rc-search__input"
        placeholder="Search…"
        aria-label="Search"
        value={text}
        autoFocus={small}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded ? active : undefined}
        onFocus={() => {
          setFocused(true);
          setWanted(true);
        }}
        onBlur={() => setFocused(false)}
        onChange={(event) => {
          setText(event.target.value);
          setWanted(true);
        }}
        onKeyDown={(event) => {
          if (keys.current?.(event)) return;
          if (event.key === 'Escape') setOverlay(false);
          if (event.key === 'Enter') submit(event);
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <Suggestions
            listId={listId}
            text={text}
            focused={focused}
            closed={closed}
            keys={keys}
            onExpanded={setExpanded}
            onActive={setActive}
            onOpen={open}
          />
        </Suspense>
      )}
    </form>
  );
  if (!small) return form;
  return (
    <div className="rc-search-overlay">
      {form}
      <button type="button" className="rc-icon-button" aria-label="Close search" onClick={() => setOverlay(false)}>
        ×
      </button>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
