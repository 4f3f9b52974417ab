import { useState } from 'react';
import { isApiError, shareStatement, statementsApi, type Statement } from '@receipts/shared';
import type { SettableOutcome } from '../components/outcome-labels';

export const SAVE_NETWORK_ERROR = 'Backend server is not responding...';

type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string };

/** Sets the outcome; the answer replaces the statement on every page that holds it. */
export function useSaveOutcome(statementId: number, onSaved: () => void) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const save = async (outcome: SettableOutcome, notes: string) => {
    setState({ status: 'saving' });
    try {
      const next: Statement = await statementsApi.setOutcome(statementId, { outcome, outcome_notes: notes.trim() || null });
      shareStatement(next);
      setState({ status: 'saved' });
      onSaved();
    } catch (error) {
      const message = isApiError(error) ? (error.detail ?? error.message) : SAVE_NETWORK_ERROR;
      setState({ status: 'failed', message });
    }
  };
  return { state, save, dismiss: () => setState({ status: 'idle' }) };
}
