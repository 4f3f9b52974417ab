import { useEffect, useState } from 'react';
import { loadSidebarCommentators, loadSidebarPodcasts, loadSidebarShows, type SidebarEntry } from '../api/sidebar-lists';

export type ListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: SidebarEntry[] };

const FAILURES = {
  commentators: 'Failed to load commentators',
  podcasts: 'Failed to load podcasts',
  shows: 'Failed to load shows',
} as const;

function useList(load: () => Promise<SidebarEntry[]>, failure: string): ListState {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (items) => live && setState({ status: 'ready', items }),
      (error: unknown) => {
        console.error(failure, error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [load, failure]);
  return state;
}

export function useSidebarLists() {
  return {
    commentators: useList(loadSidebarCommentators, FAILURES.commentators),
    podcasts: useList(loadSidebarPodcasts, FAILURES.podcasts),
    shows: useList(loadSidebarShows, FAILURES.shows),
  };
}
