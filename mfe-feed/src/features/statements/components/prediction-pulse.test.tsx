import { render, screen } from '@testing-library/react';
import { aStatement } from '@receipts/shared/testing';
import { PredictionPulse } from './prediction-pulse';

const NOW = new Date('2026-11-25T12:00:00Z');
const open = aStatement({
  statement_type: 'prediction',
  confidence_level: 8,
  votes: { upvotes: 13, downvotes: 7 },
  is_locked: false,
  locked_at: '2026-11-28T13:00:00Z',
  outcome: null,
});

describe('PredictionPulse', () => {
  it('shows the share of up votes as a meter and a sentence, and the time left before the lock', () => {
    render(<PredictionPulse statement={open} now={NOW} />);
    const meter = screen.getByRole('meter', { name: 'Fans who agree' });
    expect(meter).toHaveAttribute('aria-valuenow', '65');
    expect(screen.getByText('65% agree')).toBeVisible();
    expect(screen.getByText('Locks in 3 days')).toBeVisible();
  });

  it('says there are no votes yet instead of an empty bar', () => {
    render(<PredictionPulse statement={{ ...open, votes: { upvotes: 0, downvotes: 0 } }} now={NOW} />);
    expect(screen.getByText('No votes yet')).toBeVisible();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('shows what a resolved call scored, a hit and a miss, and no countdown', () => {
    const resolved = { ...open, is_locked: true, locked_at: '2026-11-20T05:00:00Z' };
    const { rerender } = render(<PredictionPulse statement={{ ...resolved, outcome: 'correct' }} now={NOW} />);
    expect(screen.getByText('Brier 0.01 (+0.24 vs. a coin flip)')).toBeVisible();
    rerender(<PredictionPulse statement={{ ...resolved, outcome: 'incorrect' }} now={NOW} />);
    expect(screen.getByText('Brier 0.81 (−0.56 vs. a coin flip)')).toBeVisible();
    expect(screen.queryByText(/Locks in/)).not.toBeInTheDocument();
  });

  it('says nothing of a lock that has passed before the call is resolved, and nothing at all on opinions', () => {
    const { container, rerender } = render(<PredictionPulse statement={{ ...open, is_locked: true }} now={NOW} />);
    expect(screen.queryByText(/Locks in|Brier/)).not.toBeInTheDocument();
    rerender(<PredictionPulse statement={aStatement({ statement_type: 'opinion' })} now={NOW} />);
    expect(container).toBeEmptyDOMElement();
  });
});
