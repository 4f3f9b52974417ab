import { useCallback, useEffect, useRef, useState } from 'react';
import { notificationsApi, type NotificationItem } from '@receipts/shared';

/** How many items the bell's popover shows; the page has them all. */
export const POPOVER_ITEMS = 8;

type Latest = { status: 'loading' } | { status: 'error' } | { status: 'success'; items: NotificationItem[] };

/** The popover's latest items: read when it opens, again when the stream brings a new one while it is open. */
export function useLatestNotifications(open: boolean, newest: NotificationItem | null, onUnread: (count: number) => void) {
  const [state, setState] = useState<Latest>({ status: 'loading' });
  /** Reads marked so far: a list answered before the latest of them has an older count, and must not bring it back. */
  const marks = useRef(0);

  const load = useCallback(async () => {
    const marksBefore = marks.current;
    try {
      const page = await notificationsApi.list({ per_page: POPOVER_ITEMS });
      setState({ status: 'success', items: page.results });
      if (marks.current === marksBefore) onUnread(page.unread_count);
    } catch {
      setState({ status: 'error' });
    }
  }, [onUnread]);

  useEffect(() => {
    if (open) void load();
  }, [open, newest, load]);

  const markRead = useCallback(
    async (ids: number[] | 'all') => {
      marks.current += 1;
      const answer = await notificationsApi.read(ids === 'all' ? { all: true } : { ids });
      onUnread(answer.unread_count);
      setState((current) =>
        current.status === 'success'
          ? {
              status: 'success',
              items: current.items.map((item) => (ids === 'all' || ids.includes(item.id) ? { ...item, read: true } : item)),
            }
          : current,
      );
    },
    [onUnread],
  );

  return { state, reload: load, markRead };
}
