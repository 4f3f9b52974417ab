import { z } from 'zod';
import { intId } from './common';
import { entityKind } from './directory';

const followedItem = z.object({ id: z.number(), slug: z.string(), name: z.string(), photo_url: z.string().nullable().optional() });

/** Spec §3 "Followed lists". */
export const followListsSchema = z.object({
  commentators: z.array(followedItem),
  podcasts: z.array(followedItem),
  shows: z.array(followedItem),
});

export const followToggleBody = z.object({ followable_type: entityKind, object_id: intId });
export const followToggleResponse = z.object({ following: z.boolean(), followers_count: z.number() });

export type FollowedItem = z.output<typeof followedItem>;
export type FollowLists = z.output<typeof followListsSchema>;
export type FollowToggleRequest = z.input<typeof followToggleBody>;
export type FollowToggleResponse = z.output<typeof followToggleResponse>;
