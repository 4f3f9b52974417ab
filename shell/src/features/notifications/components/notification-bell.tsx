import { useCallback, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Link } from 'react-router-dom';
import { useLatestNotifications } from '../hooks/use-latest-notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { NotificationList } from './notification-list';
import '../notifications.css';

export const bellLabel = (unread: number) => (unread > 0 ? `Notifications (${unread} unread)` : 'Notifications');
const badge = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The top bar's bell: the live unread count, and the latest items in a popover. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const stream = useNotificationStream();
  const { setUnread } = stream;
  const onUnread = useCallback((count: number) => setUnread(count), [setUnread]);
  const { state, reload, markRead } = useLatestNotifications(open, stream.latest, onUnread);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="rc-icon-button rc-bell" aria-label={bellLabel(stream.unread)}>
        <BellIcon />
        {stream.unread > 0 && (
          <span className="rc-bell__badge" aria-hidden="true">
            {badge(stream.unread)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="rc-menu rc-notifications" align="end" sideOffset={6} aria-label="Notifications">
          <div className="rc-notifications__head">
            <strong>Notifications</strong>
            {stream.unread > 0 && (
              <button type="button" className="rc-notifications__action" onClick={() => void markRead('all').catch(() => undefined)}>
                Mark all as read
              </button>
            )}
          </div>
          <NotificationList
            state={state}
            onRetry={() => void reload()}
            onOpenItem={(item) => {
              setOpen(false);
              if (!item.read) void markRead([item.id]).catch(() => undefined);
            }}
          />
          <Link className="rc-notifications__all" to="/notifications" onClick={() => setOpen(false)}>
            See all notifications
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}
