import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { Button } from '@receipts/shared';

/**
 * Whether going back stays on this site. The router's first entry has the key 'default'; a page the site
 * replaced its first entry with (sign-in's return) keeps index 0 in the router's history state.
 */
function hasInAppHistory(location: Location): boolean {
  if (location.key === 'default') return false;
  const state: unknown = window.history.state;
  return !(state && typeof state === 'object' && 'idx' in state && state.idx === 0);
}

/** Back: back in history, or home for a page opened from a shared link. */
export function BackButton() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Button variant="ghost" onClick={() => (hasInAppHistory(location) ? navigate(-1) : navigate('/'))}>
      <span aria-hidden="true">←</span> Back
    </Button>
  );
}
