import type { FollowLists } from '@receipts/contract';

export const EMPTY_FOLLOWS: FollowLists = Object.freeze({ commentators: [], podcasts: [], shows: [], users: [] }) as FollowLists;

/** The follow-list answer must be an object; each list is used only if it is an array. */
export function normaliseFollowLists(value: unknown): FollowLists {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('Bad follow list shape');
  const record = value as Record<string, unknown>;
  const list = <K extends keyof FollowLists>(key: K) => (Array.isArray(record[key]) ? (record[key] as FollowLists[K]) : []);
  return { commentators: list('commentators'), podcasts: list('podcasts'), shows: list('shows'), users: list('users') };
}
