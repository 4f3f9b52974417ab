import { z } from 'zod';
import { FOLLOWABLE_TYPES } from '../entity-kinds';
import { intId } from './common';

const followedItem = z.object({ id: z.number(), slug: z.string(), name: z.string(), photo_url: z.string().nullable().optional() });

/** A fan someone follows: who they are and how many follow them. */
const followedUser = z.object({
  id: z.number(),
  username: z.string(),
  display_name: z.string().nullable(),
  photoURL: z.string().nullable(),
  followers_count: z.number(),
});

/** What a member follows: commentators, podcasts and shows, and the fans followed. */
export const followListsSchema = z.object({
  commentators: z.array(followedItem),
  podcasts: z.array(followedItem),
  shows: z.array(followedItem),
  users: z.array(followedUser),
});

export const followableType = z.enum(FOLLOWABLE_TYPES);
export const followToggleBody = z.object({ followable_type: followableType, object_id: intId });
export const followToggleResponse = z.object({ following: z.boolean(), followers_count: z.number() });

export type FollowedItem = z.output<typeof followedItem>;
export type FollowedUser = z.output<typeof followedUser>;
export type FollowLists = z.output<typeof followListsSchema>;
export type FollowToggleRequest = z.input<typeof followToggleBody>;
export type FollowToggleResponse = z.output<typeof followToggleResponse>;
