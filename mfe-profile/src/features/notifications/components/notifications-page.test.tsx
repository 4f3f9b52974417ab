import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, type NotificationItem } from '@receipts/shared';
import { aNotification, apiError, installMockApi, mockEndpoint, signIn, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const DEFAULTS = {
  prediction_resolved: 'in_app',
  followed_prediction_resolved: 'in_app',
  comment_reply: 'in_app',
  statement_comment: 'in_app',
  followed_pundit_receipt: 'in_app',
  receipt_source_checked: 'in_app',
  content_moderated: 'in_app',
  appeal_answered: 'in_app',
} as const;
const page = (
  results: NotificationItem[],
  next_before: number | null = null,
  unread_count = results.filter((item) => !item.read).length,
) => ({
  results,
  unread_count,
  next_before,
});
const api = installMockApi(mockEndpoint('notifications', 'preferences', { preferences: DEFAULTS }));

describe('/notifications', () => {
  it('sends visitors to /login, to come back after', async () => {
    signOut();
    renderAt('/notifications');
    expect(await screen.findByText(`Current path: /login?next=${encodeURIComponent('/notifications')}`)).toBeInTheDocument();
  });

  it('lists notifications newest first with links to their comment, marks one or all read, and loads more', async () => {
    signIn();
    const reply = aNotification({ id: 9, message: 'Rival Fan replied to your comment on “Heat in 6”', url: '/statements/4#comment-12' });
    const resolved = aNotification({
      id: 8,
      kind: 'prediction_resolved',
      actor: null,
      comment: null,
      outcome: 'correct',
      accuracy: 0.75,
      message: 'Your prediction “Heat in 6” was resolved: correct. Your accuracy is now 75%.',
      url: '/statements/4',
    });
    api.use(
      mockEndpoint('notifications', 'list', ({ query }) =>
        query.before === '8'
          ? page([aNotification({ id: 3, read: true, message: 'Old news on “Heat in 6”' })], null, 1)
          : page([reply, resolved], 8),
      ),
      mockEndpoint('notifications', 'read', ({ body }) => ({ unread_count: body?.all ? 0 : 1 })),
    );
    renderAt('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.getByRole('heading', { name: 'Unread (2)' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /replied to your comment/ })).toHaveAttribute('href', '/statements/4#comment-12');
    expect(within(list).getByRole('link', { name: /Your accuracy is now 75%/ })).toHaveAttribute('href', '/statements/4');

    await userEvent.click(screen.getByRole('button', { name: /^Mark as read: Rival Fan/ }));
    expect(await screen.findByRole('heading', { name: 'Unread (1)' })).toBeInTheDocument();
    expect(api.callsOf('notifications.read').map((call) => call.body)).toEqual([{ ids: [9] }]);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('link', { name: 'Old news on “Heat in 6”' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
    expect(api.callsOf('notifications.read').map((call) => call.body)).toEqual([{ ids: [9] }, { all: true }]);
  });

  it('says when there is nothing yet', async () => {
    signIn();
    api.use(mockEndpoint('notifications', 'list', page([])));
    renderAt('/notifications');
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });

  it('saves the delivery of each kind, and keeps the choice on screen when saving fails', async () => {
    signIn();
    render(<Toaster />);
    api.use(
      mockEndpoint('notifications', 'list', page([])),
      mockEndpoint('notifications', 'updatePreferences', ({ body }) => ({ preferences: { ...DEFAULTS, ...body?.preferences } })),
    );
    renderAt('/notifications');
    const replies = await screen.findByRole('combobox', { name: 'Replies to your comments' });
    await userEvent.selectOptions(replies, 'In the app and the daily e-mail');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Comments on your predictions and takes' }), 'Off');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Notification preferences saved.')).toBeInTheDocument();
    expect(api.callsOf('notifications.updatePreferences')[0].body).toEqual({
      preferences: { ...DEFAULTS, comment_reply: 'email_digest', statement_comment: 'off' },
    });

    api.use(mockEndpoint('notifications', 'updatePreferences', () => apiError(500, 'boom')));
    await userEvent.selectOptions(replies, 'Off');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Could not save your preferences. Please try again.')).toBeInTheDocument();
    expect(replies).toHaveValue('off');
  });

  it('shows the author why moderators hid their post, linking to it to appeal, and the answer to the appeal', async () => {
    signIn();
    const about = { id: 8, title: 'My take', statement_type: 'opinion' as const };
    api.use(
      mockEndpoint(
        'notifications',
        'list',
        page([
          aNotification({
            id: 21,
            kind: 'appeal_answered',
            actor: null,
            comment: null,
            statement: about,
            moderation: { target_type: 'statement', action: 'restored', reason: 'Fair enough.' },
            message: 'Moderators accepted your appeal: your post “My take” is public again. Note: Fair enough.',
            url: '/statements/8',
          }),
          aNotification({
            id: 20,
            kind: 'content_moderated',
            actor: null,
            comment: null,
            read: true,
            statement: about,
            moderation: { target_type: 'statement', action: 'hidden', reason: 'Spam links' },
            message: 'Moderators hid your post “My take”: Spam links. You can appeal from its page.',
            url: '/statements/8',
          }),
        ]),
      ),
    );
    renderAt('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Unread: Moderators accepted your appeal: your post “My take” is public again. Note: Fair enough.', '/statements/8'],
      ['Moderators hid your post “My take”: Spam links. You can appeal from its page.', '/statements/8'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Moderators hid or removed your post or comment' })).toHaveValue('in_app');
  });

  // Last: the toast it leaves would show in a later test's Toaster.
  it('shows a receipt’s source confirmed or disputed, linking to the receipt, and its delivery among the preferences', async () => {
    signIn();
    const checked = (id: number, status: 'confirmed' | 'disputed') =>
      aNotification({
        id,
        kind: 'receipt_source_checked',
        actor: null,
        comment: null,
        source_status: status,
        statement: { id: 5, title: 'Ana: Heat in 6', statement_type: 'prediction' },
        message: `The source of your receipt “Ana: Heat in 6” was ${status}.`,
        url: '/statements/5',
      });
    api.use(
      mockEndpoint('notifications', 'list', page([checked(12, 'disputed'), { ...checked(11, 'confirmed'), read: true }])),
      mockEndpoint('notifications', 'updatePreferences', ({ body }) => ({ preferences: { ...DEFAULTS, ...body?.preferences } })),
    );
    renderAt('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Unread: The source of your receipt “Ana: Heat in 6” was disputed.', '/statements/5'],
      ['The source of your receipt “Ana: Heat in 6” was confirmed.', '/statements/5'],
    ]);

    const sources = screen.getByRole('combobox', { name: 'The source of your receipt is confirmed or disputed' });
    expect(sources).toHaveValue('in_app');
    await userEvent.selectOptions(sources, 'Off');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(api.callsOf('notifications.updatePreferences').map((call) => call.body)).toEqual([
        { preferences: { ...DEFAULTS, receipt_source_checked: 'off' } },
      ]),
    );
  });
});
