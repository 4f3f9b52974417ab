import { useCallback, useEffect, useState } from 'react';
import { notificationsApi, type NotificationItem } from '@receipts/shared';

type Pages =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; items: NotificationItem[]; unread: number; nextBefore: number | null; more: 'idle' | 'loading' };

/** `/notifications`' list: newest first, more pages by keyset (`before`), and marking read (some or all). */
export function useNotificationPages() {
  const [state, setState] = useState<Pages>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const page = await notificationsApi.list();
      setState({ status: 'success', items: page.results, unread: page.unread_count, nextBefore: page.next_before, more: 'idle' });
    } catch {
      setState({ status: 'error' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function loadMore() {
    if (state.status !== 'success' || state.nextBefore === null) return;
    setState({ ...state, more: 'loading' });
    const page = await notificationsApi.list({ before: state.nextBefore });
    setState((current) =>
      current.status === 'success'
        ? { ...current, items: [...current.items, ...page.results], nextBefore: page.next_before, unread: page.unread_count, more: 'idle' }
        : current,
    );
  }

  async function markRead(ids: number[] | 'all') {
    const answer = await notificationsApi.read(ids === 'all' ? { all: true } : { ids });
    setState((current) =>
      current.status === 'success'
        ? {
            ...current,
            unread: answer.unread_count,
            items: current.items.map((item) => (ids === 'all' || ids.includes(item.id) ? { ...item, read: true } : item)),
          }
        : current,
    );
  }

  return { state, reload: load, loadMore, markRead };
}
