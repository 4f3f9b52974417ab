import { useState } from 'react';
import { isApiError, notify } from '@receipts/shared';

/** Runs one staff write: on success tells staff and calls `done`; on refusal keeps the API's message to show. */
export function useStaffAction(done: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, success: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
      notify(success, { tone: 'success' });
      done();
    } catch (failure) {
      setError(isApiError(failure) ? (failure.detail ?? failure.message) : 'It could not be sent. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, error };
}
