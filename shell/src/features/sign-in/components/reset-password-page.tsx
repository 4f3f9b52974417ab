import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, authApi, Button, Card, passwordProblem, Spinner } from '@receipts/shared';
import { TextField } from '@receipts/shared/text-field';
import { openSignIn } from '../sign-in-store';
import { emailSignInMessage } from '../sign-in-errors';
import '../sign-in.css';

export const PASSWORDS_DIFFER = 'The two passwords do not match.';

/**
 * `/reset-password/:token`: the page an e-mailed reset link opens. A new password (at least
 * PASSWORD_MIN_LENGTH characters, typed twice), then the fan signs in with it; every earlier session has ended.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(password) ?? (password === confirm ? null : PASSWORDS_DIFFER);
    if (problem) return setError(problem);
    setSubmitting(true);
    setError(null);
    try {
      setDone((await authApi.confirmPasswordReset({ token, password })).message);
    } catch (failure) {
      setError(emailSignInMessage(failure, 'forgot'));
      setSubmitting(false);
    }
  }

  return (
    <section className="rc-page rc-narrow-page">
      <Card>
        {done ? (
          <div className="rc-center">
            <h1>Password reset</h1>
            <p role="status">{done}</p>
            <Button variant="primary" onClick={() => navigate('/login?next=%2F')}>
              Sign In
            </Button>
          </div>
        ) : (
          <form className="rc-signin__form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <h1>Choose a new password</h1>
            {error && <Alert onDismiss={() => setError(null)}>{error}</Alert>}
            <TextField
              label="New password"
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              helper="Password must be at least 8 characters"
            />
            <TextField label="Confirm new password" type="password" value={confirm} onChange={setConfirm} autoComplete="new-password" />
            <Button type="submit" variant="primary" disabled={submitting}>
              {submitting ? <Spinner label="Saving your new password" /> : 'Set New Password'}
            </Button>
            <p className="rc-muted">
              Link expired?{' '}
              <button type="button" className="rc-linklike" onClick={() => openSignIn('forgot')}>
                Request a new one
              </button>
            </p>
          </form>
        )}
      </Card>
    </section>
  );
}
