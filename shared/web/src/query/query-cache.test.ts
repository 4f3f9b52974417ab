import { clearQueries, markQueriesStale, peekQuery, QUERY_MAX_AGE_MS, readQuery, updateQueries, writeQuery } from './query-cache';
import { shareStatement, statementKey, statementListKey, type StatementPages } from './statements';
import type { Statement } from '@receipts/contract';

const statement = (id: number, upvotes = 0) =>
  ({ id, title: `S${id}`, votes: { upvotes, downvotes: 0 }, user_vote: null }) as unknown as Statement;

beforeEach(() => clearQueries());

describe('the shared query cache', () => {
  it('serves an entry until it is older than the maximum age', () => {
    writeQuery('k', 1, 1_000);
    expect(readQuery('k', 1_000 + QUERY_MAX_AGE_MS)).toBe(1);
    expect(readQuery('k', 1_001 + QUERY_MAX_AGE_MS)).toBeUndefined();
  });

  it('after a write, entries are no longer served fresh but a page that shows one keeps it', () => {
    writeQuery('k', 'held');
    markQueriesStale();
    expect(readQuery('k')).toBeUndefined();
    expect(peekQuery('k')).toBe('held');
  });

  it('changes only the entries under a prefix that have something to change', () => {
    writeQuery('a:1', [1, 2]);
    writeQuery('a:2', [3]);
    writeQuery('b:1', [2]);
    updateQueries<number[]>('a:', (list) => (list.includes(2) ? list.map((n) => n * 10) : list));
    expect([readQuery('a:1'), readQuery('a:2'), readQuery('b:1')]).toEqual([[10, 20], [3], [2]]);
  });
});

describe('shared statements', () => {
  it('keys a list the same whatever the order of its query', () => {
    expect(statementListKey({ league: 'NBA', type: 'prediction' })).toBe(statementListKey({ type: 'prediction', league: 'NBA' }));
    expect(statementListKey({ league: 'NBA' })).not.toBe(statementListKey({ league: 'NFL' }));
  });

  it('a statement changed on one page shows in every cached list and its detail', () => {
    const pagesKey = statementListKey({});
    writeQuery<StatementPages>(pagesKey, { items: [statement(1), statement(2)], page: 1, hasMore: false });
    writeQuery(statementListKey({ sort_by: 'popular' }), [statement(2)]);
    writeQuery(statementKey(2), statement(2));

    shareStatement(statement(2, 5));

    expect(readQuery<StatementPages>(pagesKey)?.items.map((item) => item.votes.upvotes)).toEqual([0, 5]);
    expect(readQuery<Statement[]>(statementListKey({ sort_by: 'popular' }))?.[0].votes.upvotes).toBe(5);
    expect(readQuery<Statement>(statementKey(2))?.votes.upvotes).toBe(5);
  });
});
