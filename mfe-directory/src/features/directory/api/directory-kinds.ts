import type { EntityCollection, EntityKind } from '@receipts/shared';

/** A directory, named by its collection ('commentators', …), as in its paths. */
export type DirectoryKind = EntityCollection;

export interface DirectoryTexts {
  followType: EntityKind;
  title: string;
  searchPlaceholder: string;
  empty: string;
  listError: string;
  notFound: string;
  detailError: string;
}

/** Each kind's page titles and messages, worded for that kind. */
export const DIRECTORY_TEXTS: Record<DirectoryKind, DirectoryTexts> = {
  commentators: {
    followType: 'commentator',
    title: 'Commentators',
    searchPlaceholder: 'Search commentators...',
    empty: 'No commentators found matching your search.',
    listError: 'Failed to load commentators. Please try again later.',
    notFound: 'Commentator not found',
    detailError: 'Failed to load commentator details. Please try again later.',
  },
  podcasts: {
    followType: 'podcast',
    title: 'Podcasts',
    searchPlaceholder: 'Search podcasts...',
    empty: 'No podcasts found matching your search.',
    listError: 'Failed to load podcasts. Please try again later.',
    notFound: 'Podcast not found',
    detailError: 'Failed to load podcast details. Please try again later.',
  },
  shows: {
    followType: 'show',
    title: 'TV Shows',
    searchPlaceholder: 'Search shows...',
    empty: 'No shows found matching your search.',
    listError: 'Failed to load shows. Please try again later.',
    notFound: 'Show not found',
    detailError: 'Failed to load show details. Please try again later.',
  },
};

/** Case-insensitive "name contains". */
export function matchesName(name: string, search: string): boolean {
  return name.toLowerCase().includes(search.trim().toLowerCase());
}
