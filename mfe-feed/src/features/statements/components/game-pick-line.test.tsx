import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { aStatement } from '@receipts/testing';
import type { Statement } from '@receipts/shared';
import { GamePickLine } from './game-pick-line';

const game: NonNullable<Statement['game']> = {
  id: 7,
  league: 'NBA',
  home_team: 'nba-heat',
  away_team: 'nba-celtics',
  starts_at: '2026-12-02T00:30:00.000Z',
  status: 'scheduled',
  home_score: null,
  away_score: null,
};

const renderLine = (statement: Statement) =>
  render(
    <MemoryRouter>
      <GamePickLine statement={statement} />
    </MemoryRouter>,
  );

describe('GamePickLine', () => {
  it('says the matchup and the pick in plain words, linked to the game', () => {
    renderLine(aStatement({ statement_type: 'prediction', game, pick: { kind: 'spread', side: 'home', line: -3.5 } }));
    expect(screen.getByRole('link', { name: 'Celtics @ Heat · Heat −3.5' })).toHaveAttribute('href', '/games/7');
  });

  it('words totals and winners, and adds the final score', () => {
    const final = { ...game, status: 'final' as const, home_score: 107, away_score: 104 };
    const { rerender } = renderLine(
      aStatement({ statement_type: 'prediction', game: final, pick: { kind: 'total', side: 'over', line: 210.5 } }),
    );
    expect(screen.getByRole('link', { name: 'Celtics @ Heat · Over 210.5' })).toBeInTheDocument();
    expect(screen.getByText(/Final 104–107/)).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <GamePickLine statement={aStatement({ statement_type: 'prediction', game, pick: { kind: 'winner', side: 'away', line: null } })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Celtics @ Heat · Celtics to win' })).toBeInTheDocument();
  });

  it('shows nothing for a statement without a game', () => {
    const { container } = renderLine(aStatement());
    expect(container).toBeEmptyDOMElement();
  });
});
