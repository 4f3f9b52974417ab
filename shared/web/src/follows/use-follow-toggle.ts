import { useState } from 'react';
// Through '@receipts/shared' (the shared singleton), never its files: this entry is bundled into each remote, and a
// relative import would give it a second auth store, API client and toast list of its own.
import { askToSignIn, followsApi, isApiError, useAuth, type FollowableType, type FollowToggleResponse } from '@receipts/shared';

/** What a visitor is told when they try to follow, with a Log In that opens the sign-in dialog in place. */
export const LOGIN_TO_FOLLOW = 'Please log in to follow this entity';
export const FOLLOW_FAILED = 'Could not update the follow. Please try again.';

/**
 * Follow ↔ unfollow one commentator, podcast, show or fan: the answer decides following
 * and the follower count; a visitor is asked to log in; a refusal shows the server's words.
 */
export function useFollowToggle(
  type: FollowableType,
  id: number,
  initial: { following: boolean; count: number },
  onAnswer?: (answer: FollowToggleResponse) => void,
) {
  const signedIn = useAuth((state) => Boolean(state.user));
  const [answer, setAnswer] = useState<{ following: boolean; count: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    if (!signedIn) {
      askToSignIn(LOGIN_TO_FOLLOW);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await followsApi.toggle({ followable_type: type, object_id: id });
      setAnswer({ following: result.following, count: result.followers_count });
      onAnswer?.(result);
    } catch (caught) {
      console.error('Follow toggle failed', caught);
      setError(isApiError(caught) && caught.status < 500 && caught.detail ? caught.detail : FOLLOW_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return {
    following: answer?.following ?? initial.following,
    count: answer?.count ?? initial.count,
    busy,
    error,
    toggle,
  };
}
