import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, authorName } from '@receipts/shared';
import './author-link.css';

/** Where a fan's profile is. */
export const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

/**
 * A fan's avatar and name as one link to their profile (cards, a statement's page, comments, leaderboards): a
 * 44 px target on phones. Without a username (an account gone) it is plain text.
 */
export function AuthorLink({
  user,
  size = 24,
  className = '',
  children,
}: {
  user: { username?: string | null; display_name?: string | null; photoURL?: string | null } | null | undefined;
  size?: number;
  className?: string;
  /** Instead of the name (e.g. the name with a "(you)" marker). */
  children?: ReactNode;
}) {
  const name = authorName(user);
  const content = (
    <>
      <span aria-hidden="true" className="rc-author__avatar">
        <Avatar src={user?.photoURL} name={name} size={size} />
      </span>
      <strong className="rc-author__name rc-wrap">{children ?? name}</strong>
    </>
  );
  if (!user?.username) return <span className={`rc-author ${className}`.trim()}>{content}</span>;
  return (
    <Link className={`rc-author ${className}`.trim()} to={profilePath(user.username)}>
      {content}
    </Link>
  );
}
