import { useState } from 'react';
import { authApi } from '@receipts/shared';
import { TextField } from '@receipts/shared/text-field';
import { signInStore } from '../sign-in-store';
import { rememberReturnAfterVerify } from '../return-path';
import { EmailForm } from './email-form';

/**
 * E-mail registration: on success this dialog closes and 'Verify Your Email' opens. The answer is the same
 * whether or not the address already had an account (nobody can learn who has one), so it signs nobody in: the fan signs in afterwards.
 */
export function EmailRegisterForm({ onError, onLogin }: { onError: (message: string | null) => void; onLogin: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function register() {
    await authApi.register({ name: name.trim(), email: email.trim(), password });
    rememberReturnAfterVerify();
    signInStore.getState().showVerifyEmail(email.trim());
  }

  return (
    <EmailForm
      mode="register"
      send={register}
      onError={onError}
      submit={{ label: 'Create Account', busy: 'Creating account' }}
      other={{ prompt: 'Already have an account?', label: 'Sign in', onClick: onLogin }}
    >
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
    </EmailForm>
  );
}
