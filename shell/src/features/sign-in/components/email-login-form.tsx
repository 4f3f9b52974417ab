import { useState } from 'react';
import { authApi, authStore } from '@receipts/shared';
import { TextField } from '@receipts/shared/text-field';
import { signInStore } from '../sign-in-store';
import { reloadPage } from '../reload-page';
import { EmailForm } from './email-form';

/** E-mail login: on success the dialog closes and the page reloads, so every part of it sees the new session. */
export function EmailLoginForm({
  onError,
  onRegister,
  onForgot,
}: {
  onError: (message: string | null) => void;
  onRegister: () => void;
  onForgot: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function logIn() {
    const session = await authApi.login({ email: email.trim(), password });
    authStore.getState().acceptSession(session);
    signInStore.getState().close();
    reloadPage();
  }

  return (
    <EmailForm
      mode="login"
      send={logIn}
      onError={onError}
      submit={{ label: 'Sign In', busy: 'Signing in' }}
      other={{ prompt: "Don't have an account?", label: 'Register', onClick: onRegister }}
      extra={
        <button type="button" className="rc-linklike rc-signin__forgot" onClick={onForgot}>
          Forgot password?
        </button>
      }
    >
      <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
      <TextField label="Password" type="password" value={password} onChange={setPassword} autoComplete="current-password" />
    </EmailForm>
  );
}
