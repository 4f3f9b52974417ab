/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aNotification, apiError, installMockApi, member, mockEndpoint, signIn } from '@receipts/testing';
import { authStore, seedPrefetched, type NotificationItem } from '@receipts/shared';
import { renderAt } from '../../../testing/test-utils';
import { NotificationBell } from './notification-bell';

/** jsdom has no EventSource: a stand-in the test drives as the server's stream would. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  static opened = 0;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
    FakeEventSource.opened += 1;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: object) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener(new MessageEvent(type, { data: JSON.stringify(data) }))));
  }
}

const api = installMockApi();
const stream = () => FakeEventSource.last as FakeEventSource;
const list = (items: NotificationItem[], unread = items.filter((item) => !item.read).length) =>
  mockEndpoint('notifications', 'list', { results: items, unread_count: unread, next_before: null });

beforeEach(() => {
  FakeEventSource.last = null;
  FakeEventSource.opened = 0;
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterAll(() => delete (globalThis as { EventSource?: unknown }).EventSource);

describe('NotificationBell', () => {
  it('opens the stream with the session cookie and shows the live unread count, with no reload', () => {
    const { unmount } = renderAt(<NotificationBell />);
    expect(stream().url).toMatch(/\/api\/notifications\/stream\/$/);
    expect(stream().init).toEqual({ withCredentials: true });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    stream().send('unread', { unread_count: 2 });
    expect(screen.getByRole('button', { name: 'Notifications (2 unread)' })).toHaveTextContent('2');
    stream().send('notification', { notification: aNotification({ id: 9 }), unread_count: 3 });
    expect(screen.getByRole('button', { name: 'Notifications (3 unread)' })).toHaveTextContent('3');
    stream().send('unread', { unread_count: 0 });
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);

    unmount();
    expect(stream().closed).toBe(true);
  });

  it('stops for good when the server ends the stream because the session ended, and the tab shows it signed out', async () => {
    signIn();
    let logouts = 0;
    api.use(
      mockEndpoint('auth', 'currentUser', () => apiError(401, 'Authentication credentials were not provided.')),
      mockEndpoint('auth', 'logout', () => {
        logouts += 1;
        return { success: true as const };
      }),
    );
    renderAt(<NotificationBell />);
    // The page came with who was signed in then: that answer no longer holds.
    seedPrefetched({ 'auth/user/?': { status: 200, body: { user: member } } });
    const first = stream();
    first.send('end', { reason: 'session_ended', cause: 'logout' });
    expect(first.closed).toBe(true);
    await waitFor(() => expect(authStore.getState().user).toBeNull());
    await waitFor(() => expect(logouts).toBe(1));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeEventSource.opened).toBe(1);
  });

  it('opens a new stream when the session ended but this tab still has one (its own password change)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      signIn();
      api.use(mockEndpoint('auth', 'currentUser', { user: member }));
      renderAt(<NotificationBell />);
      const first = stream();
      first.send('end', { reason: 'session_ended', cause: 'password_changed' });
      expect(first.closed).toBe(true);
      await act(async () => jest.advanceTimersByTimeAsync(1_600));
      await waitFor(() => expect(FakeEventSource.opened).toBe(2));
      expect(authStore.getState().user).toMatchObject({ id: member.id });
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes a stream a newer tab replaced, and opens it again only when the tab is looked at again', () => {
    renderAt(<NotificationBell />);
    const first = stream();
    first.send('end', { reason: 'replaced' });
    expect(first.closed).toBe(true);
    expect(FakeEventSource.opened).toBe(1);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeEventSource.opened).toBe(2);
    expect(stream().closed).toBe(false);
  });

  it('lists the latest items in a popover; an item opens its comment and is marked read', async () => {
    const reply = aNotification({ id: 5, url: '/statements/4#comment-12', message: 'Rival Fan replied to your comment on “Heat in 6”' });
    const old = aNotification({
      id: 3,
      read: true,
      kind: 'statement_comment',
      message: 'Pal commented on “Heat in 6”',
      url: '/statements/4#comment-10',
    });
    api.use(list([reply, old]), mockEndpoint('notifications', 'read', { unread_count: 0 }));
    renderAt(<NotificationBell />);
    stream().send('unread', { unread_count: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Notifications (1 unread)' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(popover).findAllByRole('link', { name: /Heat in 6/ });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Unread: Rival Fan replied to your comment on “Heat in 6”'),
      expect.stringContaining('Pal commented on “Heat in 6”'),
    ]);
    expect(api.callsOf('notifications.list')[0].query).toEqual({ per_page: '8' });
    // Read once while it stays open: not again on every render (which also raced the mark-read below).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.callsOf('notifications.list')).toHaveLength(1);

    await userEvent.click(items[0]);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/statements/4');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(api.callsOf('notifications.read').map((call) => call.body)).toEqual([{ ids: [5] }]);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks everything read, refreshes an open list when a new item arrives, and says when there is nothing', async () => {
    api.use(list([]), mockEndpoint('notifications', 'read', { unread_count: 0 }));
    renderAt(<NotificationBell />);
    stream().send('unread', { unread_count: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();

    api.use(list([aNotification({ id: 20, message: 'Rival Fan replied to your comment on “Live”' })]));
    stream().send('notification', { notification: aNotification({ id: 20 }), unread_count: 1 });
    expect(await screen.findByRole('link', { name: /replied to your comment on “Live”/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(api.callsOf('notifications.read').map((call) => call.body)).toEqual([{ all: true }]);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('keeps the count a mark-read answered over a list read before it that answers late', async () => {
    const item = aNotification({ id: 30, message: 'Rival Fan replied to your comment on “Late”' });
    api.use(list([item]), mockEndpoint('notifications', 'read', { unread_count: 0 }));
    renderAt(<NotificationBell />);
    stream().send('unread', { unread_count: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications (1 unread)' }));
    expect(await screen.findByRole('link', { name: /on “Late”/ })).toBeInTheDocument();

    // A new item arrives while the list is open: the list is read again, and that answer is held back.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const second = aNotification({ id: 31, message: 'Pal replied to your comment on “Late”' });
    api.use(
      mockEndpoint('notifications', 'list', async () => {
        await held;
        return { results: [second, item], unread_count: 2, next_before: null };
      }),
    );
    stream().send('notification', { notification: second, unread_count: 2 });
    await waitFor(() => expect(api.callsOf('notifications.list')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    release();
    expect(await screen.findByRole('link', { name: /Pal replied/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows a receipt’s source check as it arrives live, linking to the receipt', async () => {
    const checked = aNotification({
      id: 31,
      kind: 'receipt_source_checked',
      actor: null,
      comment: null,
      source_status: 'disputed',
      statement: { id: 7, title: 'Ana: Heat in 6', statement_type: 'prediction' },
      message: 'The source of your receipt “Ana: Heat in 6” was disputed.',
      url: '/statements/7',
    });
    api.use(list([]), mockEndpoint('notifications', 'read', { unread_count: 0 }));
    renderAt(<NotificationBell />);
    stream().send('unread', { unread_count: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();

    api.use(list([checked]));
    stream().send('notification', { notification: checked, unread_count: 1 });
    const popover = screen.getByRole('dialog', { name: 'Notifications' });
    const item = await within(popover).findByRole('link', { name: /source of your receipt/ });
    expect(item).toHaveTextContent('Unread: The source of your receipt “Ana: Heat in 6” was disputed.');
    expect(item).toHaveAttribute('href', '/statements/7');
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
  });
});
