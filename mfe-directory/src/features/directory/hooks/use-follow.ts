import { authStore, collectionOf, useAuth, type EntityKind, type FollowToggleResponse } from '@receipts/shared';

export { LOGIN_TO_FOLLOW } from '@receipts/shared/follows';

export interface FollowTarget {
  id: number;
  slug: string;
  name: string;
  photo_url: string | null;
  followers_count: number;
  is_following: boolean;
}

/**
 * What the shared follow control needs for a directory entity: whether the member follows it (the entity's answer
 * or their follow lists) and, on each answer, the follow lists kept in step.
 */
export function useDirectoryFollow(type: EntityKind, target: FollowTarget) {
  const inMyList = useAuth((state) => state.follows[collectionOf(type)].some((item) => item.id === target.id));
  return {
    following: target.is_following || inMyList,
    onAnswer: (result: FollowToggleResponse) => {
      const { id, slug, name, photo_url } = target;
      authStore.getState().applyFollow(type, { id, slug, name, photo_url }, result.following);
    },
  };
}
