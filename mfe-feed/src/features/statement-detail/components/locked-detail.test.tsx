import { screen, within } from '@testing-library/react';
import { formatStatementDate } from '@receipts/shared/dates';
import { aStatement, installMockApi, mockEndpoint, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const api = installMockApi(mockEndpoint('comments', 'list', []));

beforeEach(() => signOut());

it('shows on the detail card that a prediction is locked, and since when', async () => {
  const lockedAt = '2026-02-08T00:00:00Z';
  api.use(
    mockEndpoint(
      'statements',
      'get',
      aStatement({
        id: 5,
        title: 'Chiefs three-peat',
        statement_type: 'prediction',
        prediction_choice: 'Chiefs win',
        outcome: 'incorrect',
        event_date: '2026-02-08',
        is_locked: true,
        locked_at: lockedAt,
      }),
    ),
  );
  renderAt('/statements/5');
  const card = await screen.findByRole('article', { name: 'Chiefs three-peat' });
  expect(within(card).getByTitle(`Locked since ${formatStatementDate(lockedAt)}`)).toBeInTheDocument();
  expect(within(card).getByText(formatStatementDate(lockedAt))).toBeInTheDocument();
  expect(within(card).getByText('INCORRECT')).toBeInTheDocument();
});
