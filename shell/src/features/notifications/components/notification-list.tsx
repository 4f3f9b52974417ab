import { Link } from 'react-router-dom';
import { Button, Spinner, type NotificationItem } from '@receipts/shared';
import { RecentDate } from '@receipts/shared/dates';
import type { useLatestNotifications } from '../hooks/use-latest-notifications';

export const NO_NOTIFICATIONS = 'No notifications yet.';
export const LOAD_NOTIFICATIONS_FAILED = 'Failed to load notifications.';

interface Props {
  state: ReturnType<typeof useLatestNotifications>['state'];
  onRetry: () => void;
  onOpenItem: (item: NotificationItem) => void;
}

/** The popover's items: each a link to its statement or comment, unread ones marked. */
export function NotificationList({ state, onRetry, onOpenItem }: Props) {
  if (state.status === 'loading') return <Spinner label="Loading notifications" />;
  if (state.status === 'error') {
    return (
      <p role="alert" className="rc-notifications__empty">
        {LOAD_NOTIFICATIONS_FAILED}{' '}
        <Button variant="ghost" onClick={onRetry}>
          Retry
        </Button>
      </p>
    );
  }
  if (!state.items.length) return <p className="rc-notifications__empty">{NO_NOTIFICATIONS}</p>;
  return (
    <ul className="rc-notifications__list" aria-label="Latest notifications">
      {state.items.map((item) => (
        <li key={item.id}>
          <Link
            to={item.url}
            className={`rc-notifications__item${item.read ? '' : ' rc-notifications__item--unread'}`}
            onClick={() => onOpenItem(item)}
          >
            <span>
              {item.read ? null : <span className="rc-visually-hidden">Unread: </span>}
              {item.message}
            </span>
            <RecentDate className="rc-menu__hint" value={item.created_at} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
