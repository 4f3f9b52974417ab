import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationQueueItem } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint, signIn, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const author = { id: 12, username: 'loud', display_name: 'Loud Larry', photoURL: null };

const reported = (overrides: Partial<ModerationQueueItem> = {}): ModerationQueueItem => ({
  target_type: 'statement',
  target_id: 41,
  report_count: 3,
  counted_report_count: 1,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'hate', count: 1 },
  ],
  notes: ['Posted ten times'],
  first_reported_at: '2026-11-20T10:00:00Z',
  last_reported_at: '2026-11-21T10:00:00Z',
  state: null,
  preview: { title: 'Buy followers here', text: 'Cheap and fast.' },
  author,
  author_suspended_until: null,
  author_history: [
    {
      id: 5,
      actor: { id: 1, username: 'staff', display_name: 'Staff', photoURL: null },
      target_type: 'comment',
      target_id: 9,
      target_user: author,
      action: 'hide',
      reason: 'Rude',
      duration: null,
      created_at: '2026-11-01T10:00:00Z',
    },
  ],
  ...overrides,
});

const api = installMockApi(mockEndpoint('moderation', 'queue', [reported()]), mockEndpoint('moderation', 'appeals', []));

beforeEach(() => signIn({ is_staff: true }));

describe('/moderation', () => {
  it('shows each reported target with its counts, reasons, notes, preview and the author’s history', async () => {
    renderAt('/moderation');
    const item = await screen.findByRole('article', { name: 'Statement #41' });
    expect(within(item).getByText('3 reports')).toBeInTheDocument();
    // Reports of accounts without standing, or from before a staff review, are shown but do not count.
    const weight = within(item).getByText('1 counted · 2 not counted');
    expect(weight).toHaveAttribute('title', expect.stringContaining('accounts without standing'));
    expect(within(item).getByRole('list', { name: 'Reasons' })).toHaveTextContent('Spam × 2Hate × 1');
    expect(within(item).getByText('“Posted ten times”')).toBeInTheDocument();
    expect(within(item).getByText('Buy followers here')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Loud Larry' })).toHaveAttribute('href', '/profile/loud');
    expect(within(item).getByText('Author’s history (1)')).toBeInTheDocument();
    expect(within(item).getByText(/hide Comment #9: Rude/)).toBeInTheDocument();
  });

  it('says when every report counts', async () => {
    api.use(mockEndpoint('moderation', 'queue', [reported({ counted_report_count: 3 })]));
    renderAt('/moderation');
    const item = await screen.findByRole('article', { name: 'Statement #41' });
    expect(within(item).getByText('3 counted')).not.toHaveAttribute('title');
  });

  it('hides with a reason, then loads the queue again', async () => {
    api.use(
      mockEndpoint('moderation', 'act', ({ body }) => ({
        action: { ...reported().author_history[0], ...body!, duration: null, id: 6 },
        state: 'hidden' as const,
        suspended_until: null,
      })),
    );
    renderAt('/moderation');
    const item = await screen.findByRole('article', { name: 'Statement #41' });
    expect(within(item).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.selectOptions(within(item).getByLabelText('Action'), 'Hide');
    await userEvent.type(within(item).getByLabelText('Reason'), 'Spam');
    api.use(mockEndpoint('moderation', 'queue', []));
    await userEvent.click(within(item).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No open reports. All clear.')).toBeInTheDocument();
    expect(api.callsOf('moderation.act').map((call) => call.body)).toEqual([
      { target_type: 'statement', target_id: 41, action: 'hide', reason: 'Spam' },
    ]);
  });

  it('suspends the author for the chosen time', async () => {
    api.use(
      mockEndpoint('moderation', 'act', { action: reported().author_history[0], state: null, suspended_until: '2026-11-28T10:00:00Z' }),
    );
    renderAt('/moderation');
    const item = await screen.findByRole('article', { name: 'Statement #41' });
    await userEvent.selectOptions(within(item).getByLabelText('Action'), 'Suspend author');
    await userEvent.selectOptions(within(item).getByLabelText('Suspension'), '7 days');
    await userEvent.type(within(item).getByLabelText('Reason'), 'Serial spammer');
    await userEvent.click(within(item).getByRole('button', { name: 'Apply' }));
    await screen.findByRole('article', { name: 'Statement #41' });
    expect(api.callsOf('moderation.act').map((call) => call.body)).toEqual([
      { target_type: 'user', target_id: 12, action: 'suspend', reason: 'Serial spammer', duration: '7d' },
    ]);
  });

  it('offers restore on a hidden target and lift on a suspended author', async () => {
    api.use(mockEndpoint('moderation', 'queue', [reported({ state: 'hidden', author_suspended_until: 'permanent' })]));
    renderAt('/moderation');
    const item = await screen.findByRole('article', { name: 'Statement #41' });
    const options = within(within(item).getByLabelText('Action'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Restore', 'Remove', 'Dismiss reports', 'Lift suspension']);
    expect(item).toHaveTextContent('suspended permanently');
  });

  it('keeps the form and shows the API’s message when an action is refused', async () => {
    api.use(mockEndpoint('moderation', 'act', apiError(409, 'Staff cannot be suspended.')));
    renderAt('/moderation');
    const item = await screen.findByRole('article', { name: 'Statement #41' });
    await userEvent.selectOptions(within(item).getByLabelText('Action'), 'Suspend author');
    await userEvent.type(within(item).getByLabelText('Reason'), 'No');
    await userEvent.click(within(item).getByRole('button', { name: 'Apply' }));
    expect(await within(item).findByText('Staff cannot be suspended.')).toBeInTheDocument();
    expect(within(item).getByLabelText('Reason')).toHaveValue('No');
  });

  it('shows members no queue and asks nothing of the API', async () => {
    signIn({ is_staff: false });
    renderAt('/moderation');
    expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
    expect(api.callsOf('moderation.queue')).toEqual([]);
    signOut();
  });
});
