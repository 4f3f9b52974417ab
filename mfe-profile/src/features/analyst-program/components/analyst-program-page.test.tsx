import { screen } from '@testing-library/react';
import { ANALYST_MIN_ACCURACY, ANALYST_MIN_RESOLVED, analystProgress } from '@receipts/shared';
import { installMockApi, mockEndpoint, signIn, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';
import { aRecord } from '../../../test/records';

const record = (resolved: number, hits: number) =>
  aRecord({ summary: { ...aRecord().summary, resolved, hits, accuracy: resolved ? hits / resolved : null } });
const api = installMockApi(mockEndpoint('users', 'record', record(12, 9)));

describe('/analyst-program', () => {
  it('shows visitors the rule and a Log In instead of progress', async () => {
    signOut();
    renderAt('/analyst-program');
    expect(screen.getByRole('heading', { level: 1, name: 'Analyst Program' })).toBeInTheDocument();
    expect(screen.getByText(`${ANALYST_MIN_RESOLVED} resolved predictions`)).toBeInTheDocument();
    expect(screen.getByText(`${ANALYST_MIN_ACCURACY}% or better`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(api.callsOf('users.record')).toEqual([]);
  });

  it("shows the member's progress from their own record", async () => {
    signIn({ username: 'hooper' });
    renderAt('/analyst-program');
    expect(await screen.findByText('You have not earned the analyst badge yet.')).toBeInTheDocument();
    expect(api.callsOf('users.record').map((call) => call.path)).toEqual(['/api/users/hooper/record/']);
    expect(screen.getByText(`Resolved predictions: 12 of ${ANALYST_MIN_RESOLVED}`)).toBeInTheDocument();
    expect(screen.getByText(`Accuracy: 75% of ${ANALYST_MIN_ACCURACY}%`)).toBeInTheDocument();
    expect(screen.getByText(`${ANALYST_MIN_RESOLVED - 12} more resolved predictions to go.`)).toBeInTheDocument();
  });

  it('says so once the badge is earned', async () => {
    signIn({ username: 'hooper' });
    api.use(mockEndpoint('users', 'record', record(ANALYST_MIN_RESOLVED, ANALYST_MIN_RESOLVED)));
    renderAt('/analyst-program');
    expect(await screen.findByText('You have earned the analyst badge.')).toBeInTheDocument();
  });
});

describe('analystProgress', () => {
  it('needs both the resolved count and the accuracy, the accuracy exactly at the line counting', () => {
    expect(analystProgress({ resolved: 0, accuracy: null })).toEqual({
      resolved: 0,
      accuracy: null,
      resolvedMet: false,
      accuracyMet: false,
      earned: false,
    });
    expect(analystProgress({ resolved: 20, accuracy: 12 / 20 }).earned).toBe(true);
    expect(analystProgress({ resolved: 20, accuracy: 11 / 20 }).earned).toBe(false);
    expect(analystProgress({ resolved: 19, accuracy: 1 }).earned).toBe(false);
    expect(analystProgress({ resolved: 30, accuracy: 2 / 3 }).accuracy).toBe(66.6);
  });
});
