import { render as renderDom, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { aStatement } from '@receipts/testing';
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

const render = (ui: ReactElement) => renderDom(ui, { wrapper: MemoryRouter });

describe('PredictionPulse', () => {
  it('shows the share of up votes as a meter and a sentence named for what it is, and the time left before the lock', () => {
    render(<PredictionPulse statement={open} now={NOW} />);
    const meter = screen.getByRole('meter', { name: 'Share of upvotes' });
    expect(meter).toHaveAttribute('aria-valuenow', '65');
    expect(screen.getByText('65% upvoted')).toBeVisible();
    expect(screen.queryByText(/agree/)).not.toBeInTheDocument();
    expect(screen.getByText('Locks in 3 days')).toBeVisible();
  });

  it('says there are no votes yet instead of an empty bar', () => {
    render(<PredictionPulse statement={{ ...open, votes: { upvotes: 0, downvotes: 0 } }} now={NOW} />);
    expect(screen.getByText('No votes yet')).toBeVisible();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('says how a resolved call did in words, a hit and a miss, links the maths, and shows no countdown', () => {
    const resolved = { ...open, is_locked: true, locked_at: '2026-11-20T05:00:00Z' };
    const { rerender } = render(<PredictionPulse statement={{ ...resolved, outcome: 'correct' }} now={NOW} />);
    expect(screen.getByText(/^90% sure and right: better than a coin flip ·/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'How scoring works' })).toHaveAttribute('href', '/how-scoring-works');
    rerender(<PredictionPulse statement={{ ...resolved, outcome: 'incorrect' }} now={NOW} />);
    expect(screen.getByText(/^90% sure and wrong: worse than a coin flip ·/)).toBeVisible();
    expect(screen.queryByText(/Locks in|Brier/)).not.toBeInTheDocument();
  });

  it('says nothing of a lock that has passed before the call is resolved, and nothing at all on opinions', () => {
    const { container, rerender } = render(<PredictionPulse statement={{ ...open, is_locked: true }} now={NOW} />);
    expect(screen.queryByText(/Locks in|sure and/)).not.toBeInTheDocument();
    rerender(<PredictionPulse statement={aStatement({ statement_type: 'opinion' })} now={NOW} />);
    expect(container).toBeEmptyDOMElement();
  });
});
