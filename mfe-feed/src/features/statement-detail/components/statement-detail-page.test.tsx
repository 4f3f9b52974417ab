import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-at';
import { aStatement, apiError, mockEndpoint, signIn, signOut, installMockApi } from '@receipts/testing';
import { Toaster } from '@receipts/shared';

const api = installMockApi(mockEndpoint('comments', 'list', []));

const prediction = aStatement({
  id: 5,
  title: 'Chiefs three-peat',
  statement_type: 'prediction',
  prediction_choice: 'Chiefs win',
  confidence_level: 8,
  event_date: '2026-02-08',
  outcome: 'correct',
  resolved_at: '2026-02-09T12:00:00Z',
  outcome_notes: 'Called it.',
  topics: [{ id: 'playoffs', name: 'Playoffs' }],
});

beforeEach(() => signOut());

describe('statement detail', () => {
  it('shows a prediction with its confidence, details panel and outcome', async () => {
    api.use(mockEndpoint('statements', 'get', prediction));
    renderAt('/statements/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chiefs three-peat' })).toBeInTheDocument();
    expect(document.title).toBe('Chiefs three-peat · Receipts');
    expect(api.callsOf('statements.get').map((call) => call.path)).toEqual(['/api/content-api/statements/5/']);
    expect(screen.getByText('Hoop Head')).toBeInTheDocument();
    expect(screen.getByText('Confidence Level: 8/10')).toBeInTheDocument();
    // The page's wording, and beside it what 8 of 10 states.
    expect(screen.getByText('Confidence Level: 8/10')).toHaveTextContent(/^Confidence Level: 8\/10 \(90% sure\)$/);
    // The event date is shown like every other date, never as the raw ISO string.
    expect(screen.getByText('Feb 8, 2026')).toHaveAttribute('datetime', '2026-02-08');
    expect(screen.queryByText('2026-02-08')).not.toBeInTheDocument();
    expect(screen.getByText('Playoffs')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Prediction Details' });
    expect(within(panel).getByText('Chiefs win')).toBeInTheDocument();
    expect(within(panel).getByText('CORRECT')).toBeInTheDocument();
    expect(within(panel).getByText('Called it.')).toBeInTheDocument();
  });

  it('hides the outcome in the panel while the prediction is pending', async () => {
    api.use(mockEndpoint('statements', 'get', { ...prediction, outcome: 'pending', outcome_notes: null }));
    renderAt('/statements/5');
    const panel = await screen.findByRole('region', { name: 'Prediction Details' });
    expect(within(panel).queryByText('Outcome')).not.toBeInTheDocument();
    expect(screen.getByText('PENDING')).toBeInTheDocument();
  });

  it('shows a hot take at /opinions/:id without a prediction panel, and Back goes back', async () => {
    api.use(
      mockEndpoint('statements', 'get', aStatement({ id: 9, title: 'Refs ruin games', is_hot_take: true })),
      mockEndpoint('statements', 'list', []),
    );
    renderAt('/opinions', '/opinions/9');
    expect(await screen.findByText('HOT TAKE')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Prediction Details' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Current path: /opinions')).toBeInTheDocument();
  });

  it('goes home from Back when the page was opened directly (a shared link)', async () => {
    api.use(
      mockEndpoint('statements', 'get', prediction),
      mockEndpoint('statements', 'list', []),
      mockEndpoint('statements', 'trending', []),
    );
    renderAt('/statements/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByText('Current path: /')).toBeInTheDocument();
  });

  it.each([
    [404, 'Statement not found'],
    [500, 'Failed to load content. It may have been deleted or does not exist.'],
  ])('explains a failed load (%i)', async (status, message) => {
    api.use(mockEndpoint('statements', 'get', () => apiError(status, status === 404 ? 'Not found' : 'boom')));
    renderAt('/statements/404');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks visitors to log in to vote', async () => {
    render(<Toaster />);
    api.use(mockEndpoint('statements', 'get', prediction));
    renderAt('/statements/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Upvote 4' }));
    expect(within(screen.getByRole('status', { name: 'Notifications' })).getByText('Please login to vote')).toBeInTheDocument();
    expect(api.callsOf('statements.vote')).toEqual([]);
  });

  it('counts a member’s vote from the answer', async () => {
    signIn();
    api.use(
      mockEndpoint('statements', 'get', { ...prediction, user_vote: 'downvote' }),
      mockEndpoint('statements', 'vote', { data: { status: 'vote changed', vote: 'upvote' }, votes: { upvotes: 5, downvotes: 0 } }),
    );
    renderAt('/statements/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Upvote 4' }));
    expect(await screen.findByRole('button', { name: 'Upvote 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Downvote 0' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsOf('statements.vote').map((call) => call.body)).toEqual([{ statement_id: 5, vote_type: 'upvote' }]);
  });
});
