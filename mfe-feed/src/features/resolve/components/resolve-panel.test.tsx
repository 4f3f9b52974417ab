import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OUTCOME_BEFORE_LOCK, type OutcomeAuditEntry } from '@receipts/shared';
import { formatStatementDate } from '@receipts/shared/dates';
import { aStatement, apiError, installMockApi, mockEndpoint, signIn, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const api = installMockApi(mockEndpoint('comments', 'list', []));

const LOCKED_AT = '2026-02-08T00:00:00Z';
const locked = aStatement({
  id: 5,
  title: 'Chiefs three-peat',
  statement_type: 'prediction',
  prediction_choice: 'Chiefs win',
  confidence_level: 8,
  event_date: '2026-02-08',
  outcome: 'pending',
  is_locked: true,
  locked_at: LOCKED_AT,
});
const staff = { id: 1, username: 'ref', display_name: 'Head Ref', photoURL: null };
const change: OutcomeAuditEntry = {
  id: 1,
  changed_by: staff,
  changed_at: '2026-02-09T12:00:00Z',
  from: 'pending',
  to: 'incorrect',
  notes: 'Lost in the AFC final.',
};

beforeEach(() => signOut());

describe('Resolve panel', () => {
  it('lets staff set the outcome of a locked prediction, then shows it everywhere and in the history', async () => {
    signIn({ is_staff: true });
    let history: OutcomeAuditEntry[] = [];
    api.use(
      mockEndpoint('statements', 'get', locked),
      mockEndpoint('statements', 'outcomeHistory', () => history),
      mockEndpoint('statements', 'setOutcome', ({ body }) => {
        history = [change];
        return { ...locked, outcome: body!.outcome, outcome_notes: body!.outcome_notes ?? null, resolved_at: change.changed_at };
      }),
    );
    renderAt('/statements/5');
    const panel = await screen.findByRole('region', { name: 'Resolve' });
    expect(await within(panel).findByText('No outcome changes yet.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Incorrect' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Notes' }), 'Lost in the AFC final.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Outcome saved.');
    expect(api.callsOf('statements.setOutcome')[0].body).toEqual({ outcome: 'incorrect', outcome_notes: 'Lost in the AFC final.' });
    const details = screen.getByRole('region', { name: 'Prediction Details' });
    expect(within(details).getByText('INCORRECT')).toBeInTheDocument();
    const trail = within(panel).getByRole('region', { name: 'History' });
    expect(await within(trail).findByText('Pending → Incorrect')).toBeInTheDocument();
    expect(within(trail).getByText(/Head Ref/)).toBeInTheDocument();
    expect(within(trail).getByText(formatStatementDate(change.changed_at))).toBeInTheDocument();
    expect(within(trail).getByText('Lost in the AFC final.')).toBeInTheDocument();
    expect(api.callsOf('statements.outcomeHistory')).toHaveLength(2);
  });

  it('shows the API’s message when the outcome is refused', async () => {
    signIn({ is_staff: true });
    api.use(
      mockEndpoint('statements', 'get', locked),
      mockEndpoint('statements', 'outcomeHistory', []),
      mockEndpoint('statements', 'setOutcome', () => apiError(400, OUTCOME_BEFORE_LOCK)),
    );
    renderAt('/statements/5');
    const panel = await screen.findByRole('region', { name: 'Resolve' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Push' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(OUTCOME_BEFORE_LOCK);
  });

  it('tells staff when an unlocked prediction locks instead of offering the form', async () => {
    signIn({ is_staff: true });
    const lockAt = '2099-06-01T00:00:00Z';
    api.use(
      mockEndpoint('statements', 'get', { ...locked, is_locked: false, locked_at: lockAt, event_date: '2099-06-01' }),
      mockEndpoint('statements', 'outcomeHistory', []),
    );
    renderAt('/statements/5');
    const panel = await screen.findByRole('region', { name: 'Resolve' });
    expect(within(panel).getByText(`Outcomes can be set once the prediction locks on ${formatStatementDate(lockAt)}.`)).toBeInTheDocument();
    expect(within(panel).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
