import type { EntityKind } from '@receipts/shared';
import { FollowButton as SharedFollowButton } from '@receipts/shared/follows';
import { useDirectoryFollow, type FollowTarget } from '../hooks/use-follow';

/** Follow control with the follower count: the shared control, keeping the follow lists in step. */
export function FollowButton({ type, target }: { type: EntityKind; target: FollowTarget }) {
  const { following, onAnswer } = useDirectoryFollow(type, target);
  return (
    <SharedFollowButton type={type} id={target.id} following={following} followersCount={target.followers_count} onAnswer={onAnswer} />
  );
}
