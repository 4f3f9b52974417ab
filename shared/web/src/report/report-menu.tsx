import { lazy, Suspense, useState } from 'react';
import { askToSignIn, useCurrentUser, type ReportTargetType } from '@receipts/shared';
import './report.css';

const LoadedMenu = lazy(() => import('./report-menu-loaded'));

export const LOGIN_TO_REPORT = 'Please login to report';

export interface ReportTarget {
  type: ReportTargetType;
  id: number;
  /** Its author: nobody reports their own post. */
  authorId: number | undefined;
  /** What the menu is about, for its accessible name ("More actions for <label>"). */
  label: string;
}

function Dots() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

/**
 * The "More actions" menu of a card, detail or comment, holding its Report item. Only the button ships with the feed;
 * the Radix menu and the Report dialog are a chunk fetched on its first use.
 */
export function ReportMenu({ target }: { target: ReportTarget }) {
  const user = useCurrentUser();
  const [loaded, setLoaded] = useState(false);
  const name = `More actions for ${target.label}`;
  if (!user) {
    // A visitor can report too, once signed in: the menu's button offers Log In over this page.
    return (
      <button type="button" className="report-menu__trigger" aria-label={name} onClick={() => askToSignIn(LOGIN_TO_REPORT)}>
        <Dots />
      </button>
    );
  }
  if (user.id === target.authorId) return null;
  const placeholder = (
    <button type="button" className="report-menu__trigger" aria-label={name} aria-haspopup="menu" onClick={() => setLoaded(true)}>
      <Dots />
    </button>
  );
  if (!loaded) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoadedMenu target={target} name={name} icon={<Dots />} />
    </Suspense>
  );
}
