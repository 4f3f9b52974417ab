import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, statementsApi } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { signIn, signOut } from '../../../test/auth';
import { aStatement } from '../../../test/statements';

const get = jest.spyOn(statementsApi, 'get');
const comments = jest.spyOn(statementsApi, 'comments');
const vote = jest.spyOn(statementsApi, 'vote');

const prediction = aStatement({
  id: 5, title: 'Chiefs three-peat', statement_type: 'prediction', prediction_choice: 'Chiefs win', confidence_level: 8,
  event_date: '2026-02-08', outcome: 'correct', resolved_at: '2026-02-09T12:00:00Z', outcome_notes: 'Called it.',
  topics: [{ id: 'playoffs', name: 'Playoffs' }],
});

beforeEach(() => {
  signOut();
  [get, comments, vote].forEach((mock) => mock.mockReset());
  comments.mockResolvedValue([]);
});

describe('statement detail', () => {
  it('shows a prediction with its confidence, details panel and outcome', async () => {
    get.mockResolvedValue(prediction);
    renderAt('/statements/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chiefs three-peat' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('5');
    expect(screen.getByText('Hoop Head')).toBeInTheDocument();
    expect(screen.getByText('Confidence Level: 8/10')).toBeInTheDocument();
    expect(screen.getByText('Playoffs')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Prediction Details' });
    expect(within(panel).getByText('Chiefs win')).toBeInTheDocument();
    expect(within(panel).getByText('CORRECT')).toBeInTheDocument();
    expect(within(panel).getByText('Called it.')).toBeInTheDocument();
  });

  it('hides the outcome in the panel while the prediction is pending', async () => {
    get.mockResolvedValue({ ...prediction, outcome: 'pending', outcome_notes: null });
    renderAt('/statements/5');
    const panel = await screen.findByRole('region', { name: 'Prediction Details' });
    expect(within(panel).queryByText('Outcome')).not.toBeInTheDocument();
    expect(screen.getByText('PENDING')).toBeInTheDocument();
  });

  it('shows a hot take at /opinions/:id without a prediction panel, and Back goes back', async () => {
    get.mockResolvedValue(aStatement({ id: 9, title: 'Refs ruin games', is_hot_take: true }));
    renderAt('/opinions', '/opinions/9');
    expect(await screen.findByText('HOT TAKE')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Prediction Details' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Current path: /opinions')).toBeInTheDocument();
  });

  it.each([
    [new ApiError(404, { detail: 'Not found' }), 'Statement not found'],
    [new ApiError(500, { detail: 'boom' }), 'Failed to load content. It may have been deleted or does not exist.'],
  ])('explains a failed load', async (error, message) => {
    get.mockRejectedValue(error);
    renderAt('/statements/404');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks visitors to log in to vote', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    get.mockResolvedValue(prediction);
    renderAt('/statements/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Upvote 4' }));
    expect(alert).toHaveBeenCalledWith('Please login to vote');
    expect(vote).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('counts a member’s vote from the answer', async () => {
    signIn();
    get.mockResolvedValue({ ...prediction, user_vote: 'downvote' });
    vote.mockResolvedValue({ data: { status: 'vote changed', vote: 'upvote' }, votes: { upvotes: 5, downvotes: 0 } });
    renderAt('/statements/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Upvote 4' }));
    expect(await screen.findByRole('button', { name: 'Upvote 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Downvote 0' })).toHaveAttribute('aria-pressed', 'false');
    expect(vote).toHaveBeenCalledWith({ statement_id: 5, vote_type: 'upvote' });
  });
});
