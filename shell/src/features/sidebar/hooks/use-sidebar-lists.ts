import { startTransition, useEffect, useState } from 'react';
import { onCachedListCleared, SIDEBAR_CACHE_KEYS, type CachedListKind } from '@receipts/shared';
import type { SidebarEntry } from '../api/sidebar-lists';

export type ListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: SidebarEntry[] };

const FAILURES = {
  commentators: 'Failed to load commentators',
  podcasts: 'Failed to load podcasts',
  shows: 'Failed to load shows',
} as const;

/**
 * One sidebar list (mounted once the page's main content has painted). When its cache entry is cleared (an
 * avatar upload in another remote), it loads again and keeps showing the current entries meanwhile, so a new
 * photo appears without a page reload.
 */
export function useSidebarList(kind: CachedListKind, load: () => Promise<SidebarEntry[]>): ListState {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => onCachedListCleared(SIDEBAR_CACHE_KEYS[kind], () => setGeneration((n) => n + 1)), [kind]);
  useEffect(() => {
    let live = true;
    load().then(
      // In a transition: the lists render in slices that yield to input (at the default priority, one long task on a
      // phone's CPU, right as the page becomes interactive).
      (items) => live && startTransition(() => setState({ status: 'ready', items })),
      (error: unknown) => {
        console.error(FAILURES[kind], error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [load, kind, generation]);
  return state;
}
