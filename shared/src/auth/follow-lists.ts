import type { FollowLists } from '../contract';

export const EMPTY_FOLLOWS: FollowLists = Object.freeze({ commentators: [], podcasts: [], shows: [] }) as FollowLists;

/** Spec §5: the follow-list answer must be an object; each list is used only if it is an array. */
export function normaliseFollowLists(value: unknown): FollowLists {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('Bad follow list shape');
  const record = value as Record<string, unknown>;
  const list = (key: string) => (Array.isArray(record[key]) ? (record[key] as FollowLists['commentators']) : []);
  return { commentators: list('commentators'), podcasts: list('podcasts'), shows: list('shows') };
}
