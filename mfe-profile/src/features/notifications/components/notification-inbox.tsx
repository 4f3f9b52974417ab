import { Link } from 'react-router-dom';
import { Alert, Button, EmptyState, Spinner, notify } from '@receipts/shared';
import { RecentDate } from '@receipts/shared/dates';
import { useNotificationPages } from '../hooks/use-notification-pages';

export const NO_NOTIFICATIONS = 'No notifications yet. Replies, comments and resolved predictions will show up here.';
export const LOAD_FAILED = 'Failed to load notifications. Please try again.';
export const MARK_FAILED = 'Could not mark as read. Please try again.';

/** The list: newest first, unread ones marked, each linking to its statement or comment; more by 'Load more'. */
export function NotificationInbox() {
  const { state, reload, loadMore, markRead } = useNotificationPages();
  const mark = (ids: number[] | 'all') => markRead(ids).catch(() => notify(MARK_FAILED, { tone: 'error' }));

  return (
    <section aria-labelledby="notifications-inbox">
      <div className="rc-notification-page__head">
        <h2 id="notifications-inbox">{state.status === 'success' && state.unread > 0 ? `Unread (${state.unread})` : 'All caught up'}</h2>
        {state.status === 'success' && state.unread > 0 && (
          <Button variant="ghost" onClick={() => void mark('all')}>
            Mark all as read
          </Button>
        )}
      </div>
      {state.status === 'loading' && <Spinner label="Loading notifications" />}
      {state.status === 'error' && (
        <Alert>
          {LOAD_FAILED}{' '}
          <Button variant="ghost" onClick={() => void reload()}>
            Retry
          </Button>
        </Alert>
      )}
      {state.status === 'success' && state.items.length === 0 && <EmptyState>{NO_NOTIFICATIONS}</EmptyState>}
      {state.status === 'success' && state.items.length > 0 && (
        <ul className="rc-notification-page__list" aria-label="Notifications">
          {state.items.map((item) => (
            <li key={item.id} className={item.read ? 'rc-notification' : 'rc-notification rc-notification--unread'}>
              <Link to={item.url} onClick={() => void (item.read ? undefined : mark([item.id]))}>
                {item.read ? null : <span className="rc-visually-hidden">Unread: </span>}
                {item.message}
              </Link>
              <RecentDate value={item.created_at} />
              {!item.read && (
                <Button variant="ghost" onClick={() => void mark([item.id])} aria-label={`Mark as read: ${item.message}`}>
                  Mark as read
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {state.status === 'success' && state.nextBefore !== null && (
        <Button
          variant="default"
          disabled={state.more === 'loading'}
          onClick={() => void loadMore().catch(() => notify(LOAD_FAILED, { tone: 'error' }))}
        >
          Load more
        </Button>
      )}
    </section>
  );
}
