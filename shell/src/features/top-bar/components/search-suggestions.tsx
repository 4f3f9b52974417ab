import { useEffect, useLayoutEffect, useState } from 'react';
import { highlightParts, SEARCH_KIND_LABELS, SEARCH_KIND_ORDER, searchPageHref, type SearchItem } from '@receipts/shared/search';
import { useSuggestions } from '../hooks/use-suggestions';
import type { SuggestionsProps } from './search-types';
import '../search-suggestions.css';

const countLabel = (count: number) => `${count} suggestion${count === 1 ? '' : 's'}`;

/** The matched words of a suggestion in <mark>, as text (never HTML). */
function Marked({ text, query }: { text: string; query: string }) {
  return <>{highlightParts(text, query).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}

/**
 * The box's suggestions: an ARIA listbox grouped by kind, with 'Search for “…”' (the results page) last.
 * Arrow keys move the highlight (the input keeps focus, aria-activedescendant points at it), Enter opens the
 * highlighted one, Escape closes the list.
 */
export function SearchSuggestions({ listId, text, focused, closed, keys, onExpanded, onActive, onOpen }: SuggestionsProps) {
  const suggestions = useSuggestions(text);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [shownFor, setShownFor] = useState(text);
  const [closedSeen, setClosedSeen] = useState(closed);
  if (shownFor !== text) {
    // New text: nothing highlighted, and the list may show again.
    setShownFor(text);
    setActive(-1);
    setDismissed(false);
  }
  if (closedSeen !== closed) {
    // The box opened a page: the list closes until the fan types again (or presses the down arrow).
    setClosedSeen(closed);
    setActive(-1);
    setDismissed(true);
  }

  const query = suggestions.status === 'idle' ? '' : suggestions.query;
  const groups =
    suggestions.status === 'ready'
      ? SEARCH_KIND_ORDER.filter((kind) => suggestions.groups[kind].length).map((kind) => ({ kind, items: suggestions.groups[kind] }))
      : [];
  const all: SearchItem = {
    kind: 'statements',
    key: 'all',
    href: searchPageHref(text),
    label: `Search for “${text.trim()}”`,
    detail: null,
    photo: null,
  };
  const options = suggestions.status === 'idle' ? [] : [...groups.flatMap((group) => group.items), all];
  const expanded = focused && !dismissed && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = expanded && active >= 0 && active < options.length ? optionId(active) : undefined;

  // Layout effects: the input's aria-expanded and aria-activedescendant change in the same frame as the list.
  useLayoutEffect(() => onExpanded(expanded), [expanded, onExpanded]);
  useLayoutEffect(() => onActive(activeId), [activeId, onActive]);
  useLayoutEffect(() => () => onExpanded(false), [onExpanded]);

  const handleKey = (event: Parameters<NonNullable<SuggestionsProps['keys']['current']>>[0]) => {
    if (!expanded) {
      if (event.key === 'ArrowDown' && options.length) {
        setDismissed(false);
        return true;
      }
      return false;
    }
    const step = (by: number) => {
      event.preventDefault();
      // Positions -1 (nothing highlighted, the text itself) to the last option, wrapping.
      const positions = options.length + 1;
      setActive((index) => ((((index + 1 + by) % positions) + positions) % positions) - 1);
      return true;
    };
    switch (event.key) {
      case 'ArrowDown':
        return step(1);
      case 'ArrowUp':
        return step(-1);
      case 'Enter':
        if (active < 0 || active >= options.length) return false;
        event.preventDefault();
        onOpen(options[active].href);
        return true;
      case 'Escape':
        setDismissed(true);
        setActive(-1);
        return true;
      default:
        return false;
    }
  };

  useEffect(() => {
    keys.current = handleKey;
  });
  useEffect(
    () => () => {
      keys.current = null;
    },
    [keys],
  );

  if (!expanded) return null;
  let index = -1;
  const option = (item: SearchItem, Tag: 'li' | 'div' = 'li') => {
    index += 1;
    const mine = index;
    return (
      <Tag
        key={item.key}
        id={optionId(mine)}
        role="option"
        aria-selected={mine === active}
        className={`rc-suggest__option${mine === active ? ' rc-suggest__option--active' : ''}`}
        onMouseDown={(event) => event.preventDefault()}
        onMouseEnter={() => setActive(mine)}
        onClick={() => onOpen(item.href)}
      >
        <span className="rc-suggest__label">{item.key === 'all' ? item.label : <Marked text={item.label} query={query} />}</span>
        {item.detail && (
          <span className="rc-suggest__detail">
            <Marked text={item.detail} query={query} />
          </span>
        )}
      </Tag>
    );
  };
  return (
    <div className="rc-suggest">
      <div id={listId} role="listbox" aria-label="Search suggestions" className="rc-suggest__list">
        {groups.map((group) => (
          <ul key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className="rc-suggest__group">
            <li role="presentation" id={`${listId}-${group.kind}`} className="rc-suggest__heading">
              {SEARCH_KIND_LABELS[group.kind]}
            </li>
            {group.items.map((item) => option(item))}
          </ul>
        ))}
        {option(all, 'div')}
      </div>
      <p role="status" className="rc-suggest__status">
        {suggestions.status === 'loading' && !groups.length ? 'Searching…' : ''}
        {suggestions.status === 'error' ? `Suggestions unavailable: ${suggestions.message}` : ''}
        {suggestions.status === 'ready' ? (groups.length ? countLabel(options.length - 1) : `No matches for “${query}”`) : ''}
      </p>
    </div>
  );
}
