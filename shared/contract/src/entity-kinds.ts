/**
 * The one entity-kind union: what can be followed and has a directory. The plural, used in URL
 * paths and list names, is derived from it rather than written as a second union.
 */
export const ENTITY_KINDS = ['commentator', 'podcast', 'show'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** What a member can follow: a commentator, podcast or show, or another fan (`user`, by the user's id). */
export const FOLLOWABLE_TYPES = [...ENTITY_KINDS, 'user'] as const;
export type FollowableType = (typeof FOLLOWABLE_TYPES)[number];

/** 'commentators' | 'podcasts' | 'shows': the directory path segment and follow-list key of a kind. */
export type EntityCollection = `${EntityKind}s`;
export const ENTITY_COLLECTIONS = ENTITY_KINDS.map((kind) => collectionOf(kind));

export function collectionOf<K extends EntityKind>(kind: K): `${K}s` {
  return `${kind}s`;
}

export function kindOfCollection<C extends EntityCollection>(collection: C): C extends `${infer K}s` ? K : never {
  return collection.slice(0, -1) as C extends `${infer K}s` ? K : never;
}
