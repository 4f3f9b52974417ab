import { useEffect, useState } from 'react';
import { getApi, ROUTES, type NotificationItem } from '@receipts/shared';

/** Where the browser opens the stream: the contract's path under the client's API base (same origin, the session cookie). */
export function notificationStreamUrl(): string {
  return `${getApi().baseUrl.replace(/\/$/, '')}/${ROUTES.notifications.stream.path.replace(/^\/api\//, '')}`;
}

export interface NotificationStreamState {
  unread: number;
  /** The newest item the stream brought, to refresh an open list. */
  latest: NotificationItem | null;
}

/**
 * The signed-in fan's live unread count: an EventSource on the stream (it sends the count first, then every new
 * item with the new count, and the count after reads in any tab). The browser reconnects by itself after a drop,
 * sending Last-Event-ID, so nothing written meanwhile is missed.
 */
export function useNotificationStream(): NotificationStreamState & { setUnread: (count: number) => void } {
  const [state, setState] = useState<NotificationStreamState>({ unread: 0, latest: null });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(notificationStreamUrl(), { withCredentials: true });
    source.addEventListener('unread', (event) => {
      const { unread_count } = JSON.parse((event as MessageEvent<string>).data) as { unread_count: number };
      setState((current) => ({ ...current, unread: unread_count }));
    });
    source.addEventListener('notification', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as { notification: NotificationItem; unread_count: number };
      setState({ unread: data.unread_count, latest: data.notification });
    });
    return () => source.close();
  }, []);

  return { ...state, setUnread: (count) => setState((current) => ({ ...current, unread: count })) };
}
