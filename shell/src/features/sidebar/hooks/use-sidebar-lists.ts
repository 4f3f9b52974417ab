import { useEffect, useState } from 'react';
import { SIDEBAR_CACHE_KEYS, onCachedListCleared, type CachedListKind } from '@receipts/shared';
import { loadSidebarCommentators, loadSidebarPodcasts, loadSidebarShows, type SidebarEntry } from '../api/sidebar-lists';
import { useAfterMainContent } from './use-after-main-content';

export type ListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: SidebarEntry[] };

const FAILURES = {
  commentators: 'Failed to load commentators',
  podcasts: 'Failed to load podcasts',
  shows: 'Failed to load shows',
} as const;

/**
 * One sidebar list. When its cache entry is cleared (an avatar upload in another remote), it loads again and
 * keeps showing the current entries meanwhile, so a new photo appears without a page reload.
 */
function useList(kind: CachedListKind, load: () => Promise<SidebarEntry[]>, start: boolean): ListState {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => onCachedListCleared(SIDEBAR_CACHE_KEYS[kind], () => setGeneration((n) => n + 1)), [kind]);
  useEffect(() => {
    if (!start) return;
    let live = true;
    load().then(
      (items) => live && setState({ status: 'ready', items }),
      (error: unknown) => {
        console.error(FAILURES[kind], error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [load, kind, generation, start]);
  return state;
}

export function useSidebarLists() {
  const start = useAfterMainContent();
  return {
    commentators: useList('commentators', loadSidebarCommentators, start),
    podcasts: useList('podcasts', loadSidebarPodcasts, start),
    shows: useList('shows', loadSidebarShows, start),
  };
}
