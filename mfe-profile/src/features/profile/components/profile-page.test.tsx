import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicProfile } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { aRecord } from '../../../test/records';
import { aStatement, apiError, mockEndpoint, signIn, signOut, installMockApi } from '@receipts/testing';

const api = installMockApi(
  mockEndpoint('statements', 'list', [aStatement({ id: 31, title: 'Celtics in six', statement_type: 'prediction' })]),
  mockEndpoint('users', 'record', aRecord()),
);

const hooper: PublicProfile = {
  id: 2,
  username: 'hooper',
  name: 'Hoop Head',
  display_name: 'Hoop Head',
  bio: 'Ball is life.',
  photoURL: null,
  date_joined: '2025-03-15T12:00:00Z',
  prediction_count: 12,
  followers_count: 0,
  following_count: 0,
  is_following: false,
};

beforeEach(() => signOut());

describe('profile page', () => {
  it('shows the header and the predictions to a visitor, without owner tabs', async () => {
    api.use(mockEndpoint('users', 'profile', hooper));
    renderAt('/profile/hooper');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoop Head' })).toBeInTheDocument();
    expect(document.title).toBe('Hoop Head · Receipts');
    expect(api.callsOf('users.profile').map((call) => call.path)).toEqual(['/api/users/hooper/profile/']);
    expect(screen.getByText('@hooper')).toBeInTheDocument();
    expect(screen.getByText('Ball is life.')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2025')).toBeInTheDocument();
    expect(screen.getByText('12 Predictions')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Hot Takes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Private Data' })).not.toBeInTheDocument();

    const item = await screen.findByRole('article', { name: 'Celtics in six' });
    expect(within(item).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/statements/31');
    expect(within(item).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(api.callsOf('statements.list').map((call) => call.query)).toContainEqual({ user_id: '2', type: 'prediction', per_page: '50' });

    await userEvent.click(screen.getByRole('tab', { name: 'Comments' }));
    expect(screen.getByText('Comments feature coming soon...')).toBeInTheDocument();
  });

  it('lists what the user follows', async () => {
    api.use(mockEndpoint('users', 'profile', hooper));
    api.use(
      mockEndpoint('follows', 'ofUser', { commentators: [{ id: 1, slug: 'zach', name: 'Zach Lowe' }], podcasts: [], shows: [], users: [] }),
    );
    renderAt('/profile/hooper');
    await userEvent.click(await screen.findByRole('tab', { name: 'Following' }));
    expect(await screen.findByRole('link', { name: 'Zach Lowe' })).toHaveAttribute('href', '/commentators/zach');
  });

  it('gives the owner Edit Profile, private data and deleting after confirmation', async () => {
    signIn({ display_username: 'hooper' });
    api.use(mockEndpoint('users', 'profile', { ...hooper, email: 'hooper@example.com', auth_provider: 'google' }));
    api.use(mockEndpoint('statements', 'remove', null));
    renderAt('/profile/hooper');
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings');

    const item = await screen.findByRole('article', { name: 'Celtics in six' });
    await userEvent.click(within(item).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    expect(dialog).toHaveAccessibleDescription('“Celtics in six” will be removed permanently.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.callsOf('statements.remove').map((call) => call.path)).toEqual(['/api/content-api/statements/31/']);
    expect(await screen.findByText('No predictions found.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('11 Predictions')).toBeInTheDocument();
    expect(screen.getByText('0 Predictions')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Private Data' }));
    expect(screen.getByText('hooper@example.com')).toBeInTheDocument();
    expect(screen.getByText('google')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage My Predictions' })).toHaveAttribute('href', '/my-predictions');
  });

  it('runs the delete confirmation from the keyboard: focus in, Escape cancels back to Delete, then confirm', async () => {
    signIn({ display_username: 'hooper' });
    api.use(mockEndpoint('users', 'profile', hooper));
    api.use(
      mockEndpoint('statements', 'list', ({ query }) =>
        query.type === 'opinion'
          ? [
              aStatement({ id: 40, title: 'Refs decide it', statement_type: 'opinion' }),
              aStatement({ id: 41, title: 'Zone beats man', statement_type: 'opinion' }),
            ]
          : [],
      ),
    );
    api.use(mockEndpoint('statements', 'remove', null));
    renderAt('/profile/hooper?tab=hot-takes');
    const item = await screen.findByRole('article', { name: 'Refs decide it' });
    expect(screen.getByText('2 Hot Takes')).toBeInTheDocument();
    const trigger = within(item).getByRole('button', { name: /^Delete/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(api.callsOf('statements.remove')).toEqual([]);

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Refs decide it' })).not.toBeInTheDocument());
    expect(again).not.toBeInTheDocument();
    expect(api.callsOf('statements.remove').map((call) => call.path)).toEqual(['/api/content-api/statements/40/']);
    expect(screen.getByText('1 Hot Take')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 Hot Take')).toHaveFocus());
    expect(screen.getByText('12 Predictions')).toBeInTheDocument();
  });

  it('keeps the open tab in the URL', async () => {
    api.use(mockEndpoint('users', 'profile', hooper));
    api.use(mockEndpoint('follows', 'ofUser', { commentators: [], podcasts: [], shows: [], users: [] }));
    renderAt('/profile/hooper?tab=following');
    expect(await screen.findByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Comments' }));
    expect(screen.getByText('Current path: /profile/hooper?tab=comments')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Predictions' }));
    expect(screen.getByText('Current path: /profile/hooper')).toBeInTheDocument();
  });

  it('opens the first tab for a tab this visitor does not have', async () => {
    api.use(mockEndpoint('users', 'profile', hooper));
    renderAt('/profile/hooper?tab=private-data');
    expect(await screen.findByRole('tab', { name: 'Predictions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
  });

  it('lets another member report the profile, asks a visitor to log in, and offers its owner nothing', async () => {
    api.use(mockEndpoint('users', 'profile', hooper));
    api.use(
      mockEndpoint('reports', 'create', ({ body }) => ({
        id: 5,
        target_type: body!.target_type,
        target_id: body!.target_id,
        reason: body!.reason,
        note: body!.note ?? null,
        updated: false,
      })),
    );
    const visitor = renderAt('/profile/hooper');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoop Head' })).toBeInTheDocument();
    // A visitor is asked to log in rather than shown the menu.
    await userEvent.click(screen.getByRole('button', { name: 'More actions for @hooper' }));
    expect(screen.queryByRole('menuitem', { name: 'Report' })).not.toBeInTheDocument();
    visitor.unmount();

    signIn({ id: 2, display_username: 'hooper' });
    const owner = renderAt('/profile/hooper');
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    owner.unmount();

    signIn({ id: 7, display_username: 'fan' });
    renderAt('/profile/hooper');
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for @hooper' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or abuse' }));
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Insults in the bio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsOf('reports.create').map((call) => call.body)).toEqual([
      { target_type: 'user', target_id: 2, reason: 'harassment', note: 'Insults in the bio' },
    ]);
  });

  it('shows its owner the statements moderators hid, marked with the reason and without Delete', async () => {
    signIn({ id: 2, display_username: 'hooper' });
    api.use(mockEndpoint('users', 'profile', hooper));
    api.use(
      mockEndpoint('statements', 'list', [
        aStatement({ id: 31, title: 'Celtics in six', statement_type: 'prediction' }),
        {
          ...aStatement({ id: 32, title: 'Hidden call', statement_type: 'prediction' }),
          moderation: { state: 'hidden', reason: 'Spam links' },
        },
      ]),
    );
    renderAt('/profile/hooper');
    const hidden = await screen.findByRole('article', { name: 'Hidden call' });
    expect(within(hidden).getByRole('status')).toHaveTextContent('Hidden by moderators: Spam links');
    expect(within(hidden).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(hidden).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/statements/32');
    const live = screen.getByRole('article', { name: 'Celtics in six' });
    expect(within(live).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    expect(within(live).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the profile could not load and offers a way home', async () => {
    api.use(mockEndpoint('users', 'profile', apiError(404, 'Not found')));
    renderAt('/profile/ghost');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load profile data. The user may not exist.');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByText('Current path: /')).toBeInTheDocument();
  });
});
