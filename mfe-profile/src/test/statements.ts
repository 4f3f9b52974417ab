import type { Statement } from '@receipts/shared';

export function aStatement(overrides: Partial<Statement> = {}): Statement {
  return {
    id: 1, title: 'Lakers win it all', body: 'They have the depth.', statement_type: 'opinion', is_hot_take: false,
    created_at: '2025-03-05T12:30:00Z', user: { id: 2, username: 'hooper', display_name: 'Hoop Head', photoURL: null },
    votes: { upvotes: 4, downvotes: 1 }, user_vote: null, comment_count: 0, topics: [], league: null, team_a: null,
    player: null, prediction_choice: null, confidence_level: null, event_date: null, outcome: null, resolved_at: null,
    outcome_notes: null, ...overrides,
  };
}

/** `count` statements with ids starting at `from`. */
export function statements(count: number, from = 1, overrides: Partial<Statement> = {}): Statement[] {
  return Array.from({ length: count }, (_, index) =>
    aStatement({ id: from + index, title: `Statement ${from + index}`, ...overrides }));
}
