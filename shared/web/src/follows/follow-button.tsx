import { Button, plural, type FollowableType, type FollowToggleResponse } from '@receipts/shared';
import { useFollowToggle } from './use-follow-toggle';

export interface FollowButtonProps {
  type: FollowableType;
  id: number;
  following: boolean;
  followersCount: number;
  /** Said after the button's state to name who is followed ("Follow Ana" for screen readers). */
  name?: string;
  /** Show "N followers" beside the button (false where the page shows the count itself). */
  showCount?: boolean;
  onAnswer?: (answer: FollowToggleResponse) => void;
}

/**
 * The one follow control (directory cards and pages, fans' profiles): Follow / Following with the follower count.
 * A visitor gets "Please log in to follow this entity" with a Log In in place; a refusal is shown beside it.
 */
export function FollowButton({
  type,
  id,
  following: initialFollowing,
  followersCount,
  name,
  showCount = true,
  onAnswer,
}: FollowButtonProps) {
  const { following, count, busy, error, toggle } = useFollowToggle(
    type,
    id,
    { following: initialFollowing, count: followersCount },
    onAnswer,
  );
  return (
    <span className="rc-follow" style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <Button
        variant={following ? 'default' : 'primary'}
        aria-pressed={following}
        aria-label={name ? `${following ? 'Following' : 'Follow'} ${name}` : undefined}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {following ? 'Following' : 'Follow'}
      </Button>
      {showCount && (
        <span className="rc-muted" aria-live="polite">
          {plural(count, 'follower')}
        </span>
      )}
      {error && (
        <span role="alert" style={{ color: 'var(--rc-danger)' }}>
          {error}
        </span>
      )}
    </span>
  );
}
