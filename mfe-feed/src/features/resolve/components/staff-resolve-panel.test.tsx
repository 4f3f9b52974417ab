import { screen, waitFor } from '@testing-library/react';
import { aStatement, installMockApi, mockEndpoint, signIn, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

// Records whether the panel's chunk (the dynamic import behind the staff gate) is loaded; a file of its own, so
// no other test has loaded it first. The tests run in order: the staff one last.
const mockPanelLoaded = jest.fn();
jest.mock('./resolve-panel', () => {
  mockPanelLoaded();
  return jest.requireActual('./resolve-panel');
});

const api = installMockApi(mockEndpoint('comments', 'list', []), mockEndpoint('statements', 'outcomeHistory', []));

const locked = aStatement({
  id: 5,
  title: 'Chiefs three-peat',
  statement_type: 'prediction',
  prediction_choice: 'Chiefs win',
  outcome: 'pending',
  event_date: '2026-02-08',
  is_locked: true,
  locked_at: '2026-02-08T00:00:00Z',
});

beforeEach(() => signOut());

describe('the Resolve panel’s code', () => {
  it.each([
    ['a member', () => signIn()],
    ['a visitor', () => signOut()],
  ])('is neither shown to nor loaded for %s', async (_, as) => {
    as();
    api.use(mockEndpoint('statements', 'get', locked));
    renderAt('/statements/5');
    expect(await screen.findByRole('region', { name: 'Prediction Details' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsOf('comments.list')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(api.callsOf('statements.outcomeHistory')).toEqual([]);
    expect(mockPanelLoaded).not.toHaveBeenCalled();
  });

  it('is loaded for staff', async () => {
    signIn({ is_staff: true });
    api.use(mockEndpoint('statements', 'get', locked));
    renderAt('/statements/5');
    expect(await screen.findByRole('region', { name: 'Resolve' })).toBeInTheDocument();
    expect(mockPanelLoaded).toHaveBeenCalledTimes(1);
  });

  it('is not loaded for staff on an opinion', async () => {
    signIn({ is_staff: true });
    api.use(mockEndpoint('statements', 'get', aStatement({ id: 6 })));
    renderAt('/statements/6');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resolve' })).not.toBeInTheDocument();
  });
});
