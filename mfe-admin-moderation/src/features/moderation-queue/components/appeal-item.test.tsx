import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, type AppealQueueItem } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint, signIn } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const appeal: AppealQueueItem = {
  id: 7,
  target_type: 'statement',
  target_id: 41,
  statement_id: 41,
  message: 'It is my own analysis, no links.',
  status: 'open',
  note: null,
  created_at: '2026-11-26T10:00:00Z',
  answered_at: null,
  state: 'hidden',
  reason: 'Looks like spam',
  preview: { title: 'Chiefs repeat', text: 'Depth wins.' },
  author: { id: 12, username: 'fan', display_name: 'Fan Fiona', photoURL: null },
};

const api = installMockApi(mockEndpoint('moderation', 'queue', []), mockEndpoint('moderation', 'appeals', [appeal]));

beforeEach(() => signIn({ is_staff: true }));

describe('appeals in the moderation queue', () => {
  it('shows each open appeal with the reason, the content and the author’s message, and restores it with a note', async () => {
    let answered = false;
    api.use(
      mockEndpoint('moderation', 'answerAppeal', ({ body }) => {
        answered = true;
        const status: AppealQueueItem['status'] = body?.decision === 'restore' ? 'restored' : 'upheld';
        return { ...appeal, status, note: body?.note ?? null };
      }),
      mockEndpoint('moderation', 'appeals', () => (answered ? [] : [appeal])),
    );
    render(<Toaster />);
    renderAt('/moderation');
    const item = await screen.findByRole('article', { name: 'Appeal of Statement #41' });
    expect(screen.getByRole('heading', { name: 'Appeals (1)' })).toBeInTheDocument();
    expect(within(item).getByText('Hidden for: Looks like spam')).toBeInTheDocument();
    expect(within(item).getByText('Chiefs repeat')).toBeInTheDocument();
    expect(within(item).getByLabelText('The author’s message')).toHaveTextContent('It is my own analysis, no links.');
    expect(within(item).getByRole('link', { name: 'Fan Fiona' })).toHaveAttribute('href', '/profile/fan');
    await userEvent.type(within(item).getByLabelText('Note to the author (optional)'), 'Fair enough.');
    await userEvent.click(within(item).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored. The author was told.')).toBeInTheDocument();
    expect(api.callsOf('moderation.answerAppeal').map((call) => [call.path, call.body])).toEqual([
      ['/api/moderation/appeals/7/answer/', { decision: 'restore', note: 'Fair enough.' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Appeal of Statement #41' })).not.toBeInTheDocument());
  });

  it('keeps the appeal with the API’s message when it was already answered', async () => {
    api.use(mockEndpoint('moderation', 'answerAppeal', apiError(409, 'This appeal was already answered.')));
    renderAt('/moderation');
    const item = await screen.findByRole('article', { name: 'Appeal of Statement #41' });
    await userEvent.click(within(item).getByRole('button', { name: 'Keep hidden' }));
    expect(await within(item).findByText('This appeal was already answered.')).toBeInTheDocument();
  });
});
