import { useState, type FormEvent } from 'react';
import { Alert, authApi, authStore, Button, isApiError, passwordProblem, PASSWORD_MIN_LENGTH, Spinner } from '@receipts/shared';
import { TextField } from '@receipts/shared/text-field';

export const PASSWORDS_DIFFER = 'The two new passwords do not match.';
export const CHANGE_FAILED = 'Failed to change your password. Please try again.';

/** The server's message for a refused change (wrong current password, too short…), else a fallback. */
function failureMessage(error: unknown): string {
  const body = isApiError(error) && typeof error.body === 'object' ? error.body : null;
  return body?.error || body?.detail || CHANGE_FAILED;
}

/**
 * Change password: the current password and the new one twice. On success every other session of the
 * account has ended and this browser keeps the fresh session and access token the answer carries.
 */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = !current ? 'Current password is required.' : (passwordProblem(next) ?? (next === confirm ? null : PASSWORDS_DIFFER));
    if (problem) return setOutcome({ ok: false, message: problem });
    setSubmitting(true);
    setOutcome(null);
    try {
      const answer = await authApi.changePassword({ current_password: current, new_password: next });
      authStore.getState().acceptSession(answer);
      setCurrent('');
      setNext('');
      setConfirm('');
      setOutcome({ ok: true, message: answer.message });
    } catch (error) {
      setOutcome({ ok: false, message: failureMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="rc-form" noValidate aria-labelledby="rc-change-password" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="rc-change-password">Change password</h2>
      {outcome && (
        <Alert tone={outcome.ok ? 'success' : 'error'} onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
      <TextField label="Current password" type="password" value={current} onChange={setCurrent} autoComplete="current-password" />
      <TextField
        label="New password"
        type="password"
        value={next}
        onChange={setNext}
        autoComplete="new-password"
        helper={`Password must be at least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <TextField label="Confirm new password" type="password" value={confirm} onChange={setConfirm} autoComplete="new-password" />
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? <Spinner label="Changing your password" /> : 'Change Password'}
      </Button>
    </form>
  );
}
