import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { missingFieldsMessage, statementsApi, type StatementType } from '@receipts/shared';
import { buildPayload, missingFields, type CreateForm } from '../api/create-form';
import { createErrorMessage } from '../api/create-messages';
import { serverAttributionErrors, type AttributionErrors } from '../api/attribution';

/** The redirect after a successful create waits 1.5 s. */
export const REDIRECT_DELAY_MS = 1500;

type Status =
  { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string; fields?: AttributionErrors };

/** The create form's states: idle → submitting → success (then redirect) or error banner. */
export function useCreateStatement(onCreated?: () => void) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(form: CreateForm, mode: StatementType) {
    const missing = missingFields(form, mode);
    if (missing.length > 0) {
      setStatus({ kind: 'error', message: missingFieldsMessage(missing) });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      const created = await statementsApi.create(buildPayload(form, mode));
      setStatus({ kind: 'success' });
      onCreated?.();
      const target = created?.id ? `/statements/${created.id}` : '/';
      timer.current = setTimeout(() => navigate(target), REDIRECT_DELAY_MS);
    } catch (error) {
      setStatus({ kind: 'error', message: createErrorMessage(error, mode), fields: serverAttributionErrors(error) });
    }
  }

  return { status, submit, dismissError: () => setStatus({ kind: 'idle' }) };
}
