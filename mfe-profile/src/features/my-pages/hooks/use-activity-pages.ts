import { useState } from 'react';
import { activityApi, useAsyncData, type ActivityComment, type ActivityVote } from '@receipts/shared';

export type ActivityKind = 'votes' | 'comments';
type ItemOf<K extends ActivityKind> = K extends 'votes' ? ActivityVote : ActivityComment;

const load = <K extends ActivityKind>(kind: K, page: number, perPage: number) =>
  (kind === 'votes' ? activityApi.votes({ page, per_page: perPage }) : activityApi.comments({ page, per_page: perPage })) as Promise<{
    count: number;
    results: ItemOf<K>[];
  }>;

/** The member's votes or comments, `perPage` at a time: the first page, then more on request. */
export function useActivityPages<K extends ActivityKind>(kind: K, perPage: number) {
  const { state, update } = useAsyncData(() => load(kind, 1, perPage).then((first) => ({ ...first, pages: 1 })), [kind, perPage]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  async function loadMore() {
    if (state.status !== 'success') return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await load(kind, state.data.pages + 1, perPage);
      update((data) => ({ count: next.count, results: [...data.results, ...next.results], pages: data.pages + 1 }));
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  const hasMore = state.status === 'success' && state.data.results.length < state.data.count;
  return { state, hasMore, loadingMore, moreFailed, loadMore };
}
