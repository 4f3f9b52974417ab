import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsSmallScreen } from '../../responsive';

/** Search box 'Search…'; on small screens a full-width overlay. Enter opens the predictions search. */
export function SearchBox() {
  const small = useIsSmallScreen();
  const [overlay, setOverlay] = useState(false);
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/predictions?search=${encodeURIComponent(query)}` : '/predictions');
    setOverlay(false);
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
      <input type="search" className="rc-search__input" placeholder="Search…" aria-label="Search" value={text}
        autoFocus={small} onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && setOverlay(false)} />
    </form>
  );
  if (!small) return form;
  return (
    <div className="rc-search-overlay">
      {form}
      <button type="button" className="rc-icon-button" aria-label="Close search" onClick={() => setOverlay(false)}>×</button>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
