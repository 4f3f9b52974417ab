import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPEAL_ALREADY_SENT, type Appeal } from '@receipts/shared';
import { aStatement, apiError, installMockApi, mockEndpoint, signIn } from '@receipts/testing';
import { renderAt } from '../../test/render-at';

const api = installMockApi(mockEndpoint('comments', 'list', []));

const hidden = aStatement({
  id: 12,
  title: 'My hidden take',
  moderation: { state: 'hidden', reason: 'Spam links', appealable: true, appeal: null },
});

const appealOf = (message: string): Appeal => ({
  id: 3,
  target_type: 'statement',
  target_id: 12,
  statement_id: 12,
  message,
  status: 'open',
  note: null,
  created_at: '2026-11-27T08:00:00Z',
  answered_at: null,
});

beforeEach(() => signIn());

describe('the author of a hidden statement', () => {
  it('reads why it is hidden, appeals once with a message, and sees the appeal is pending', async () => {
    api.use(
      mockEndpoint('statements', 'get', hidden),
      mockEndpoint('appeals', 'create', ({ body }) => appealOf(body?.message ?? '')),
    );
    renderAt('/statements/12');
    expect(await screen.findByText('Hidden by moderators: Spam links')).toBeInTheDocument();
    // The thread of a hidden statement is closed: it is not even asked for.
    expect(api.callsOf('comments.list')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Appeal' }));
    const send = screen.getByRole('button', { name: 'Send appeal' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Why should it be restored?'), 'It is my own analysis.');
    await userEvent.click(send);
    expect(await screen.findByText('You appealed. A moderator will review it.')).toBeInTheDocument();
    expect(api.callsOf('appeals.create').map((call) => call.body)).toEqual([
      { target_type: 'statement', target_id: 12, message: 'It is my own analysis.' },
    ]);
    expect(screen.queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
  });

  it('shows the API’s message when the item was already appealed (409)', async () => {
    api.use(mockEndpoint('statements', 'get', hidden), mockEndpoint('appeals', 'create', apiError(409, APPEAL_ALREADY_SENT)));
    renderAt('/statements/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Appeal' }));
    await userEvent.type(screen.getByLabelText('Why should it be restored?'), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(APPEAL_ALREADY_SENT)).toBeInTheDocument();
  });

  it('shows the moderators’ answer instead of the button once the appeal was answered', async () => {
    api.use(
      mockEndpoint('statements', 'get', {
        ...hidden,
        moderation: { state: 'hidden', reason: 'Spam links', appealable: false, appeal: { status: 'upheld', note: 'Still spam.' } },
      }),
    );
    renderAt('/statements/12');
    expect(
      await screen.findByText('Moderators reviewed your appeal and kept this hidden. Moderators’ note: Still spam.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
  });
});
