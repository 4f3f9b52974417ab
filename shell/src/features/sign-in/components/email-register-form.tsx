import { useState, type FormEvent } from 'react';
import { Button, Spinner, authApi, authStore } from '@receipts/shared';
import { emailSignInMessage } from '../sign-in-errors';
import { signInStore } from '../sign-in-store';
import { TextField } from './text-field';

/** E-mail registration: on success this dialog closes and 'Verify Your Email' opens (spec §2.5). */
export function EmailRegisterForm({ onError, onLogin }: {
  onError: (message: string | null) => void;
  onLogin: () => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    onError(null);
    try {
      const session = await authApi.register({ name: name.trim(), email: email.trim(), password });
      authStore.getState().acceptSession(session);
      signInStore.getState().showVerifyEmail(session.user?.email || email.trim());
    } catch (error) {
      onError(emailSignInMessage(error, 'register'));
      setSubmitting(false);
    }
  }

  return (
    <form className="rc-signin__form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="Name" value={name} onChange={setName} autoComplete="name" />
      <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
      <TextField
        label="Password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        helper="Password must be at least 8 characters"
      />
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? <Spinner label="Creating account" /> : 'Create Account'}
      </Button>
      <p className="rc-muted">
        Already have an account?{' '}
        <button type="button" className="rc-linklike" onClick={onLogin}>Sign in</button>
      </p>
    </form>
  );
}
