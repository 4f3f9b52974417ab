import { useState } from 'react';
import { isApiError, moderationApi, notify, type ModerationActionRequest } from '@receipts/shared';

/** Sends one action; on success tells staff and calls `done`, on refusal keeps the form with the API's message. */
export function useModerationAction(done: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(body: ModerationActionRequest, success: string) {
    setBusy(true);
    setError(null);
    try {
      await moderationApi.act(body);
      notify(success, { tone: 'success' });
      done();
    } catch (failure) {
      setError(isApiError(failure) ? (failure.detail ?? failure.message) : 'The action could not be sent. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return { send, busy, error };
}
