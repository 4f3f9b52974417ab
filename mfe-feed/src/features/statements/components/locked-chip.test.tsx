import { render, screen, within } from '@testing-library/react';
import { formatStatementDate } from '@receipts/shared/dates';
import { aStatement } from '@receipts/testing';
import { StatementChips } from './statement-chips';

const LOCKED_AT = '2025-03-05T12:30:00Z';
const prediction = aStatement({ statement_type: 'prediction', outcome: 'correct', is_locked: true, locked_at: LOCKED_AT });

describe('Locked chip', () => {
  it('marks a locked prediction, naming when it locked, next to its outcome', () => {
    render(<StatementChips statement={prediction} />);
    const since = `Locked since ${formatStatementDate(LOCKED_AT)}`;
    const chip = screen.getByTitle(since);
    expect(chip).toHaveTextContent(since);
    expect(within(chip).getByText('Locked', { exact: false })).toBeVisible();
    expect(screen.getByText('CORRECT')).toBeInTheDocument();
  });

  it('is absent before the lock and on opinions', () => {
    const { rerender } = render(<StatementChips statement={{ ...prediction, is_locked: false }} />);
    expect(screen.queryByText(/Locked/)).not.toBeInTheDocument();
    rerender(<StatementChips statement={aStatement({ is_locked: true, locked_at: LOCKED_AT })} />);
    expect(screen.queryByText(/Locked/)).not.toBeInTheDocument();
  });
});
