import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LUCK_ADJUSTED_LABEL, RANKING_RULE, RECORD_RULE } from '@receipts/shared';
import { aCommentator, aPunditRecord, aReceipt, installMockApi, mockEndpoint, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const api = installMockApi();

beforeEach(() => signOut());

const record = aPunditRecord({
  summary: { resolved: 4, correct: 3, incorrect: 1, push: 1, accuracy: 0.75, accuracy_low: 0.3006, current_streak: 1 },
  by_league: [{ league: 'NBA', resolved: 4, correct: 3, incorrect: 1, push: 1, accuracy: 0.75, accuracy_low: 0.3006, current_streak: 1 }],
});

describe('a commentator’s page shows their record and receipts', () => {
  it('shows the track record card with the rule of what counts and how ranking works', async () => {
    api.use(
      mockEndpoint('commentators', 'get', aCommentator({ slug: 'ana-alvarez', name: 'Ana Alvarez' })),
      mockEndpoint('commentators', 'record', record),
      mockEndpoint('statements', 'list', [aReceipt({ id: 3, title: 'Nuggets repeat', outcome: 'correct' })]),
    );
    renderAt('/commentators/ana-alvarez');
    const card = await screen.findByRole('region', { name: 'Track record' });
    const value = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(value('Resolved')).toBe('4');
    expect(value('Correct')).toBe('3');
    expect(value('Incorrect')).toBe('1');
    expect(value('Push')).toBe('1');
    expect(value('Accuracy')).toBe('75%');
    expect(value('Accuracy allowing for luck')).toBe('30.1%');
    expect(LUCK_ADJUSTED_LABEL).toBe('Accuracy allowing for luck');
    expect(value('Current streak')).toBe('1');
    expect(within(card).getByText('1 more resolved receipt to be ranked.')).toBeInTheDocument();
    expect(within(card).getByText(RECORD_RULE)).toBeInTheDocument();
    await userEvent.click(within(card).getByText('How ranking works'));
    expect(within(card).getByText(RANKING_RULE)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'How scoring works' })).toHaveAttribute('href', '/how-scoring-works');

    const receipts = await screen.findByRole('region', { name: 'Receipts' });
    expect(within(receipts).getByRole('link', { name: 'Nuggets repeat' })).toHaveAttribute('href', '/statements/3');
    expect(within(receipts).getByText('Call: Yes · Correct')).toBeInTheDocument();
    expect(within(receipts).getByRole('link', { name: 'Source' })).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(api.callsOf('statements.list').map((call) => call.query)).toEqual([
      { said_by: 'commentator:ana-alvarez', page: '1', per_page: '10' },
    ]);
  });

  it('pages the receipts with Show more receipts', async () => {
    api.use(
      mockEndpoint('commentators', 'get', aCommentator({ slug: 'ana-alvarez', name: 'Ana Alvarez' })),
      mockEndpoint('commentators', 'record', record),
      mockEndpoint('statements', 'list', ({ query }) =>
        Array.from({ length: Number(query.page) === 1 ? 10 : 3 }, (_, i) =>
          aReceipt({ id: Number(query.page) * 100 + i, title: `Receipt ${query.page}-${i}` }),
        ),
      ),
    );
    renderAt('/commentators/ana-alvarez');
    const receipts = await screen.findByRole('region', { name: 'Receipts' });
    expect(await within(receipts).findAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(receipts).getByRole('button', { name: 'Show more receipts' }));
    expect(await within(receipts).findByText('Receipt 2-2')).toBeInTheDocument();
    expect(within(receipts).getAllByRole('listitem')).toHaveLength(13);
    expect(within(receipts).queryByRole('button', { name: 'Show more receipts' })).not.toBeInTheDocument();
  });
});
