import { useEffect, useState } from 'react';
import { Alert } from '@receipts/shared';
import { Dialog } from '@receipts/shared/dialog';
import { signInStore, useSignInDialog, type SignInView } from '../sign-in-store';
import { ProvidersView } from './providers-view';
import { EmailLoginForm } from './email-login-form';
import { EmailRegisterForm } from './email-register-form';
import { ForgotPasswordForm } from './forgot-password-form';
import '../sign-in.css';

const COPY: Record<SignInView, { title: string; description: string }> = {
  providers: { title: 'Sign in to Receipts', description: 'Make your calls, back them up and build your reputation.' },
  login: { title: 'Sign in with Email', description: 'Use the e-mail address and password of your Receipts account.' },
  register: { title: 'Create your account', description: 'Register with your e-mail address.' },
  forgot: {
    title: 'Reset your password',
    description: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  },
};

/** The sign-in dialog: providers, e-mail login and e-mail register, 'Forgot password?', with a way back. */
export function SignInDialog() {
  const open = useSignInDialog((state) => state.open);
  const view = useSignInDialog((state) => state.view);
  const { close, setView } = signInStore.getState();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setError(null), [view, open]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={COPY[view].title}
      description={COPY[view].description}
      descriptionClassName="rc-muted"
      closeLabel="Close"
      className="rc-signin"
      headerStart={
        view !== 'providers' && (
          <button type="button" className="rc-icon-button" aria-label="Back to sign-in options" onClick={() => setView('providers')}>
            ←
          </button>
        )
      }
    >
      {error && <Alert onDismiss={() => setError(null)}>{error}</Alert>}
      {view === 'providers' && <ProvidersView onError={setError} onSuccess={close} onEmail={() => setView('login')} />}
      {view === 'login' && <EmailLoginForm onError={setError} onRegister={() => setView('register')} onForgot={() => setView('forgot')} />}
      {view === 'forgot' && <ForgotPasswordForm onError={setError} onLogin={() => setView('login')} />}
      {view === 'register' && <EmailRegisterForm onError={setError} onLogin={() => setView('login')} />}
    </Dialog>
  );
}
