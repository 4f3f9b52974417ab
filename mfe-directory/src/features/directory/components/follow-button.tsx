import { Button, plural, type EntityKind } from '@receipts/shared';
import { useFollow, type FollowTarget } from '../hooks/use-follow';

/** Follow control with the follower count (spec §2.10). */
export function FollowButton({ type, target }: { type: EntityKind; target: FollowTarget }) {
  const { following, count, busy, toggle } = useFollow(type, target);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Button variant={following ? 'default' : 'primary'} aria-pressed={following} disabled={busy} onClick={() => void toggle()}>
        {following ? 'Following' : 'Follow'}
      </Button>
      <span className="rc-muted">{plural(count, 'follower')}</span>
    </span>
  );
}
