import { useState } from 'react';
import { askToSignIn, authStore, collectionOf, followsApi, useAuth, type EntityKind } from '@receipts/shared';

export const LOGIN_TO_FOLLOW = 'Please log in to follow this entity';

export interface FollowTarget {
  id: number;
  slug: string;
  name: string;
  photo_url: string | null;
  followers_count: number;
  is_following: boolean;
}

/** Spec §4 Follow toggle: the answer decides following and the follower count. */
export function useFollow(type: EntityKind, target: FollowTarget) {
  const signedIn = useAuth((state) => Boolean(state.user));
  const inMyList = useAuth((state) => state.follows[collectionOf(type)].some((item) => item.id === target.id));
  const [answer, setAnswer] = useState<{ following: boolean; count: number } | null>(null);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!signedIn) {
      askToSignIn(LOGIN_TO_FOLLOW);
      return;
    }
    setBusy(true);
    try {
      const result = await followsApi.toggle({ followable_type: type, object_id: target.id });
      setAnswer({ following: result.following, count: result.followers_count });
      const { id, slug, name, photo_url } = target;
      authStore.getState().applyFollow(type, { id, slug, name, photo_url }, result.following);
    } catch (error) {
      console.error('Follow toggle failed', error);
    } finally {
      setBusy(false);
    }
  }

  return {
    following: answer?.following ?? (target.is_following || inMyList),
    count: answer?.count ?? target.followers_count,
    busy,
    toggle,
  };
}
