import { Alert, Button, Spinner, isApiError, type AsyncState } from '@receipts/shared';

export const LEADERBOARD_LOAD_ERROR = 'Failed to load the leaderboard. Please try again later.';
export const LEADERBOARD_NETWORK_ERROR = 'Backend server is not responding...';

/** A board not loaded yet (its spinner) or failed (its failure message and Try again); null once it has data. */
export function BoardPending({ state, reload }: { state: AsyncState<unknown>; reload: () => void }) {
  if (state.status === 'loading') {
    return (
      <div className="leaderboard-center">
        <Spinner label="Loading leaderboard" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert>
        {isApiError(state.error) ? LEADERBOARD_LOAD_ERROR : LEADERBOARD_NETWORK_ERROR}{' '}
        <Button variant="ghost" onClick={reload}>
          Try again
        </Button>
      </Alert>
    );
  }
  return null;
}
