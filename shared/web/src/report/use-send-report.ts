import { useState } from 'react';
import { isApiError, moderationApi, notify, type ReportReason } from '@receipts/shared';
import type { ReportTarget } from './report-menu';

export const REPORT_SENT = 'Thanks for your report. Our moderators will review it.';

/** Sends a report; a refusal (rate limit, suspension, gone) keeps the dialog open with the API's words. */
export function useSendReport(target: ReportTarget, onSent: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(reason: ReportReason, note: string) {
    setBusy(true);
    setError(null);
    try {
      await moderationApi.report({ target_type: target.type, target_id: target.id, reason, note: note.trim() || null });
      notify(REPORT_SENT, { tone: 'success' });
      onSent();
    } catch (failure) {
      setError(isApiError(failure) ? (failure.detail ?? failure.message) : 'Your report could not be sent. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return { send, busy, error };
}
