import { useCallback, useEffect, useState } from 'react';
import { authStore, clearPrefetched, getApi, ROUTES, type NotificationItem } from '@receipts/shared';

/** Where the browser opens the stream: the contract's path under the client's API base (same origin, the session cookie). */
export function notificationStreamUrl(): string {
  return `${getApi().baseUrl.replace(/\/$/, '')}/${ROUTES.notifications.stream.path.replace(/^\/api\//, '')}`;
}

export interface NotificationStreamState {
  unread: number;
  /** The newest item the stream brought, to refresh an open list. */
  latest: NotificationItem | null;
}

/** The server's last word on a stream it ends for good: its session ended, or the member opened too many. */
type StreamEnd = { reason: 'session_ended'; cause: string } | { reason: 'replaced' };

/** How long a password change in this very tab gets to hand it its fresh session before the stream asks who is signed in. */
const OWN_CHANGE_GRACE_MS = 1_500;

/**
 * The session this stream was opened under ended (signed out in another tab, suspended, password changed): who is
 * signed in now? Still someone (this tab changed the password): a new stream. Nobody: this tab signs out too.
 */
async function stillSignedIn(end: { cause: string }): Promise<boolean> {
  if (end.cause === 'password_changed') await new Promise((resolve) => setTimeout(resolve, OWN_CHANGE_GRACE_MS));
  clearPrefetched(); // the page's first answers (who was signed in when it loaded) no longer hold
  // The tab's access token was issued under the ended session: ask with the cookie alone, which another tab may have
  // signed in again (else a 401 on the old token would sign that new session out too).
  getApi().tokens.clear();
  if (await authStore.getState().refreshUser()) return true;
  await authStore.getState().signOut();
  return false;
}

/**
 * The signed-in fan's live unread count: an EventSource on the stream (it sends the count first, then every new
 * item with the new count, and the count after reads in any tab). The browser reconnects by itself after a drop,
 * sending Last-Event-ID, so nothing written meanwhile is missed. An `end` event is final: the session ended (the
 * tab finds out who is signed in now), or a newer tab took this one's place under the per-member limit (it opens
 * again when it is looked at again, which closes the oldest then).
 */
export function useNotificationStream(): NotificationStreamState & { setUnread: (count: number) => void } {
  const [state, setState] = useState<NotificationStreamState>({ unread: 0, latest: null });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let unmounted = false;
    /** Its session ended: nothing opens it again unless someone is still signed in here. */
    let sessionEnded = false;
    const connect = () => {
      if (unmounted || sessionEnded || source) return;
      const opened = new EventSource(notificationStreamUrl(), { withCredentials: true });
      source = opened;
      opened.addEventListener('unread', (event) => {
        const { unread_count } = JSON.parse((event as MessageEvent<string>).data) as { unread_count: number };
        setState((current) => ({ ...current, unread: unread_count }));
      });
      opened.addEventListener('notification', (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as { notification: NotificationItem; unread_count: number };
        setState({ unread: data.unread_count, latest: data.notification });
      });
      opened.addEventListener('end', (event) => {
        opened.close();
        source = null;
        const end = JSON.parse((event as MessageEvent<string>).data) as StreamEnd;
        if (end.reason !== 'session_ended') return;
        sessionEnded = true;
        void stillSignedIn(end)
          .then((signedIn) => {
            sessionEnded = !signedIn;
            connect();
          })
          .catch(() => undefined);
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') connect();
    };
    connect();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unmounted = true;
      document.removeEventListener('visibilitychange', onVisible);
      source?.close();
    };
  }, []);

  // One function for the component's life: the bell's popover reads its list again whenever this changes.
  const setUnread = useCallback(
    (count: number) => setState((current) => (current.unread === count ? current : { ...current, unread: count })),
    [],
  );
  return { ...state, setUnread };
}
