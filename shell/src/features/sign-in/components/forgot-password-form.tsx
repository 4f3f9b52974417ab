import { useState } from 'react';
import { authApi, Button } from '@receipts/shared';
import { TextField } from '@receipts/shared/text-field';
import { EmailForm } from './email-form';

/**
 * 'Forgot password?': asks for a reset link by e-mail. The server answers the same whether or not the
 * address has an account, and that answer is what the fan reads here.
 */
export function ForgotPasswordForm({ onError, onLogin }: { onError: (message: string | null) => void; onLogin: () => void }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);

  async function send() {
    const { message } = await authApi.requestPasswordReset(email.trim());
    setSent(message);
  }

  if (sent) {
    return (
      <div className="rc-signin__form">
        <p role="status">{sent}</p>
        <Button variant="primary" onClick={onLogin}>
          Back to Sign In
        </Button>
      </div>
    );
  }

  return (
    <EmailForm
      mode="forgot"
      send={send}
      onError={onError}
      submit={{ label: 'Send Reset Link', busy: 'Sending the reset link' }}
      other={{ prompt: 'Remembered it?', label: 'Sign in', onClick: onLogin }}
    >
      <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
    </EmailForm>
  );
}
