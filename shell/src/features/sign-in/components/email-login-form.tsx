import { useState, type FormEvent } from 'react';
import { Button, Spinner, authApi, authStore } from '@receipts/shared';
import { emailSignInMessage } from '../sign-in-errors';
import { signInStore } from '../sign-in-store';
import { reloadPage } from '../reload-page';
import { TextField } from './text-field';

/** E-mail login: on success the dialog closes and the page reloads (spec §2.5). */
export function EmailLoginForm({ onError, onRegister }: {
  onError: (message: string | null) => void;
  onRegister: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    onError(null);
    try {
      const session = await authApi.login({ email: email.trim(), password });
      authStore.getState().acceptSession(session);
      signInStore.getState().close();
      reloadPage();
    } catch (error) {
      onError(emailSignInMessage(error, 'login'));
      setSubmitting(false);
    }
  }

  return (
    <form className="rc-signin__form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
      <TextField label="Password" type="password" value={password} onChange={setPassword} autoComplete="current-password" />
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? <Spinner label="Signing in" /> : 'Sign In'}
      </Button>
      <p className="rc-muted">
        Don&apos;t have an account?{' '}
        <button type="button" className="rc-linklike" onClick={onRegister}>Register</button>
      </p>
    </form>
  );
}
